import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A tool run to its end, its output (standard output and error together) read afterwards.
///
/// Output goes to a file, not a pipe: a server the tool starts (pg_ctl's PostgreSQL,
/// `Deploy/run`'s nodes) inherits the descriptors and would keep a pipe open for as long as it
/// runs. Descriptors above standard error are closed in the tool. The tool is spawned and reaped here (waitpid), as Foundation's `Process` leaves the
/// child unreaped while tests block its threads.
public enum Spawned {
    /// Why a tool could not be started.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `tool` (a path) with `arguments`, in `environment` (by default this process's) and in
    /// `workingDirectory` (by default this process's); its exit status (128 + the signal when a
    /// signal ended it) and output.
    ///
    /// A tool that changes its user (`runuser`) needs a working directory that user may enter:
    /// pass `/` for it, as this process may run in a folder only its owner can enter.
    /// `input` is the tool's standard input; without it, the tool reads nothing.
    public static func run(
        _ tool: String, _ arguments: [String], environment: [String: String]? = nil, workingDirectory: String? = nil, input: String? = nil
    ) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-spawned-\(UUID().uuidString)")
        let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-input-\(UUID().uuidString)")
        // Nothing lost: the output was read; a leftover temporary file is harmless.
        defer {
            try? FileManager.default.removeItem(at: log)
            try? FileManager.default.removeItem(at: inputFile)
        }
        if let input { try Data(input.utf8).write(to: inputFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input == nil ? "/dev/null" : inputFile.path, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Nothing else of this process reaches the tool: a server it starts (PostgreSQL) would
        // otherwise hold the tests' sockets open, and a connection a test server closed would
        // stay open for its client.
        _ = closeFrom?(&actions, 3)
        if let workingDirectory {
            guard let changeDirectory else {
                throw Failure(description: "\(tool): this C library cannot start a process in another folder")
            }
            guard changeDirectory(&actions, workingDirectory) == 0 else {
                throw Failure(description: "\(tool): cannot start in \(workingDirectory)")
            }
        }
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { variables in variables.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { for pointer in argv + (envp ?? []) { free(pointer) } }
        var pid: pid_t = 0
        let spawned = envp.map { posix_spawn(&pid, tool, &actions, nil, argv, $0) } ?? posix_spawn(&pid, tool, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(description: "\(tool) could not start (\(spawned))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exitStatus, try String(contentsOf: log, encoding: .utf8))
    }

    /// Runs `tool` as ``run(_:_:environment:workingDirectory:input:)`` does, at the lowest CPU
    /// priority (`nice -n 19`, where it is): a build or a package resolution the tests start
    /// takes both cores for minutes, and at the same priority it left the tests' own servers
    /// too little time to answer within their clients' timeouts.
    public static func runYielding(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let nice = "/usr/bin/nice"
        guard FileManager.default.isExecutableFile(atPath: nice) else { return try run(tool, arguments) }
        return try run(nice, ["-n", "19", tool] + arguments)
    }

    /// Runs `body`, which blocks (waits for a process or a socket), on a thread of its own: on the
    /// cooperative pool (two threads here) it would starve every other test's async work.
    public static func onOwnThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which Swift's Glibc module
    /// does not import; looked up once, `nil` where the C library lacks it.
    private static let changeDirectory:
        (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32)? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np") else { return nil }
            return unsafeBitCast(
                symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32).self)
        }()

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not import; looked up once, `nil` where the C library lacks it.
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()
}
