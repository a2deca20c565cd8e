import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#endif

/// A private PostgreSQL cluster for tests: `initdb` in a temporary folder, the server on a
/// free local port and a Unix socket in that folder, run as the `postgres` user when the
/// tests run as root, stopped (and the folder removed) when the test process exits.
///
/// As a deployment runs it: TCP logins take a password checked with SCRAM-SHA-256 (the URLs
/// carry it), and the server speaks TLS with a throwaway certificate made with openssl for
/// `localhost` and `127.0.0.1` (``certificateFile``; none where openssl is missing). The tools
/// here (`createdb`, `psql`) log in through the Unix socket.
///
/// ```swift
/// @Suite(.enabled(if: PostgresCluster.isAvailable, PostgresCluster.skipReason))
/// struct MyTests {
///     @Test func roundTrip() async throws {
///         let url = try await PostgresCluster.shared().newDatabase()
///     }
/// }
/// ```
public final class PostgresCluster: Sendable {
    /// The folder holding `initdb`, `pg_ctl` and `createdb`: on `PATH`, or Debian's.
    public static let binaries: String? = {
        var candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let debian = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        candidates += debian.sorted().reversed().map { "/usr/lib/postgresql/\($0)/bin" }
        return candidates.first { directory in
            ["initdb", "pg_ctl", "createdb", "psql"].allSatisfy {
                FileManager.default.isExecutableFile(atPath: "\(directory)/\($0)")
            }
        }
    }()

    /// Whether a cluster can be started here.
    public static var isAvailable: Bool { binaries != nil }

    /// Why PostgreSQL tests are skipped where they are.
    public static let skipReason: Comment =
        "PostgreSQL (initdb, pg_ctl, createdb, psql) is not installed (Debian: apt-get install postgresql)"

    /// The cluster's folder (data, socket and log).
    public let directory: URL
    /// The port it listens on, on 127.0.0.1.
    public let port: Int
    /// The `postgres` user's password.
    public let password: String
    /// The server's certificate (PEM), its own authority: `sslrootcert` for `verify-full`;
    /// `nil` when openssl is missing and the server speaks no TLS.
    public let certificateFile: String?
    private let binaries: String

    nonisolated(unsafe) private static var running: PostgresCluster?
    private static let lock = NSLock()

    /// The process's cluster, started on first use.
    ///
    /// Starting it takes seconds (initdb, a certificate, the server), and tests that ask at the
    /// same time wait on a lock: both happen on a thread of their own, never on the two-thread
    /// pool that the other tests' servers need.
    public static func shared() async throws -> PostgresCluster {
        try await Spawned.onOwnThread { try startedOnce() }
    }

    private static func startedOnce() throws -> PostgresCluster {
        try lock.withLock {
            if let running { return running }
            let cluster = try PostgresCluster()
            running = cluster
            atexit {
                PostgresCluster.running?.stop()
            }
            return cluster
        }
    }

    private init() throws {
        guard let binaries = Self.binaries else { throw ClusterError(message: "no PostgreSQL binaries") }
        self.binaries = binaries
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-pg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        password = "pw:" + UUID().uuidString.lowercased() + "@/%"
        let passwordFile = directory.appendingPathComponent("password").path
        try Data(password.utf8).write(to: URL(fileURLWithPath: passwordFile))
        certificateFile = try Self.makeCertificate(in: directory)
        if getuid() == 0 { try Self.run("/bin/chown", ["-R", "postgres:postgres", directory.path]) }
        let data = directory.appendingPathComponent("data").path
        try Self.run(
            asServer: "\(binaries)/initdb",
            [
                "-D", data, "--auth-local=trust", "--auth-host=scram-sha-256", "--pwfile=\(passwordFile)", "-U", "postgres", "-E",
                "UTF8", "--locale=C",
            ])
        let key = directory.appendingPathComponent("server.key").path
        let tls = certificateFile.map { certificate in " -c ssl=on -c ssl_cert_file=\(certificate) -c ssl_key_file=\(key)" }
        var lastError: (any Error)?
        for _ in 0..<5 {
            let port = FreePorts.one()
            do {
                try Self.run(
                    asServer: "\(binaries)/pg_ctl",
                    [
                        "-D", data, "-l", directory.appendingPathComponent("server.log").path, "-w", "-t", "60", "-o",
                        "-p \(port) -k \(directory.path) -c listen_addresses=127.0.0.1 -c max_connections=200" + (tls ?? ""), "start",
                    ])
                self.port = port
                return
            } catch {
                lastError = error
            }
        }
        throw lastError ?? ClusterError(message: "the server did not start")
    }

    /// A URL for the server's `postgres` database, as the `postgres` user with its password.
    public var url: String { url(database: "postgres") }

    /// A new, empty database; returns its URL.
    ///
    /// `createdb` is waited for on a thread of its own: a suite that makes a database per case
    /// (the noninterference test makes sixty) would otherwise hold one of the pool's two threads
    /// for each, and under CI's load two such waits at once stalled every server for a minute.
    public func newDatabase() async throws -> String {
        let name = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let (binaries, directory, port) = (binaries, directory, port)
        try await Spawned.onOwnThread {
            try Self.run("\(binaries)/createdb", ["-h", directory.path, "-p", String(port), "-U", "postgres", name])
        }
        return url(database: name)
    }

    /// The URL of `database` as the `postgres` user, its password percent-encoded.
    public func url(database: String, host: String = "127.0.0.1") -> String {
        let encoded = password.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return "postgres://postgres:\(encoded)@\(host):\(port)/\(database)"
    }

    /// A certificate and key for `localhost` and `127.0.0.1`, made with openssl in `directory`;
    /// `nil` when openssl is missing.
    private static func makeCertificate(in directory: URL) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl") else { return nil }
        let certificate = directory.appendingPathComponent("server.crt").path
        let key = directory.appendingPathComponent("server.key").path
        try run(
            "/usr/bin/openssl",
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "2", "-subj",
                "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
            ])
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: key)
        return certificate
    }

    /// Stops the server at once and removes its folder.
    public func stop() {
        let data = directory.appendingPathComponent("data").path
        try? Self.run(asServer: "\(binaries)/pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs a server binary, as the `postgres` user when this process is root.
    private static func run(asServer tool: String, _ arguments: [String]) throws {
        if getuid() == 0 {
            try run("/usr/sbin/runuser", ["-u", "postgres", "--", tool] + arguments)
        } else {
            try run(tool, arguments)
        }
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        _ = try output(tool, arguments)
    }

    /// Runs `tool` in `/`: the tests may run in a folder that the `postgres` user cannot enter
    /// (a clone in a 0700 home directory), and initdb and pg_ctl fail in such a folder.
    private static func output(_ tool: String, _ arguments: [String]) throws -> String {
        let (status, text) = try Spawned.run(tool, arguments, workingDirectory: "/")
        guard status == 0 else {
            throw ClusterError(message: "\(tool) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }

    /// A cluster that could not be started or used, with the tool's output.
    public struct ClusterError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }
}

extension PostgresCluster {
    /// Runs `sql` with `psql` on the database `url` names, as the `postgres` user; returns its output.
    @discardableResult
    public func execute(_ sql: String, on url: String) throws -> String {
        let database = url.split(separator: "/").last.map { String($0.split(separator: "?").first ?? $0) } ?? "postgres"
        return try Self.output(
            "\(binaries)/psql",
            ["-h", directory.path, "-p", String(port), "-U", "postgres", "-d", database, "-At", "-v", "ON_ERROR_STOP=1", "-c", sql])
    }
}
