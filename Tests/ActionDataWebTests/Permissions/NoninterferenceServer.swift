import ActionData
import ActionDataStorage
import ActionDataWeb
import Hummingbird
import HummingbirdTesting

/// A server of items (``Item``, listed by ``ItemStore``) under a generated permission document,
/// its people identified by an identity-aware proxy on loopback, on a new database holding
/// the given records under their own keys.
struct NoninterferenceServer: Sendable {
    let connection: AccountDatabase.Connection
    let server: ADWebServer

    var database: any ADDataProvider { connection.provider }

    /// A server on a new database of kind `kind`, holding `records`, enforcing the document `rules`.
    static func make(on kind: AccountDatabase, rules: String, records: [Item]) async throws -> NoninterferenceServer {
        let connection = try await kind.make()
        do {
            let database = connection.provider
            try await database.register(Item.self)
            for item in records { _ = try await database.save(item) }
            let permissions = try ADPermissions(json: rules)
            try permissions.validate(fields: ["Items": try ADRecordEncoder().encode(Item()).fieldNames])
            let sessions = try await ADWebSessionStore { try form(saving: database) }
            var deployment = ADWebDeployment()
            deployment.trustedProxies = [try ADWebAddressRange("127.0.0.1/32")]
            let server = ADWebServer(
                sessions: sessions, records: ItemStore(database: database), deployment: deployment, identity: .forwardedHeaders,
                rules: ADWebAccessRules(permissions: permissions, table: "Items"))
            return NoninterferenceServer(connection: connection, server: server)
        } catch {
            await connection.close()
            throw error
        }
    }

    /// The item form: text fields for the name, price and cost, and controls whose value,
    /// text colour, background colour, enabled state or hidden state read a field the rules
    /// may hide — each a channel through which a hidden value could reach the page.
    static func form(saving database: any ADDataProvider) throws -> ADWebForm {
        let fields = [
            ADTextFieldModel(name: "name", dataPath: "name"), ADTextFieldModel(name: "price", dataPath: "price"),
            ADTextFieldModel(name: "cost", dataPath: "cost"), ADTextFieldModel(name: "nickname", dataPath: "name"),
        ]
        for field in fields { field.liveUpdate = true }
        fields[3].enabledPath = "cost < 5"
        let flag = ADLabelModel(name: "flag", dataPath: "name")
        flag.colorPath = "CASE WHEN price > 4 THEN '#FF0000' ELSE '#00FF00' END"
        let shade = ADLabelModel(name: "shade", dataPath: "status")
        shade.setColorPath("CASE WHEN cost > 5 THEN '#000000' END", for: .background)
        let teaser = ADLabelModel(name: "teaser", dataPath: "name")
        teaser.hiddenPath = "price > 3"
        let labels = [
            ADLabelModel(name: "margin", dataPath: "price - cost"), ADLabelModel(name: "owner", dataPath: "owner"),
            ADLabelModel(name: "status", dataPath: "status"), flag, shade, teaser,
        ]
        return try ADWebForm(title: "Items", root: ADViewGroup(fields as [any ADViewNode] + labels), model: Item()) { item, audit in
            try await database.save(item, audit: audit)
        }
    }

    /// Runs `body` with a client of the server over a real socket, whose peer, 127.0.0.1, is
    /// the trusted proxy (the in-process router test has no peer address, so no forwarded
    /// identity would be believed there).
    func test<Value: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        try await Application(router: server.router()).test(.live, body)
    }
}
