import ActionData
import Testing

/// Reading permission documents, and checking them against the application's tables at
/// start: every mistake is refused with its file, line and key.
@Suite("Permission documents")
struct PermissionDocumentTests {
    static let fields = ["Categories": ["id", "name", "owner", "status", "price", "cost", "quantity", "team"]]

    static let document = """
        {"tables": {
          "Categories": {
            "admin": {"read": true, "create": true, "update": true, "delete": true, "history": true},
            "editor": {
              "read": "owner = user.id OR team = user.team",
              "create": true,
              "update": "owner = user.id",
              "hidden": ["cost"],
              "readOnly": {"price": "status = 'approved'"},
              "presets": {"owner": "user.id"},
              "check": "quantity >= 0"
            }
          }
        }}
        """

    @Test("a document's rules, roles in the document's order")
    func reads() throws {
        let permissions = try ADPermissions(json: Self.document, file: "rules.json")
        try permissions.validate(fields: Self.fields)
        let roles = try #require(permissions.tables["Categories"])
        #expect(Array(roles.keys) == ["admin", "editor"])
        let editor = try #require(roles["editor"])
        #expect(editor.read?.source == "owner = user.id OR team = user.team")
        #expect(editor.delete == nil)
        #expect(editor.hidden["cost"]?.source == "TRUE")
        #expect(editor.readOnly["price"]?.source == "status = 'approved'")
        #expect(editor.presets["owner"]?.source == "user.id")
        #expect(editor.read?.location.description == "rules.json:5: tables.Categories.editor.read")
    }

    /// Each broken document or rule: the text of the error, which names where it is.
    @Test("mistakes are refused at start, naming file, line and key", arguments: [
        (#"{"tables": {"Categories": {"editor": {"read": "ownr = user.id"}}}}"#,
         "rules.json:1: tables.Categories.editor.read: error: unknown field 'ownr'; did you mean 'owner'?"),
        ("{\"tables\": {\n\"Categories\": {\n\"editor\": {\n\"read\": \"nosuch(owner)\"}}}}",
         "rules.json:4: tables.Categories.editor.read: error: "),
        (#"{"tables": {"Products": {"editor": {"read": true}}}}"#, "rules.json:1: tables.Products.editor.read: error: unknown table 'Products'"),
        (#"{"tables": {"Categories": {"editor": {"raed": true}}}}"#, "did you mean 'read'?"),
        (#"{"tables": {"Categories": {"editor": {"read": "user.roles = 'admin'"}}}}"#, "use hasRole('…') for roles"),
        (#"{"tables": {"Categories": {"editor": {"presets": {"owner": "name"}}}}}"#, "not from the record"),
        (#"{"tables": {"Categories": {"editor": {"hidden": ["costs"]}}}}"#, "unknown field 'costs'; did you mean 'cost'?"),
        (#"{"tables": {"Categories": {"editor": {"read": "owner = "}}}}"#, "rules.json:1: tables.Categories.editor.read: error:"),
        (#"{"tables": {"Categories": {"editor": {"read": 3}}}}"#, "a rule is a formula in a string, or true or false"),
        (#"{"tabels": {}}"#, "a permission document is"),
        ("[1, 2", "not a JSON object"),
        (#"{"tables": {"Categories": {"editor": {"read": "hasRole(owner)"}}}}"#, "hasRole takes a role name"),
    ])
    func refused(json: String, message: String) throws {
        let error = #expect(throws: ADPermissionError.self) {
            try ADPermissions(json: json, file: "rules.json").validate(fields: Self.fields)
        }
        #expect(error?.description.contains(message) == true, "\(error.map(String.init(describing:)) ?? "no error")")
        #expect(error?.isRefusal == false)
    }

    @Test("rules made in code validate as a document's do")
    func inCode() throws {
        var editor = ADRolePermissions()
        editor.read = try ADPermissionRule("owner = user.id")
        editor.readOnly["pricee"] = .always
        let permissions = ADPermissions(tables: ["Categories": ["editor": editor]])
        #expect(throws: ADPermissionError(.unknownField("pricee", suggestion: "price"), at: ADPermissionLocation(path: []))) {
            try permissions.validate(fields: Self.fields)
        }
    }
}
