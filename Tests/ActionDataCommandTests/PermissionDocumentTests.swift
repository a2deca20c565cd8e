@testable import actiondata
import ActionData
import Foundation
import Testing

/// `serve --permissions` with a YAML document: the same rules as the JSON one, and its mistakes
/// named by file, line and key.
@Suite("actiondata serve --permissions FILE.yaml")
struct PermissionDocumentTests {
    /// `text` written to a fresh file named `name`; removed by the caller.
    static func file(_ name: String, _ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-yaml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test("the deployment's rules in YAML give what the JSON gives, for each identity and record")
    func sameAsJSON() throws {
        let yaml = try Self.file("rules.yml", """
            tables:
              Categories:
                admin: {read: true, create: true, update: true, delete: true, history: true}
                clerk:
                  read: use = 'local'
                  create: true
                  update: use = 'local' AND enabled
                  delete: quantity = 0
                  hidden: [price]
                  readOnly: {quantity: quantity > 5}
                  presets: {use: "'local'"}
                  check: quantity >= 0
            """)
        defer { try? FileManager.default.removeItem(at: yaml.deletingLastPathComponent()) }
        let fromYAML = try PermissionDocument.read(yaml.path)
        let fromJSON = try ADPermissions(contentsOfFile: BrowserTools.packageRoot.appendingPathComponent("Deploy/permissions.json").path)
        let records: [ADRecord] = [
            ["name": "a", "use": "local", "enabled": true, "quantity": 0, "price": 2.5],
            ["name": "b", "use": "web", "enabled": true, "quantity": 9, "price": 1.0],
            ["name": "c", "use": "local", "enabled": false, "quantity": 7, "price": 3.0],
        ]
        for identity in [ADIdentity(id: "c", name: "c", roles: ["clerk"]), ADIdentity(id: "r", name: "r", roles: ["admin"]), .anonymous] {
            let yamlAccess = try fromYAML.access(to: "Categories", for: identity)
            let jsonAccess = try fromJSON.access(to: "Categories", for: identity)
            #expect(yamlAccess.readFilter == jsonAccess.readFilter)
            for record in records {
                for operation in ADPermissionOperation.allCases {
                    #expect(try yamlAccess.allows(operation, record) == jsonAccess.allows(operation, record), "\(identity.roles) \(operation)")
                }
                #expect(try yamlAccess.hiddenFields(of: record) == jsonAccess.hiddenFields(of: record))
                #expect(try yamlAccess.readOnlyFields(of: record, stored: true) == jsonAccess.readOnlyFields(of: record, stored: true))
            }
        }
    }

    @Test("a mistake is refused with the file, the line and the key", arguments: [
        ("tables:\n  Categories:\n    clerk:\n      raed: use = 'local'\n", 4, "unknown key 'raed'"),
        ("tables:\n  Categories:\n    clerk:\n      read: use = \n", 4, "tables.Categories.clerk.read"),
        ("tables:\n  Categories:\n    clerk: {read: true}\n    clerk: {read: false}\n", nil, "duplicated key"),
        ("tables: [1, 2]\n", nil, "a permission document is"),
        (Self.laughs, nil, "more than 100000 values"),
        ("tables: {Categories: {clerk: {read: 'a'\n", nil, "not YAML"),
    ])
    func refused(text: String, line: Int?, message: String) throws {
        let yaml = try Self.file("rules.yaml", text)
        defer { try? FileManager.default.removeItem(at: yaml.deletingLastPathComponent()) }
        let error = try #require(throws: ADPermissionError.self) { _ = try PermissionDocument.read(yaml.path) }
        #expect(error.description.contains(message), "\(error)")
        #expect(error.description.hasPrefix(yaml.path + (line.map { ":\($0):" } ?? "")), "\(error)")
    }

    /// Aliases of aliases: a few lines standing for ten million values.
    static let laughs = (1...7).reduce("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n") { text, level in
        text + "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    } + "tables: {Categories: {clerk: {read: true, hidden: *a7}}}\n"

    @Test("an alias stands for what it names")
    func aliases() throws {
        let yaml = try Self.file("rules.yaml", "tables:\n  Categories:\n    clerk: &rules {read: use = 'local'}\n    admin: *rules\n")
        defer { try? FileManager.default.removeItem(at: yaml.deletingLastPathComponent()) }
        let document = try PermissionDocument.read(yaml.path)
        let admin = try document.access(to: "Categories", for: ADIdentity(id: "r", name: "r", roles: ["admin"]))
        #expect(try admin.allows(.read, ["use": "local"]) && !admin.allows(.read, ["use": "web"]))
    }

    @Test("serve checks a YAML document against the demo's table at start")
    func serveChecksIt() throws {
        let yaml = try Self.file("rules.yaml", "tables:\n  Categories:\n    clerk:\n      read: quantty > 3\n")
        defer { try? FileManager.default.removeItem(at: yaml.deletingLastPathComponent()) }
        let message = ServeCommand.refusal(of: ["--permissions", yaml.path])
        #expect(message?.contains("\(yaml.path):4: tables.Categories.clerk.read: error: unknown field 'quantty'") == true, "\(message ?? "accepted")")
    }
}
