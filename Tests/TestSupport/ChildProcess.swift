import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to its end for a test and gives what it printed.
///
/// Output goes to a file, not a pipe: a server the program starts (pg_ctl's) inherits the
/// descriptors and would keep a pipe open for as long as it runs. The child is spawned and
/// reaped here (waitpid), as Foundation's Process leaves it unreaped while tests block threads.
public enum ChildProcess {
    /// What a finished program printed (standard output and error, interleaved) and whether it
    /// exited with status 0.
    public struct Result: Sendable {
        public let succeeded: Bool
        public let output: String
    }

    /// A program that could not be started, or that failed where success was required.
    public struct Failure: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// Runs `tool` (an absolute path, or a name looked up on `PATH`) with `arguments`, standard
    /// input from /dev/null, and waits for it to end.
    public static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-child-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, given in given }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, tool, &actions, nil, argv, envp)
        guard spawned == 0 else { throw Failure(message: "\(tool) could not start (\(spawned))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let exitedCleanly = (status & 0x7f) == 0 && ((status >> 8) & 0xff) == 0
        // Nothing lost: a log that cannot be read is reported as empty beside the exit status.
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Result(succeeded: exitedCleanly, output: output)
    }

    /// Runs `tool` as ``run(_:_:environment:)`` does and throws, with its output, unless it succeeded.
    @discardableResult
    public static func output(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let result = try run(tool, arguments, environment: environment)
        guard result.succeeded else {
            throw Failure(message: "\(tool) \(arguments.joined(separator: " ")) failed: \(result.output)")
        }
        return result.output
    }
}
