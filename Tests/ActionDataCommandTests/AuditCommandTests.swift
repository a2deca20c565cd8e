import ActionData
import ActionDataSQLite
import Foundation
import TestSupport
import Testing

/// `actiondata audit` on a SQLite file whose history an app wrote through
/// `ADSQLiteProvider.save(_:audit:)`: filtered by record and by author, values printed
/// safely, withheld fields without values.
@Suite(
    "actiondata audit",
    .enabled(if: FileManager.default.isExecutableFile(atPath: BrowserTools.executable.path), "needs the built actiondata executable"))
struct AuditCommandTests {
    struct Note: ADDataTable {
        static let tableName = "Notes"
        static let primaryKey = "id"
        static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt
        var id = -1
        var text = ""
        var secret = ""
    }

    static func audit(_ arguments: [String], database: URL) throws -> (status: Int32, output: String) {
        try Spawned.run(BrowserTools.executable.path, ["audit"] + arguments + ["--database", database.path])
    }

    /// A database where Ada wrote note 1 and changed it, Bob wrote note 2 and deleted it.
    static func recorded() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("history.sqlite")
        let provider = try ADSQLiteProvider(path: database.path)
        let ada = ADAudit(by: ADIdentity(id: "ada", name: "Ada Lovelace", roles: []), withholding: ["secret"])
        let bob = ADAudit(by: ADIdentity(id: "bob", name: "bob", roles: []), withholding: ["secret"])
        var note = try provider.save(Note(text: "first", secret: "s1"), audit: ada)
        note.text = "second\u{1B}[2J"
        note.secret = "s2"
        note = try provider.save(note, audit: ada)
        let other = try provider.save(Note(text: "bob's", secret: "s3"), audit: bob)
        try provider.delete(Note.self, key: other.id, audit: bob)
        return database
    }

    @Test("the whole history, oldest first; one record; one author; nothing for an unknown one", .onOwnThread)
    func filters() throws {
        let database = try Self.recorded()
        defer { try? FileManager.default.removeItem(at: database.deletingLastPathComponent()) }
        let all = try Self.audit([], database: database)
        #expect(all.status == 0, "\(all.output)")
        let headings = all.output.split(separator: "\n").filter { $0.hasPrefix("#") }
        #expect(headings.map { $0.split(separator: " ", omittingEmptySubsequences: true)[2] } == ["create", "update", "create", "delete"])
        #expect(all.output.contains("by ada (Ada Lovelace)"))
        #expect(all.output.contains("    text: \"first\" → \"second\\u{1B}[2J\""), "\(all.output)")
        #expect(all.output.contains("    secret: changed (withheld)"))
        #expect(!all.output.contains("s1") && !all.output.contains("s2") && !all.output.contains("\u{1B}"))
        #expect(all.output.contains("    text: was \"bob's\""))

        let one = try Self.audit(["--record", "1", "--table", "Notes"], database: database)
        #expect(one.output.split(separator: "\n").filter { $0.hasPrefix("#") }.count == 2)
        let bobs = try Self.audit(["--user", "bob"], database: database)
        #expect(bobs.output.split(separator: "\n").filter { $0.hasPrefix("#") }.count == 2 && !bobs.output.contains("by ada"))
        let latest = try Self.audit(["--limit", "1"], database: database)
        #expect(latest.output.split(separator: "\n").filter { $0.hasPrefix("#") }.count == 1 && latest.output.contains("delete"))
        for hostile in ["bob' OR '1'='1", "nobody"] {
            let none = try Self.audit(["--user", hostile], database: database)
            #expect(none.status == 0 && none.output.contains("No changes recorded"), "\(hostile): \(none.output)")
        }
        #expect(try Self.audit(["--limit", "0"], database: database).status != 0)
    }
}
