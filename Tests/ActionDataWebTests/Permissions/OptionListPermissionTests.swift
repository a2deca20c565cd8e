import ActionData
import ActionDataSQLite
import ActionDataWeb
import Testing

/// An option list of rows (`ADOptionSource.query`) under a person's permissions: the read rule
/// of the listed table goes into its query, rows whose shown column is hidden are left out, and
/// a web form restricts its lists to the person asking.
@Suite("Permissions: option lists show only the rows the person may read")
struct OptionListPermissionTests {
    static let rules = """
        {"tables": {"Items": {
          "admin": {"read": true},
          "editor": {"read": "owner = user.id", "hidden": {"name": "status = 'approved'"}}
        }, "Picks": {"editor": {"read": true}}}}
        """

    static func items() async throws -> ADSQLiteProvider {
        let database = try ADSQLiteProvider(path: ":memory:")
        try await database.register(Item.self)
        for item in PermissionServer.seed { try await database.save(item) }
        return database
    }

    @Test("each person's options, whatever the source's own filter", arguments: [
        ("ada", "editor", nil as String?, ["Ada's draft"]),
        ("bob", "editor", nil, ["Bob's"]),
        ("ada", "editor", "price > 0 OR TRUE", ["Ada's draft"]),
        ("root", "admin", nil, ["Ada's approved", "Ada's draft", "Bob's"]),
        ("eve", "guest", nil, []),
    ])
    func restricted(user: String, role: String, filter: String?, titles: [String]) async throws {
        let database = try await Self.items()
        let source = try ADOptionSource.query(database, Item.self, title: "name", where: filter)
        #expect(source.table == "Items")
        let access = try ADPermissions(json: Self.rules).access(to: "Items", for: ADIdentity(id: user, name: user, roles: [role]))
        let options = try await source.restricted(to: access).load([:])
        #expect(options.map(\.title) == titles)
        #expect(try await source.load([:]).count == 3, "the source itself is unchanged")
    }

    @Test("a source that is not a table's rows is left as it is")
    func otherSources() async throws {
        let fixed = ADOptionSource { _ in [ADOption("Lyon")] }
        let access = try ADPermissions(json: Self.rules).access(to: "Items", for: .anonymous)
        #expect(fixed.table == nil)
        #expect(try await fixed.restricted(to: access).load([:]).map(\.title) == ["Lyon"])
    }

    @Test("a web session loads its lists again for each person, showing their rows")
    func webSession() async throws {
        let database = try await Self.items()
        let source = try ADOptionSource.query(database, Item.self, title: "name")
        let session = try ADWebSession {
            let form = ADWebForm(title: "Pick", root: ADViewGroup([ADTextPickerModel(name: "item", dataPath: "item")]), record: ["item": ""])
            try form.useOptionSources(["item": source])
            return form
        }
        let permissions = try ADPermissions(json: Self.rules)
        for (user, titles) in [("ada", ["Ada's draft"]), ("bob", ["Bob's"])] {
            // The form edits a pick, and its list shows items: each list keeps to its own table's rules.
            await session.useAccess(try permissions.access(to: "Picks", for: ADIdentity(id: user, name: user, roles: ["editor"])))
            #expect(try await Self.loadedTitles(of: "item", in: session) == titles, "\(user)")
        }
    }

    /// The titles the control `id` offers once its list has loaded, polled as the page polls.
    static func loadedTitles(of id: String, in session: ADWebSession) async throws -> [String] {
        for _ in 0..<500 {
            let state = await session.checks().states.first { $0.id == id }
            if case .loaded(let options)? = state?.optionList { return options.map(\.title) }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the option list never loaded")
        return []
    }
}
