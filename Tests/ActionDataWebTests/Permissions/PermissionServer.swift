import ActionData
import ActionDataSQLite
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import Testing

/// A record a person owns: the table of the permission tests.
struct Item: ADDataTable, Equatable {
    static let tableName = "Items"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt

    var id = -1
    var name = ""
    var owner = ""
    var status = "draft"
    var price = 1.0
    var cost = 0.5
}

/// The items listed beside the form, from SQLite or PostgreSQL, searched by the filter it is given.
struct ItemStore: ADWebRecordStore {
    let database: any ADDataProvider

    func entries(matching filter: String) async throws(ADWebError) -> [ADWebListEntry] {
        do {
            let items = try await database.load(Item.self, where: filter.isEmpty ? nil : filter, orderBy: [.ascending("id")], limit: nil)
            return items.map { ADWebListEntry(id: String($0.id), title: $0.name, detail: $0.status) }
        } catch {
            throw ADWebError.badRequest("\(error)")
        }
    }

    func record(id: String) async throws(ADWebError) -> ADRecord {
        do {
            guard let key = Int(id), let item = try await database.load(Item.self, key: key) else {
                throw ADWebError(status: .notFound, message: "there is no item \(id)")
            }
            return try ADRecordEncoder().encode(item)
        } catch let error as ADWebError {
            throw error
        } catch {
            throw ADWebError(status: .internalServerError, message: "\(error)")
        }
    }

    var entryFields: Set<String>? { ["name", "status"] }

    func newRecord() async -> ADRecord { (try? ADRecordEncoder().encode(Item())) ?? [:] }

    func identifier(of record: ADRecord) -> String? {
        guard case .int(let id)? = record["id"], id > 0 else { return nil }
        return String(id)
    }

    func delete(id: String, audit: ADAudit) async throws(ADWebError) {
        do {
            _ = try await database.delete(Item.self, key: Int(id) ?? 0, audit: audit)
        } catch {
            throw ADWebError(storeFailure: error)
        }
    }

    func history(id: String) async throws(ADWebError) -> [ADAuditEntry] {
        do {
            return try await database.history(of: Item.self, key: Int(id) ?? 0)
        } catch {
            throw ADWebError(status: .internalServerError, message: "\(error)")
        }
    }
}

/// A server of items under rules, its people identified by an identity-aware proxy on
/// loopback, and requests as each of them sends them.
struct PermissionServer {
    static let rules = """
        {"tables": {"Items": {
          "admin": {"read": true, "create": true, "update": true, "delete": true, "history": true},
          "auditor": {"read": true},
          "editor": {
            "read": "owner = user.id",
            "history": "owner = user.id",
            "create": true,
            "update": "owner = user.id",
            "delete": "owner = user.id AND status <> 'approved'",
            "hidden": ["cost"],
            "readOnly": {"price": "status = 'approved'"},
            "presets": {"owner": "user.id"},
            "check": "price >= 0"
          }
        }}}
        """

    /// The items stored before each test: Ada's two, Bob's one.
    static let seed = [
        Item(name: "Ada's draft", owner: "ada", status: "draft", price: 2, cost: 7.25),
        Item(name: "Ada's approved", owner: "ada", status: "approved", price: 3, cost: 7.25),
        Item(name: "Bob's", owner: "bob", status: "draft", price: 4, cost: 7.25),
    ]

    let connection: AccountDatabase.Connection
    let server: ADWebServer

    var database: any ADDataProvider { connection.provider }

    /// Runs `body` with the server on a new database of kind `kind`, closed after; `trusting`
    /// is the range whose forwarded identity headers it believes; `rules` the permission
    /// document it enforces (`nil`: none).
    static func with(
        on kind: AccountDatabase, trusting proxy: String = "127.0.0.1/32", identity: ADWebIdentitySource = .forwardedHeaders,
        rules: String? = PermissionServer.rules, _ body: (PermissionServer) async throws -> Void
    ) async throws {
        let served = try await make(on: kind, trusting: proxy, identity: identity, rules: rules)
        do {
            try await body(served)
            await served.connection.close()
        } catch {
            await served.connection.close()
            throw error
        }
    }

    private static func make(
        on kind: AccountDatabase, trusting proxy: String, identity: ADWebIdentitySource, rules: String?
    ) async throws -> PermissionServer {
        let connection = try await kind.make()
        let database = connection.provider
        try await database.register(Item.self)
        for item in seed { try await database.save(item) }
        let permissions = try rules.map { document in try ADPermissions(json: document) }
        try permissions?.validate(fields: ["Items": try ADRecordEncoder().encode(Item()).fieldNames])
        let sessions = try await ADWebSessionStore {
            // The flag shows the name, in a colour and enabled by the cost, hidden from editors.
            let flag = ADLabelModel(name: "flag", dataPath: "name")
            flag.colorPath = "iif(cost > 5, '#FF0000', '#00AA00')"
            flag.enabledPath = "cost > 5"
            let controls = ADViewGroup([
                ADTextFieldModel(name: "name", dataPath: "name"), ADTextFieldModel(name: "price", dataPath: "price"),
                ADTextFieldModel(name: "cost", dataPath: "cost"), ADLabelModel(name: "margin", dataPath: "price - cost"),
                ADLabelModel(name: "owner", dataPath: "owner"), flag,
            ])
            for control in controls.children.compactMap({ $0 as? ADTextFieldModel }) { control.liveUpdate = true }
            return try ADWebForm(title: "Items", root: controls, model: Item()) { item, audit in try await database.save(item, audit: audit) }
        }
        var deployment = ADWebDeployment()
        deployment.trustedProxies = [try ADWebAddressRange(proxy)]
        let server = ADWebServer(
            sessions: sessions, records: ItemStore(database: database), deployment: deployment, identity: identity,
            rules: permissions.map { ADWebAccessRules(permissions: $0, table: "Items") })
        return PermissionServer(connection: connection, server: server)
    }

    /// Runs `body` with a client of the server over a real socket (the peer is 127.0.0.1).
    func test(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await Application(router: server.router()).test(.live, body)
    }
}

/// A person behind the proxy: their forwarded headers and session cookie on every request.
struct Person {
    let client: any TestClientProtocol
    let user: String?
    let groups: String
    var cookie: String?

    init(_ client: any TestClientProtocol, user: String?, groups: String = "editor") {
        self.client = client
        self.user = user
        self.groups = groups
    }

    private func headers(json: Bool) -> HTTPFields {
        var headers: HTTPFields = [:]
        if json { headers[.contentType] = "application/json" }
        if let user, let name = HTTPField.Name("X-Forwarded-User"), let groupsName = HTTPField.Name("X-Forwarded-Groups") {
            headers[name] = user
            headers[groupsName] = groups
        }
        if let cookie { headers[.cookie] = cookie }
        return headers
    }

    /// Loads the page: keeps the session cookie it sets.
    mutating func open() async throws {
        let set = try await client.execute(uri: "/", method: .get, headers: headers(json: false)) { response in
            response.headers[.setCookie]?.split(separator: ";").first.map(String.init)
        }
        if let set { cookie = set }
    }

    func post(_ uri: String, _ body: String = "{}") async throws -> (status: HTTPResponse.Status, body: String) {
        try await client.execute(uri: uri, method: .post, headers: headers(json: true), body: ByteBuffer(string: body)) { response in
            (response.status, String(buffer: response.body))
        }
    }

    func get(_ uri: String) async throws -> (status: HTTPResponse.Status, body: String) {
        try await client.execute(uri: uri, method: .get, headers: headers(json: false)) { response in
            (response.status, String(buffer: response.body))
        }
    }

    /// The titles `/list` answers for `filter`.
    func titles(_ filter: String = "") async throws -> [String] {
        let query = filter.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let answer = try await get("/list?filter=\(query)")
        guard case .array(let entries)? = try ADRecord(jsonString: answer.body)["entries"] else { return [] }
        return entries.compactMap { entry in
            guard case .record(let fields) = entry, case .string(let title)? = fields["title"] else { return nil }
            return title
        }
    }

    /// Types `text` into `control` as one event.
    func type(_ text: String, into control: String) async throws -> HTTPResponse.Status {
        let event = try (["id": .string(control), "action": "input", "value": .string(text)] as ADRecord).jsonString()
        return try await post("/event", event).status
    }
}
