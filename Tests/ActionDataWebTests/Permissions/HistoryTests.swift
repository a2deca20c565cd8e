import ActionData
import ActionDataSQLite
import ActionDataWeb
import Foundation
import HummingbirdTesting
import HTTPTypes
import Testing

/// `GET /history` and the audit rows behind it: every save and delete through the server is
/// written as the person asking, and the history is shown only where the `history` rule
/// allows it, never with a hidden field's values.
@Suite("Web: who changed what")
struct HistoryTests {
    /// The entries `/history?id=` answers, as records.
    private static func entries(_ answer: (status: HTTPResponse.Status, body: String)) throws -> [ADRecord] {
        guard case .array(let entries)? = try ADRecord(jsonString: answer.body)["entries"] else { return [] }
        return entries.compactMap { entry in
            guard case .record(let record) = entry else { return nil }
            return record
        }
    }

    /// The changes of one entry, by field.
    private static func changes(of entry: ADRecord) -> [String: ADRecord] {
        guard case .array(let changes)? = entry["changes"] else { return [:] }
        var byField: [String: ADRecord] = [:]
        for case .record(let change) in changes {
            if case .string(let field)? = change["field"] { byField[field] = change }
        }
        return byField
    }

    @Test("a save and a delete each write one entry by the person asking, with old and new values", arguments: AccountDatabase.available)
    func savesAndDeletes(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                _ = try await ada.post("/open", #"{"id": "1"}"#)
                #expect(try await ada.type("Renamed", into: "name") == .ok)
                #expect(try await ada.post("/save").status == .ok)
                // Saving again with nothing changed writes nothing.
                #expect(try await ada.post("/save").status == .ok)
                let history = try await ada.get("/history?id=1")
                #expect(history.status == .ok)
                let entries = try Self.entries(history)
                #expect(entries.count == 1)
                let entry = try #require(entries.first)
                #expect(entry["action"] == "update" && entry["author"] == "ada")
                let name = try #require(Self.changes(of: entry)["name"])
                #expect(name["old"] == "Ada's draft" && name["new"] == "Renamed" && name["withheld"] == false)
                #expect(Self.changes(of: entry).count == 1)

                #expect(try await ada.post("/delete").status == .ok)
                let deleted = try await served.database.history(of: Item.self, key: 1)
                #expect(deleted.map(\.action) == [.update, .delete])
                #expect(deleted.last?.author == "ada")
                #expect(deleted.last?.changes.first { $0.field == "name" }?.old == "Renamed")
            }
        }
    }

    @Test("a field some role may not see is written as changed, without values, for everyone", arguments: AccountDatabase.available)
    func withheld(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var root = Person(client, user: "root", groups: "admin")
                try await root.open()
                _ = try await root.post("/open", #"{"id": "1"}"#)
                #expect(try await root.type("9.5", into: "cost") == .ok)
                #expect(try await root.post("/save").status == .ok)
                for reader in [root, Person(client, user: "ada")] {
                    var reader = reader
                    try await reader.open()
                    let answer = try await reader.get("/history?id=1")
                    #expect(answer.status == .ok)
                    #expect(!answer.body.contains("9.5") && !answer.body.contains("7.25"))
                    let cost = try #require(try Self.entries(answer).first.flatMap { Self.changes(of: $0)["cost"] })
                    #expect(cost["withheld"] == true && cost["old"] == .null && cost["new"] == .null)
                }
                let stored = try await served.database.history(of: Item.self, key: 1)
                #expect(stored.first?.changes.first { $0.field == "cost" } == ADAuditChange(field: "cost", old: nil, new: nil, withheld: true))
            }
        }
    }

    @Test("the history rule: 404 like a missing record for one they may not read, 403 without the rule", arguments: AccountDatabase.available)
    func refused(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                let others = try await ada.get("/history?id=3")
                let missing = try await ada.get("/history?id=99")
                #expect(others.status == .notFound && missing.status == .notFound && others.body == missing.body)
                var auditor = Person(client, user: "eve", groups: "auditor")
                try await auditor.open()
                #expect(try await auditor.get("/history?id=1").status == .forbidden)
                var nobody = Person(client, user: nil)
                try await nobody.open()
                #expect(try await nobody.get("/history?id=1").status == .notFound)
                for bad in ["/history", "/history?id=", "/history?id=" + String(repeating: "9", count: 300)] {
                    #expect(try await ada.get(bad).status == .badRequest, "\(bad)")
                }
            }
        }
    }
}
