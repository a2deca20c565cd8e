import ActionData
import Testing

/// What an identity may do with a table, from the document of ``PermissionDocumentTests``:
/// rows, fields, saves and deletes, for each role, several roles, and nobody.
@Suite("Access: rules with the identity put in")
struct AccessTests {
    static let permissions: ADPermissions = {
        // The document is a constant that parses; a failure shows as a test failure below.
        (try? ADPermissions(json: PermissionDocumentTests.document)) ?? ADPermissions()
    }()
    static let ada = ADIdentity(id: "ada", name: "Ada", roles: ["editor"], attributes: ["team": "north"])
    static let root = ADIdentity(id: "root", name: "Root", roles: ["admin"])

    static func category(owner: ADValue, team: String = "south", status: String = "draft", price: Double = 2, quantity: Int64 = 1) -> ADRecord {
        ["id": 1, "name": "Tools", "owner": owner, "status": .string(status), "price": .double(price), "cost": 1.5,
         "quantity": .int(quantity), "team": .string(team)]
    }

    @Test("who reads which row", arguments: [
        (ada, category(owner: "ada"), true),
        (ada, category(owner: "bob"), false),
        (ada, category(owner: "bob", team: "north"), true),
        (ada, category(owner: .null), false),
        (root, category(owner: "bob"), true),
        (ADIdentity.anonymous, category(owner: .null), false),
        (ADIdentity(id: "eve", name: "Eve", roles: ["viewer"]), category(owner: "eve"), false),
    ])
    func reads(identity: ADIdentity, record: ADRecord, allowed: Bool) throws {
        let access = try Self.permissions.access(to: "Categories", for: identity)
        #expect(try access.allows(.read, record) == allowed)
        // The filter the database is given selects the same rows.
        #expect(try ADFormula(access.readFilter).evaluate(in: record) == .bool(true) || !allowed)
    }

    @Test("the read filter holds the identity as literals, quotes and all")
    func filterLiterals() throws {
        let access = try Self.permissions.access(to: "Categories", for: ADIdentity(id: "o'brien", name: "O", roles: ["editor"]))
        #expect(access.readFilter == "owner = 'o''brien' OR team = NULL")
        #expect(try access.allows(.read, Self.category(owner: "o'brien")))
        let nobody = try Self.permissions.access(to: "Categories", for: .anonymous)
        #expect(nobody.readFilter == "FALSE")
    }

    @Test("a typed filter is ANDed as a tree: it cannot widen the rule", arguments: [
        "TRUE OR TRUE", "owner = 'bob' OR 1 = 1", "NOT (1 = 2)", "quantity > 0 OR quantity <= 0",
    ])
    func typedFilter(filter: String) throws {
        let access = try Self.permissions.access(to: "Categories", for: Self.ada)
        let combined = try ADFormula(access.readFilter(and: filter))
        #expect(try combined.evaluate(in: Self.category(owner: "bob")) == .bool(false), "\(combined)")
        #expect(try combined.evaluate(in: Self.category(owner: "ada")) == .bool(true), "\(combined)")
    }

    @Test("a typed filter that tries to close the rule's parentheses does not parse", arguments: ["1) OR (1", "x = 1) OR (TRUE"])
    func injection(filter: String) throws {
        let access = try Self.permissions.access(to: "Categories", for: Self.ada)
        #expect(throws: ADFormulaError.self) { try access.readFilter(and: filter) }
    }

    @Test("hidden fields are not in the record the identity sees")
    func hidden() throws {
        let editor = try Self.permissions.access(to: "Categories", for: Self.ada)
        let mine = Self.category(owner: "ada")
        #expect(try editor.hiddenFields(of: mine) == ["cost"])
        #expect(try editor.visible(mine)["cost"] == nil)
        #expect(try editor.visible(mine)["price"] == .double(2))
        // A row the identity may not read shows nothing.
        #expect(try editor.visible(Self.category(owner: "bob")).isEmpty)
        let admin = try Self.permissions.access(to: "Categories", for: Self.root)
        #expect(try admin.hiddenFields(of: mine).isEmpty)
    }

    @Test("the fields always hidden: those of a record the identity may not read that would be hidden if they could")
    func alwaysHidden() throws {
        let editor = try Self.permissions.access(to: "Categories", for: Self.ada)
        let others = Self.category(owner: "bob")
        #expect(try editor.hiddenFields(of: others) == Set(others.fieldNames), "all of a record they may not read")
        #expect(try editor.fieldsAlwaysHidden(in: others) == ["cost"])
        #expect(try editor.fieldsAlwaysHidden(in: Self.category(owner: "ada")) == ["cost"])
        let anonymous = try Self.permissions.access(to: "Categories", for: .anonymous)
        #expect(try anonymous.fieldsAlwaysHidden(in: others) == Set(others.fieldNames), "no role of theirs reads")
    }

    @Test("read-only fields: presets always, a formula where it holds")
    func readOnly() throws {
        let editor = try Self.permissions.access(to: "Categories", for: Self.ada)
        #expect(try editor.readOnlyFields(of: Self.category(owner: "ada"), stored: true) == ["owner", "cost"])
        #expect(try editor.readOnlyFields(of: Self.category(owner: "ada", status: "approved"), stored: true) == ["owner", "cost", "price"])
        // Another's row: no role may update it, so every field is fixed.
        #expect(try editor.readOnlyFields(of: Self.category(owner: "bob"), stored: true).count == 8)
        #expect(throws: ADPermissionError(.readOnlyField("price"))) {
            try editor.checkChange(of: "price", in: Self.category(owner: "ada", status: "approved"), stored: true)
        }
        try editor.checkChange(of: "name", in: Self.category(owner: "ada"), stored: true)
    }

    @Test("a save writes only what the identity may change, then its presets")
    func massAssignment() throws {
        let editor = try Self.permissions.access(to: "Categories", for: Self.ada)
        let stored = Self.category(owner: "ada", status: "approved", price: 2)
        var edited = stored
        edited["name"] = "Saws"
        edited["price"] = 0.01  // read-only while approved
        edited["owner"] = "bob"  // preset
        edited["cost"] = 0  // hidden
        edited["isAdmin"] = true  // no such field
        let saved = try editor.updated(edited, over: stored)
        #expect(saved["name"] == "Saws")
        #expect(saved["price"] == .double(2))
        #expect(saved["owner"] == "ada")
        #expect(saved["cost"] == .double(1.5))
        #expect(saved["isAdmin"] == nil)
    }

    @Test("create sets presets; update and delete of another's row are denied; check names its rule")
    func operations() throws {
        let editor = try Self.permissions.access(to: "Categories", for: Self.ada)
        let fresh = Self.category(owner: .null)
        var typed = fresh
        typed["name"] = "New"
        typed["owner"] = "mallory"
        let created = try editor.created(typed, from: fresh)
        #expect(created["owner"] == "ada" && created["name"] == "New")
        let others = Self.category(owner: "bob", team: "north")
        #expect(throws: ADPermissionError(.denied(.update))) { try editor.updated(others, over: others) }
        #expect(throws: ADPermissionError(.denied(.delete))) { try editor.checkDelete(Self.category(owner: "ada")) }
        var negative = Self.category(owner: "ada")
        negative["quantity"] = -1
        let error = #expect(throws: ADPermissionError.self) { try editor.updated(negative, over: Self.category(owner: "ada")) }
        #expect(error?.kind == .checkFailed(role: "editor", rule: "quantity >= 0"))
        #expect(error?.isRefusal == true)
        let anonymous = try Self.permissions.access(to: "Categories", for: .anonymous)
        #expect(throws: ADPermissionError(.denied(.create))) { try anonymous.created(typed, from: fresh) }
        #expect(!anonymous.mayEver(.create) && editor.mayEver(.create) && !editor.mayEver(.delete))
    }

    @Test("several roles: what any of them allows")
    func severalRoles() throws {
        let both = try Self.permissions.access(to: "Categories", for: ADIdentity(id: "ada", name: "Ada", roles: ["editor", "admin"]))
        let others = Self.category(owner: "bob")
        #expect(try both.allows(.read, others) && both.allows(.delete, others))
        #expect(try both.hiddenFields(of: others).isEmpty)
        // The admin role may change the owner, which the editor role presets: the first role
        // in the document (admin) sets no preset, so the typed owner stays.
        var edited = others
        edited["owner"] = "carol"
        #expect(try both.updated(edited, over: others)["owner"] == "carol")
    }

    @Test("hasRole and user attributes fold to constants", arguments: [
        ("hasRole('editor') AND team = user.team", true),
        ("hasRole('admin')", false),
        ("upper(user.name) = 'ADA' AND user.missing IS NULL", true),
        ("CASE WHEN hasRole('editor') THEN quantity ELSE 0 END > 0", true),
    ])
    func folding(rule: String, expected: Bool) throws {
        var role = ADRolePermissions()
        role.read = try ADPermissionRule(rule)
        let permissions = ADPermissions(tables: ["Categories": ["editor": role]])
        try permissions.validate(fields: PermissionDocumentTests.fields)
        let access = try permissions.access(to: "Categories", for: Self.ada)
        #expect(try access.allows(.read, Self.category(owner: "x", team: "north")) == expected)
        #expect(!access.readFilter.contains("user."), "\(access.readFilter)")
    }
}
