import ActionData
import ActionDataSQLite
import ActionDataWeb
import Foundation
import HummingbirdTesting
import HTTPTypes
import Testing

/// Every route of a server with rules (``PermissionServer``), for an allowed role, a denied
/// role and an anonymous client: rows, records, fields and operations, and the attacks on
/// each.
@Suite("Web: permissions on every route")
struct WebPermissionTests {
    @Test("the list: the read rule in SQL, ANDed with the typed filter; nothing for nobody", arguments: AccountDatabase.available)
    func list(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                #expect(try await ada.titles() == ["Ada's draft", "Ada's approved"])
                for widening in ["TRUE OR TRUE", "owner = 'bob' OR 1 = 1", "NOT (owner = 'ada')"] {
                    #expect(try await ada.titles(widening).allSatisfy { $0.hasPrefix("Ada") }, "\(widening)")
                }
                #expect(try await ada.get("/list?filter=1)%20OR%20(1").status == .badRequest)
                var admin = Person(client, user: "root", groups: "admin")
                try await admin.open()
                #expect(try await admin.titles().count == 3)
                var nobody = Person(client, user: nil)
                try await nobody.open()
                #expect(try await nobody.titles().isEmpty)
            }
        }
    }

    @Test("opening another's record, a missing one or a deleted one answers the same 404", arguments: AccountDatabase.available)
    func idor(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                let others = try await ada.post("/open", #"{"id": "3"}"#)
                let missing = try await ada.post("/open", #"{"id": "99"}"#)
                #expect(others.status == .notFound && missing.status == .notFound)
                #expect(others.body == missing.body)
                #expect(!others.body.contains("Bob"))
                #expect(try await ada.post("/open", #"{"id": "1"}"#).status == .ok)
                var bob = Person(client, user: "bob")
                try await bob.open()
                #expect(try await bob.post("/open", #"{"id": "1"}"#).status == .notFound)
                #expect(try await bob.post("/open", #"{"id": "3"}"#).status == .ok)
                #expect(try await bob.post("/delete").status == .ok)
                #expect(try await bob.post("/open", #"{"id": "3"}"#).status == .notFound)
            }
        }
    }

    @Test("delete: refused (403) where the rule says no, the row kept; allowed where it says yes", arguments: AccountDatabase.available)
    func delete(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                #expect(try await ada.post("/open", #"{"id": "2"}"#).status == .ok)
                #expect(try await ada.post("/delete").status == .forbidden)
                #expect(try await served.database.load(Item.self, key: 2) != nil)
                #expect(try await ada.post("/open", #"{"id": "1"}"#).status == .ok)
                #expect(try await ada.post("/delete").status == .ok)
                #expect(try await served.database.load(Item.self, key: 1) == nil)
            }
        }
    }

    @Test("a hidden field never leaves the server; its controls and the record go without it", arguments: AccountDatabase.available)
    func hidden(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                let opened = try await ada.post("/open", #"{"id": "1"}"#)
                let state = try await ada.get("/state")
                let record = try await ada.get("/record")
                for body in [opened.body, state.body, record.body] {
                    #expect(!body.contains("7.25") && !body.contains("-5.25"), "\(body)")
                }
                #expect(try ADRecord(jsonString: record.body)["cost"] == nil)
                #expect(try ADRecord(jsonString: record.body)["name"] == "Ada's draft")
                var admin = Person(client, user: "root", groups: "admin")
                try await admin.open()
                _ = try await admin.post("/open", #"{"id": "1"}"#)
                #expect(try await admin.get("/record").body.contains("7.25"))
            }
        }
    }

    @Test("events on read-only and hidden fields are refused (403) and change nothing; a save writes presets", arguments: AccountDatabase.available)
    func edits(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                _ = try await ada.post("/open", #"{"id": "2"}"#)
                #expect(try await ada.type("0.01", into: "price") == .forbidden)
                #expect(try await ada.type("0", into: "cost") == .forbidden)
                #expect(try await ada.type("Renamed", into: "name") == .ok)
                #expect(try await ada.post("/save").status == .ok)
                let stored = try #require(try await served.database.load(Item.self, key: 2))
                #expect(stored.name == "Renamed" && stored.price == 3 && stored.cost == 7.25 && stored.owner == "ada")
                // A new item is Ada's whoever it names.
                #expect(try await ada.post("/new").status == .ok)
                #expect(try await ada.type("Fresh", into: "name") == .ok)
                #expect(try await ada.post("/save").status == .ok)
                let fresh = try await served.database.load(Item.self, where: "name = 'Fresh'", orderBy: [], limit: nil)
                #expect(fresh.map(\.owner) == ["ada"])
            }
        }
    }

    @Test("a save that breaks the check is refused naming the rule; nothing stored", arguments: AccountDatabase.available)
    func check(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                _ = try await ada.post("/open", #"{"id": "1"}"#)
                #expect(try await ada.type("-1", into: "price") == .ok)
                let saved = try await ada.post("/save")
                #expect(saved.body.contains("price >= 0"), "\(saved.body)")
                #expect(try await served.database.load(Item.self, key: 1)?.price == 2)
            }
        }
    }

    @Test("anonymous: no record, no New, no edits", arguments: AccountDatabase.available)
    func anonymous(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var nobody = Person(client, user: nil)
                try await nobody.open()
                #expect(try await nobody.post("/new").status == .forbidden)
                #expect(try await nobody.post("/open", #"{"id": "1"}"#).status == .notFound)
                #expect(try await nobody.type("x", into: "name") == .forbidden)
            }
        }
    }

    @Test("a session presented under another identity is refused (403) and not touched", arguments: AccountDatabase.available)
    func sessionBelongsToItsIdentity(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                _ = try await ada.post("/open", #"{"id": "1"}"#)
                var mallory = Person(client, user: "bob")
                mallory.cookie = ada.cookie
                #expect(try await mallory.get("/record").status == .forbidden)
                #expect(try await mallory.type("stolen", into: "name") == .forbidden)
                var tampered = ada
                tampered.cookie = ada.cookie.map { $0.dropLast() + ($0.last == "A" ? "B" : "A") }
                #expect(try await tampered.get("/record").status == .forbidden)
                #expect(try await ada.get("/record").body.contains("Ada's draft"))
                // The same person with other groups is another identity.
                var promoted = Person(client, user: "ada", groups: "admin")
                promoted.cookie = ada.cookie
                #expect(try await promoted.get("/state").status == .ok)
            }
        }
    }

    @Test("identity headers from a peer that is not a trusted proxy are ignored", arguments: AccountDatabase.available)
    func forgedHeaders(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database, trusting: "10.0.0.0/8") { served in
            try await served.test { client in
                var forger = Person(client, user: "root", groups: "admin")
                try await forger.open()
                #expect(try await forger.titles().isEmpty)
                #expect(try await forger.post("/open", #"{"id": "1"}"#).status == .notFound)
            }
        }
    }

    @Test("identity headers sent twice, or past their bounds, make the request anonymous", arguments: [
        ("X-Forwarded-Groups", "admin"), ("X-Forwarded-User", "root"), ("X-Forwarded-Email", "x@example.com"),
    ])
    func repeatedHeaders(name: String, second: String) async throws {
        try await PermissionServer.with(on: .sqlite) { served in
            try await served.test { client in
                let header = try #require(HTTPField.Name(name))
                var headers: HTTPFields = [.contentType: "application/json"]
                headers[try #require(HTTPField.Name("X-Forwarded-User"))] = "root"
                headers[try #require(HTTPField.Name("X-Forwarded-Groups"))] = "admin"
                headers[try #require(HTTPField.Name("X-Forwarded-Email"))] = "root@example.com"
                let once = try await client.execute(uri: "/list", method: .get, headers: headers) { String(buffer: $0.body) }
                #expect(once.contains("Bob's"), "\(once)")
                headers.append(HTTPField(name: header, value: second))
                let listed = try await client.execute(uri: "/list", method: .get, headers: headers) { String(buffer: $0.body) }
                #expect(listed == #"{"entries":[]}"#, "\(listed)")
                var long: HTTPFields = [.contentType: "application/json"]
                long[try #require(HTTPField.Name("X-Forwarded-User"))] = String(repeating: "r", count: 257)
                long[try #require(HTTPField.Name("X-Forwarded-Groups"))] = "admin"
                let tooLong = try await client.execute(uri: "/list", method: .get, headers: long) { String(buffer: $0.body) }
                #expect(tooLong == #"{"entries":[]}"#, "\(tooLong)")
            }
        }
    }
}

/// The rules a session is put under judge the record as stored, not the edits it took before
/// them: on the node that took the edits, and on another that brings the session back.
@Suite("Web: a session's edits before its rules")
struct EditsBeforeRulesTests {
    static func form(_ item: Item, saving database: ADSQLiteProvider) throws -> ADWebForm {
        let price = ADTextFieldModel(name: "price", dataPath: "price")
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        price.liveUpdate = true
        name.liveUpdate = true
        return try ADWebForm(title: "Items", root: ADViewGroup([name, price]), model: item) { item in try await database.save(item) }
    }

    @Test("an edit of a locked field taken before the rules were in force is not saved", arguments: [false, true])
    func editBeforeRules(restoredElsewhere: Bool) async throws {
        let database = try ADSQLiteProvider(path: ":memory:")
        try await database.register(Item.self)
        let stored = try await database.save(Item(name: "Ada's approved", owner: "ada", status: "approved", price: 3))
        var form = try Self.form(stored, saving: database)
        _ = try form.handle(ADWebEvent(controlID: "price", action: .input, value: "0.01"))
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Renamed"))
        #expect(form.controller.record["price"] == .double(0.01))
        if restoredElsewhere {
            let state = form.sessionState
            form = try Self.form(stored, saving: database)
            try form.restore(state)
        }
        let rules = try ADPermissions(json: PermissionServer.rules)
        form.useAccess(try rules.access(to: "Items", for: ADIdentity(id: "ada", name: "Ada", roles: ["editor"])))
        let update = await form.save()
        #expect(update.failures.isEmpty, "\(update.failures)")
        let saved = try #require(try await database.load(Item.self, key: stored.id))
        #expect(saved.price == 3 && saved.name == "Renamed")
    }
}
