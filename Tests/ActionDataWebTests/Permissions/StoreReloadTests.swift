import ActionData
import ActionDataWeb
import Foundation
import HummingbirdTesting
import Testing

@Suite("Web: the open record read again from the store, unsaved edits kept")
struct StoreReloadTests {
    /// Ada with record 1 open and "Ada's edit" typed into its name, while the store's copy gets
    /// price 9 (and, `renaming`, a name of its own) as a phone's sync would write it.
    private static func editedWhileChangedElsewhere(
        _ served: PermissionServer, _ client: any TestClientProtocol, renaming: Bool
    ) async throws -> Person {
        var ada = Person(client, user: "ada")
        try await ada.open()
        _ = try await ada.post("/open", #"{"id": "1"}"#)
        #expect(try await ada.type("Ada's edit", into: "name") == .ok)
        var stored = try #require(try await served.database.load(Item.self, key: 1))
        stored.price = 9
        if renaming { stored.name = "Renamed on a phone" }
        try await served.database.save(stored)
        return ada
    }

    @Test("a change stored elsewhere reaches the open form; the person's unsaved edit is kept and the notice says so", arguments: AccountDatabase.available)
    func reloadKeepsEdits(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                let ada = try await Self.editedWhileChangedElsewhere(served, client, renaming: true)
                let reload = try await ada.post("/reload")
                #expect(reload.status == .ok)
                #expect(reload.body.contains(#""notice":"Changed elsewhere: Price. Your edits to Name are kept, not saved yet.""#), "\(reload.body)")
                let record = try await ada.get("/record")
                #expect(record.body.contains("Ada's edit") && record.body.contains("9"), "\(record.body)")
                let quiet = try await ada.post("/reload")
                #expect(!quiet.body.contains("notice"), "nothing changed since: no notice")
                #expect(try await ada.post("/save").status == .ok)
                let saved = try #require(try await served.database.load(Item.self, key: 1))
                #expect(saved.name == "Ada's edit" && saved.price == 9, "the save keeps the stored price and writes the edit")
            }
        }
    }

    @Test("a save right after a change stored elsewhere writes the person's edit onto it: the field they did not edit keeps the stored value", arguments: AccountDatabase.available)
    func saveOntoStored(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                let ada = try await Self.editedWhileChangedElsewhere(served, client, renaming: false)
                let save = try await ada.post("/save")
                #expect(save.status == .ok)
                #expect(save.body.contains(#""notice":"Saved with what changed elsewhere: Price.""#), "\(save.body)")
                let saved = try #require(try await served.database.load(Item.self, key: 1))
                #expect(saved.name == "Ada's edit" && saved.price == 9, "the save keeps the price stored meanwhile and writes the edit")
                let again = try await ada.post("/save")
                #expect(again.status == .ok && !again.body.contains("notice"), "nothing changed since: no notice")
            }
        }
    }

    @Test("a record the person may no longer read, or that is gone, answers 404 as one that never was", arguments: AccountDatabase.available)
    func goneOrHidden(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                _ = try await ada.post("/open", #"{"id": "1"}"#)
                var stored = try #require(try await served.database.load(Item.self, key: 1))
                stored.owner = "bob"
                try await served.database.save(stored)
                let hidden = try await ada.post("/reload")
                try await served.database.delete(stored)
                let gone = try await ada.post("/reload")
                #expect(hidden.status == .notFound && gone.status == .notFound)
                #expect(hidden.body == gone.body)
            }
        }
    }
}
