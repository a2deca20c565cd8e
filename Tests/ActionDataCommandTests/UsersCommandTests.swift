import Foundation
import TestSupport
import Testing

/// `actiondata users add|list|remove` on a SQLite file, as an operator runs it: the password
/// on standard input, kept as a bcrypt hash only; bad names, roles and passwords refused with
/// a message and a failing status, and nothing stored.
@Suite(
    "actiondata users",
    .enabled(if: FileManager.default.isExecutableFile(atPath: BrowserTools.executable.path), "needs the built actiondata executable"))
struct UsersCommandTests {
    /// Runs `actiondata users …` on `database`, with `input` on standard input.
    static func users(_ arguments: [String], database: URL, input: String? = nil) throws -> (status: Int32, output: String) {
        try users(arguments, database: database.path, input: input)
    }

    /// Runs `actiondata users …` on `database`, a file or a `postgres://` URL.
    static func users(_ arguments: [String], database: String, input: String? = nil) throws -> (status: Int32, output: String) {
        try Spawned.run(BrowserTools.executable.path, ["users"] + arguments + ["--database", database], input: input)
    }

    static func scratchDatabase() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-users-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("accounts.sqlite")
    }

    @Test("add, list and remove; the file holds a bcrypt hash and never the password", .onOwnThread)
    func lifecycle() throws {
        let database = try Self.scratchDatabase()
        defer { try? FileManager.default.removeItem(at: database.deletingLastPathComponent()) }
        let added = try Self.users(["add", "ada", "--role", "clerk", "--role", "admin", "--password-stdin"], database: database, input: "a long secret\n")
        #expect(added.status == 0, "\(added.output)")
        #expect(added.output.contains("Added ada with roles clerk, admin"))
        #expect(try Self.users(["add", "bob", "--password-stdin"], database: database, input: "bob's secret\r\n").status == 0)
        let listed = try Self.users(["list"], database: database)
        #expect(listed.output.contains("ada\tclerk,admin\nbob\t\n"), "\(listed.output)")
        let bytes = try Data(contentsOf: database)
        #expect(bytes.range(of: Data("a long secret".utf8)) == nil, "the password is not in the file")
        #expect(bytes.range(of: Data("$2b$".utf8)) != nil, "a bcrypt hash is")
        #expect(try Self.users(["remove", "bob"], database: database).status == 0)
        let after = try Self.users(["list"], database: database)
        #expect(!after.output.contains("bob"))
        let missing = try Self.users(["remove", "bob"], database: database)
        #expect(missing.status != 0)
        #expect(missing.output.contains("there is no account named bob"))
    }

    @Test("refused with a message, and nothing stored", .onOwnThread, arguments: [
        (["add", "ada", "--password-stdin"], "short\n", "fewer than 8 characters"),
        (["add", "ada", "--password-stdin"], String(repeating: "é", count: 40) + "\n", "longer than 72 bytes"),
        (["add", "ada", "--password-stdin"], "", "standard input held no password"),
        (["add", "ada"], "a long secret\n", "--password-stdin"),
        (["add", "ad a", "--password-stdin"], "a long secret\n", "is not an account name"),
        (["add", "ada'; DROP TABLE x", "--password-stdin"], "a long secret\n", "is not an account name"),
        (["add", "ada", "--role", "anonymous", "--password-stdin"], "a long secret\n", "is not a role"),
        (["add", "ada", "--role", "a,b", "--password-stdin"], "a long secret\n", "is not a role"),
    ])
    func refused(arguments: [String], input: String, message: String) throws {
        let database = try Self.scratchDatabase()
        defer { try? FileManager.default.removeItem(at: database.deletingLastPathComponent()) }
        let result = try Self.users(arguments, database: database, input: input)
        #expect(result.status != 0)
        #expect(result.output.contains(message), "\(result.output)")
        if FileManager.default.fileExists(atPath: database.path) {
            #expect(!(try Self.users(["list"], database: database).output.contains("ada")))
        }
    }

    @Test("a name is taken once", .onOwnThread)
    func taken() throws {
        let database = try Self.scratchDatabase()
        defer { try? FileManager.default.removeItem(at: database.deletingLastPathComponent()) }
        #expect(try Self.users(["add", "ada", "--password-stdin"], database: database, input: "a long secret\n").status == 0)
        let again = try Self.users(["add", "ada", "--password-stdin"], database: database, input: "another secret\n")
        #expect(again.status != 0)
        #expect(again.output.contains("an account named ada exists"))
    }

    @Test(
        "the same on PostgreSQL, through --database postgres://…",
        .enabled(if: PostgresCluster.isAvailable, PostgresCluster.skipReason), .onOwnThread)
    func onPostgres() async throws {
        let url = try await PostgresCluster.shared().newDatabase()
        let added = try Self.users(["add", "ada", "--role", "clerk", "--password-stdin"], database: url, input: "a long secret\n")
        #expect(added.status == 0, "\(added.output)")
        #expect(try Self.users(["list"], database: url).output.contains("ada\tclerk\n"))
        let again = try Self.users(["add", "ada", "--password-stdin"], database: url, input: "another secret\n")
        #expect(again.output.contains("an account named ada exists"))
        #expect(try Self.users(["remove", "ada"], database: url).status == 0)
        #expect(!(try Self.users(["list"], database: url).output.contains("ada")))
    }
}
