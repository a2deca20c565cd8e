import Foundation
import SyncFixtures

/// Timings and memory readings of the driver.
enum Measure {
    /// How long `body` took, in milliseconds.
    static func milliseconds(_ body: () async throws -> Void) async rethrows -> Double {
        let start = ContinuousClock.now
        try await body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
    }

    /// The median of `runs` timings of `body`, in milliseconds, after one run not counted.
    static func median(of runs: Int, _ body: () async throws -> Void) async rethrows -> Double {
        try await body()
        var times: [Double] = []
        for _ in 0..<runs { times.append(try await milliseconds(body)) }
        return times.sorted()[times.count / 2]
    }

    /// This process's resident memory now and its peak since the last ``resetPeak()``, in KiB,
    /// from `/proc/self/status`; `nil` where there is no such file.
    static func residentKiB() -> (now: Int, peak: Int)? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        func field(_ name: String) -> Int? {
            status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
                .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") }
        }
        guard let now = field("VmRSS"), let peak = field("VmHWM") else { return nil }
        return (now, peak)
    }

    /// Resets the peak resident memory to the current (Linux: `5` to `/proc/self/clear_refs`).
    /// - Returns: whether it could.
    static func resetPeak() -> Bool {
        guard let file = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? file.close() }
        return (try? file.write(contentsOf: Data("5".utf8))) != nil
    }
}

/// One line of the figures: the measure, its goal and its ratio to the same run's baseline.
func report(_ line: String) {
    print("-- " + line)
}

/// A detail that is not a figure, on standard error.
func note(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

/// Runs this executable again with `arguments` and `SYNC_BENCH_PORT` set to `port`, so a
/// figure's heap is its own, and returns what it printed.
func runChild(_ arguments: [String], port: Int) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["SYNC_BENCH_PORT": String(port)]) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw SyncBenchError("`\(arguments.joined(separator: " "))` failed (\(process.terminationStatus))")
    }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}
