import ActionData
import ActionDataStorage
import ActionDataWeb
import Foundation
import HummingbirdTesting
import HTTPTypes
import Testing

/// The channels through which the rules once leaked what they hide or let a stale write
/// through, each tried as an attacker would (``PermissionServer``: editors do not see `cost`).
@Suite("Web: what the rules hide does not leak, and writes are judged when written")
struct RuleLeakTests {
    /// The body of `/list` for `filter`, as sent.
    private static func list(_ person: Person, _ filter: String) async throws -> (status: HTTPResponse.Status, body: String) {
        try await person.get("/list?filter=" + (filter.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
    }

    @Test("a filter reading a hidden field is refused exactly as one naming a field the table lacks", arguments: AccountDatabase.available)
    func filterOnHiddenField(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                for (hidden, missing) in [("cost > 4", "cots > 4"), ("cost > 8", "cots > 8"), ("cost = 7.25 OR name = 'x'", "cots = 7.25 OR name = 'x'")] {
                    let refused = try await Self.list(ada, hidden)
                    let unknown = try await Self.list(ada, missing)
                    #expect(refused.status == .badRequest && unknown.status == .badRequest, "\(refused) \(unknown)")
                    #expect(refused.body == unknown.body.replacing("cots", with: "cost"), "\(refused.body) | \(unknown.body)")
                    #expect(!refused.body.contains("cost,") && !refused.body.contains(", cost"), "the searchable fields leave cost out: \(refused.body)")
                }
                var admin = Person(client, user: "root", groups: "admin")
                try await admin.open()
                #expect(try await admin.titles("cost > 4").count == 3)
            }
        }
    }

    @Test("a filter naming no field of the table is 400 naming it, not the database's 500", arguments: [
        "Swift", "nosuch = 1", "name = 'x' AND missing > 2",
    ])
    func filterOnMissingField(filter: String) async throws {
        try await PermissionServer.with(on: .sqlite) { served in
            try await served.test { client in
                var admin = Person(client, user: "root", groups: "admin")
                try await admin.open()
                let answer = try await Self.list(admin, filter)
                #expect(answer.status == .badRequest, "\(answer)")
                #expect(!answer.body.contains("database") && !answer.body.contains("column"), "\(answer.body)")
            }
        }
    }

    @Test("a control whose colour or enabled flag reads a hidden field is withheld whole", arguments: AccountDatabase.available)
    func controlReadingHiddenField(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                let opened = try await ada.post("/open", #"{"id": "1"}"#)
                let flag = try Self.state(of: "flag", in: opened.body)
                #expect(flag["colors"] == .record([:]), "\(flag)")
                #expect(flag["enabled"] == .bool(false) && flag["hidden"] == .bool(true) && flag["text"] == "", "\(flag)")
                var admin = Person(client, user: "root", groups: "admin")
                try await admin.open()
                let seen = try Self.state(of: "flag", in: try await admin.post("/open", #"{"id": "1"}"#).body)
                #expect(seen["colors"] == .record(["text": "#ff0000"]) || seen["colors"] == .record(["text": "#FF0000"]), "\(seen)")
            }
        }
    }

    @Test("/reload names only fields the person sees, and a hidden change sends nothing", arguments: AccountDatabase.available)
    func reloadNotice(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                _ = try await ada.post("/open", #"{"id": "1"}"#)
                let quiet = try await ada.post("/reload")
                var stored = try #require(try await served.database.load(Item.self, key: 1))
                stored.cost = 1
                try await served.database.save(stored)
                let hiddenChange = try await ada.post("/reload")
                #expect(hiddenChange.status == .ok && !hiddenChange.body.contains("Cost"), "\(hiddenChange.body)")
                #expect(hiddenChange.body == quiet.body, "\(hiddenChange.body) | \(quiet.body)")
                stored.name = "Renamed"
                try await served.database.save(stored)
                let seen = try await ada.post("/reload")
                #expect(seen.body.contains(#""notice":"Changed elsewhere: Name.""#), "\(seen.body)")
            }
        }
    }

    /// What happens to record 1 while Ada has it open with an unsaved edit.
    enum Meanwhile: String, CaseIterable, Sendable {
        /// An admin gives it to Bob, out of Ada's read rule, and sets its hidden cost.
        case movedAway
        /// It is deleted.
        case deleted
    }

    @Test("a save after the record left the person's read rule, or was deleted, changes nothing and answers 404",
          arguments: AccountDatabase.available, Meanwhile.allCases)
    func staleSave(on database: AccountDatabase, meanwhile: Meanwhile) async throws {
        try await PermissionServer.with(on: database) { served in
            try await served.test { client in
                var ada = Person(client, user: "ada")
                try await ada.open()
                _ = try await ada.post("/open", #"{"id": "1"}"#)
                #expect(try await ada.type("Ada's late edit", into: "name") == .ok)
                var expected = try #require(try await served.database.load(Item.self, key: 1))
                switch meanwhile {
                case .movedAway:
                    expected.owner = "bob"
                    expected.cost = 99
                    try await served.database.save(expected)
                case .deleted:
                    _ = try await served.database.delete(Item.self, key: 1, audit: ADAudit(by: .anonymous))
                }
                let save = try await ada.post("/save")
                #expect(save.status == .notFound, "\(save)")
                #expect(try await served.database.load(Item.self, key: 1) == (meanwhile == .deleted ? nil : expected))
                #expect(try await served.database.history(of: Item.self, key: 1).allSatisfy { $0.author != "ada" })
            }
        }
    }

    @Test("the provider judges a write on the row as it is when written", arguments: AccountDatabase.available)
    func writeJudgedInTransaction(on database: AccountDatabase) async throws {
        try await PermissionServer.with(on: database) { served in
            let rules = try ADPermissions(json: PermissionServer.rules)
            let ada = ADIdentity(id: "ada", name: "Ada", roles: ["editor"])
            var audit = ADAudit(by: ada)
            audit.rules = ADWriteRules(access: try rules.access(to: "Items", for: ada), recordWasStored: true)
            let opened = try #require(try await served.database.load(Item.self, key: 1))
            var edited = opened
            edited.name = "Ada's edit"
            // An admin changes the hidden cost after Ada opened the record: her save would write it back.
            var changed = opened
            changed.cost = 1
            try await served.database.save(changed)
            let staleSave = try await #require(throws: ADDataError.self) { try await served.database.save(edited, audit: audit) }
            #expect(Self.refusal(of: staleSave) == .changedElsewhere, "\(staleSave)")
            #expect(try await served.database.load(Item.self, key: 1) == changed)
            _ = try await served.database.delete(Item.self, key: 1, audit: ADAudit(by: .anonymous))
            let gone = try await #require(throws: ADDataError.self) { try await served.database.save(edited, audit: audit) }
            #expect(Self.refusal(of: gone) == .gone, "\(gone)")
            #expect(try await served.database.load(Item.self, key: 1) == nil)
            let bobs = try #require(try await served.database.load(Item.self, key: 3))
            let deleteOthers = try await #require(throws: ADDataError.self) { _ = try await served.database.delete(Item.self, key: bobs.id, audit: audit) }
            #expect(Self.refusal(of: deleteOthers) == .gone, "Bob's item answers as one that does not exist: \(deleteOthers)")
            #expect(try await served.database.load(Item.self, key: 3) != nil)
        }
    }

    /// Why the rules refused a write, or `nil` for another failure.
    private static func refusal(of error: ADDataError) -> ADWriteRefusal? {
        guard case .refused(let refusal) = error.kind else { return nil }
        return refusal
    }

    /// The state of control `id` in an update's JSON.
    private static func state(of id: String, in body: String) throws -> ADRecord {
        guard case .array(let states)? = try ADRecord(jsonString: body)["states"] else { throw ADWebError.badRequest("no states in \(body)") }
        for case .record(let state) in states where state["id"] == .string(id) { return state }
        throw ADWebError.badRequest("no state of \(id) in \(body)")
    }
}

/// Secure by default: where the server learns who is asking, someone it cannot name gets
/// nothing without rules granting the role `anonymous` something.
@Suite("Web: the anonymous get nothing without rules, whatever the identity source")
struct AnonymousByDefaultTests {
    @Test("behind an identity-aware proxy, no header and no rules: 401 on every route")
    func proxyWithoutRules() async throws {
        try await PermissionServer.with(on: .sqlite, rules: nil) { served in
            try await served.test { client in
                var nobody = Person(client, user: nil)
                try await nobody.open()
                for (method, uri) in [(HTTPRequest.Method.get, "/account"), (.get, "/list"), (.get, "/state"), (.get, "/record")] {
                    let status = try await client.execute(uri: uri, method: method) { $0.status }
                    #expect(status == .unauthorized, "\(uri)")
                }
                for uri in ["/open", "/save", "/delete", "/new", "/event"] {
                    #expect(try await nobody.post(uri, #"{"id": "1"}"#).status == .unauthorized, "\(uri)")
                }
                #expect(try await served.database.load(Item.self, key: 1) != nil)
                var ada = Person(client, user: "ada")
                try await ada.open()
                #expect(try await ada.titles().count == 3, "a named identity may do everything without rules")
            }
        }
    }

    @Test("with bearer tokens, no token and no rules: 401; a valid token may do everything")
    func tokensWithoutRules() async throws {
        let issuer = try await TokenIssuer.make()
        try await PermissionServer.with(on: .sqlite, identity: .bearerTokens(try await issuer.verifier()), rules: nil) { served in
            let token = try await issuer.sign(TokenIssuer.claims(), kid: "ec")
            try await served.test { client in
                for uri in ["/account", "/list", "/state"] {
                    #expect(try await client.execute(uri: uri, method: .get) { $0.status } == .unauthorized, "\(uri)")
                }
                let signed: HTTPFields = [.authorization: "Bearer \(token)"]
                let listed = try await client.execute(uri: "/list", method: .get, headers: signed) { ($0.status, String(buffer: $0.body)) }
                #expect(listed.0 == .ok && listed.1.contains("Bob's"), "\(listed)")
            }
        }
    }
}
