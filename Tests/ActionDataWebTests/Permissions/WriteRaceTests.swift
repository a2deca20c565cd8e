import ActionData
import ActionDataStorage
import ActionDataWeb
import Testing

/// Saves judged in their transaction, raced against an admin's edits that change what the
/// saver may do: on both databases, no save writes over a change the saver may not make, and
/// none lands after the record left the saver's rules or was deleted.
@Suite("Permissions: saves raced against rule-changing edits and deletes")
struct WriteRaceTests {
    static let ada = ADIdentity(id: "ada", name: "Ada", roles: ["editor"])
    static let admin = ADIdentity(id: "root", name: "Root", roles: ["admin"])

    @Test("an editor's saves against an admin's hidden edits, a move out of her rule and a delete", arguments: AccountDatabase.available)
    func race(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            let permissions = try ADPermissions(json: PermissionServer.rules)
            let store = served.database
            let withheld = permissions.fieldsHidden(in: "Items")
            let editor = ADAudit(
                by: Self.ada, withholding: withheld,
                rules: ADWriteRules(access: try permissions.access(to: "Items", for: Self.ada), recordWasStored: true))
            let root = ADAudit(by: Self.admin, withholding: withheld)
            async let saves: Int = Self.editorSaves(40, of: 1, into: store, audit: editor)
            async let edits: Void = Self.adminEdits(of: 1, in: store, audit: root)
            let landed = try await saves
            try await edits
            let history = try await store.history(of: Item.self, key: 1)
            let ours = history.filter { $0.author == "ada" }
            #expect(ours.count == landed, "every save that answered is in the history")
            #expect(ours.allSatisfy { $0.action == .update }, "no save of Ada's created the record again")
            #expect(ours.allSatisfy { entry in !entry.changes.contains { $0.field == "cost" || $0.field == "owner" } },
                    "no save of Ada's wrote back the hidden cost or the owner")
            let moved = try #require(history.firstIndex { entry in entry.changes.contains { $0.field == "owner" && $0.new == "bob" } })
            #expect(history[moved...].allSatisfy { $0.author != "ada" }, "nothing of Ada's landed after the record left her rule")
            #expect(try await store.load(Item.self, key: 1) == nil)
        }
    }

    /// `count` saves of record `key` by the editor, each of the record as she last read it with
    /// a new name; the number the store took (the others it refused, as the rules say).
    private static func editorSaves(_ count: Int, of key: Int, into store: any ADDataProvider, audit: ADAudit) async throws -> Int {
        var landed = 0
        for round in 0..<count {
            guard var item = try await store.load(Item.self, key: key) else { continue }
            item.name = "Ada's edit \(round)"
            do {
                _ = try await store.save(item, audit: audit)
                landed += 1
            } catch let error as ADDataError {
                guard case .refused = error.kind else { throw error }
            }
            await Task.yield()
        }
        return landed
    }

    /// The admin changes the hidden cost a few times, moves the record to Bob, and deletes it.
    private static func adminEdits(of key: Int, in store: any ADDataProvider, audit: ADAudit) async throws {
        for cost in 1...10 {
            guard var item = try await store.load(Item.self, key: key) else { return }
            item.cost = Double(cost)
            _ = try await store.save(item, audit: audit)
            await Task.yield()
        }
        guard var item = try await store.load(Item.self, key: key) else { return }
        item.owner = "bob"
        _ = try await store.save(item, audit: audit)
        await Task.yield()
        _ = try await store.delete(Item.self, key: key, audit: audit)
    }
}
