import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import TestSupport

/// The starter's executable serving on a free loopback port, its output in a log file.
struct StarterServer {
    let process: Process
    let port: Int
    let log: URL

    /// Starts `executable` with `arguments` on a free port and waits until `GET /healthz`
    /// answers, for up to 30 seconds.
    ///
    /// - Throws: ``AppPackageError`` with the server's output when it exits or never answers.
    static func start(_ executable: URL, arguments: [String], log: URL) async throws -> StarterServer {
        let port = FreePorts.one()
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + ["--host", "127.0.0.1", "--port", String(port)]
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let server = StarterServer(process: process, port: port, log: log)
        for _ in 0..<300 where process.isRunning {
            if let health = try? await server.get("/healthz"), health.status == 200 { return server }
            try await Task.sleep(for: .milliseconds(100))
        }
        server.stop()
        throw AppPackageError(message: "the starter did not answer on port \(port): \(server.output)")
    }

    /// `GET path`: the status and the body as text.
    func get(_ path: String) async throws -> (status: Int, body: String) {
        guard let url = URL(string: "http://127.0.0.1:\(port)\(path)") else { throw AppPackageError(message: "no URL for \(path)") }
        let (data, response) = try await URLSession.shared.data(from: url)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// What the server printed so far.
    var output: String {
        // Nothing lost: a log that cannot be read only leaves a failure message shorter.
        (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    }

    /// Stops the server (SIGTERM) and waits for it to end.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
