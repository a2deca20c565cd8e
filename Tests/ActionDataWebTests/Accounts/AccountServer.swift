import ActionData
import ActionDataPostgres
import ActionDataSQLite
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import TestSupport
import Testing

/// The database an account server keeps its items and accounts in.
enum AccountDatabase: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// The databases the tests run on here: PostgreSQL where its package is installed.
    static var available: [AccountDatabase] { PostgresCluster.isAvailable ? allCases : [.sqlite] }

    /// A new, empty database of this kind.
    func make() async throws -> Connection {
        switch self {
        case .sqlite:
            let provider = try ADSQLiteProvider(path: ":memory:")
            return Connection(provider: provider, close: {}, reopen: { Connection(provider: provider, close: {}, reopen: nil) })
        case .postgres:
            let url = try await PostgresCluster.shared().newDatabase()
            @Sendable func connect() async throws -> Connection {
                let provider = try await ADPostgresProvider(url: url, connections: 2)
                return Connection(provider: provider, close: { await provider.close() }, reopen: connect)
            }
            return try await connect()
        }
    }

    /// A node's connection to the database: the provider, what closes it, and what opens
    /// another node's connection to the same database.
    struct Connection: Sendable {
        let provider: any ADDataProvider
        let close: @Sendable () async -> Void
        let reopen: (@Sendable () async throws -> Connection)?
    }
}

/// A server of items whose people sign in with accounts in the items' own database: Ada and
/// Bob are editors, Root an admin (``PermissionServer/rules``), every password `"\(name) password"`.
struct AccountServer {
    let connection: AccountDatabase.Connection
    let accounts: ADWebAccounts
    let server: ADWebServer

    var database: any ADDataProvider { connection.provider }

    /// Closes the node's own connections (PostgreSQL).
    func close() async { await connection.close() }

    static let people = [("ada", ["editor"]), ("bob", ["editor"]), ("root", ["admin"])]
    static func password(of name: String) -> String { "\(name) password" }

    /// A server on a new database of kind `kind`, with the items and the people stored.
    static func make(
        on kind: AccountDatabase = .sqlite, rules: String? = PermissionServer.rules, limits: ADWebSignInLimits = ADWebSignInLimits(),
        recheck: Duration = .seconds(1), deployment: ADWebDeployment = ADWebDeployment()
    ) async throws -> AccountServer {
        let connection = try await kind.make()
        let database = connection.provider
        try await database.register(Item.self)
        for item in PermissionServer.seed { try await database.save(item) }
        let node = try await serving(connection, rules: rules, limits: limits, recheck: recheck, deployment: deployment)
        for (name, roles) in people { try await node.accounts.add(name: name, password: password(of: name), roles: roles) }
        return node
    }

    /// Another node of the same cluster: its own server and connections, the same database.
    private func otherNode(rules: String? = PermissionServer.rules, limits: ADWebSignInLimits, recheck: Duration) async throws -> AccountServer {
        guard let reopen = connection.reopen else { throw CancellationError() }
        return try await Self.serving(try await reopen(), rules: rules, limits: limits, recheck: recheck, deployment: ADWebDeployment())
    }

    private static func serving(
        _ connection: AccountDatabase.Connection, rules: String?, limits: ADWebSignInLimits, recheck: Duration,
        deployment: ADWebDeployment
    ) async throws -> AccountServer {
        let database = connection.provider
        let accounts = try await ADWebAccounts(database: database, passwordCost: 4, limits: limits, recheckInterval: recheck)
        let sessions = try await ADWebSessionStore {
            let controls = ADViewGroup([
                ADTextFieldModel(name: "name", dataPath: "name"), ADTextFieldModel(name: "price", dataPath: "price"),
                ADTextFieldModel(name: "cost", dataPath: "cost"), ADLabelModel(name: "owner", dataPath: "owner"),
            ])
            return try ADWebForm(title: "Items", root: controls, model: Item()) { item in try await database.save(item) }
        }
        let access = try rules.map { ADWebAccessRules(permissions: try ADPermissions(json: $0), table: "Items") }
        let server = ADWebServer(
            sessions: sessions, records: ItemStore(database: database), deployment: deployment, identity: .accounts(accounts), rules: access)
        return AccountServer(connection: connection, accounts: accounts, server: server)
    }

    /// Runs `body` with a server made as ``make(on:rules:limits:recheck:)`` makes it, closed after.
    static func with(
        on kind: AccountDatabase, rules: String? = PermissionServer.rules, limits: ADWebSignInLimits = ADWebSignInLimits(),
        recheck: Duration = .seconds(1), deployment: ADWebDeployment = ADWebDeployment(), _ body: (AccountServer) async throws -> Void
    ) async throws {
        let node = try await make(on: kind, rules: rules, limits: limits, recheck: recheck, deployment: deployment)
        do {
            try await body(node)
            await node.close()
        } catch {
            await node.close()
            throw error
        }
    }

    /// Runs `body` with another node of this one's cluster, closed after.
    func withOtherNode(
        limits: ADWebSignInLimits = ADWebSignInLimits(), recheck: Duration = .seconds(1), _ body: (AccountServer) async throws -> Void
    ) async throws {
        let other = try await otherNode(limits: limits, recheck: recheck)
        do {
            try await body(other)
            await other.close()
        } catch {
            await other.close()
            throw error
        }
    }

    /// Runs `body` with a client of the server over a real socket (the peer is 127.0.0.1).
    func test(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await Application(router: server.router()).test(.live, body)
    }
}

/// A browser of the account server: its cookies, sent back on every request.
struct Visitor {
    let client: any TestClientProtocol
    var cookies: [String: String] = [:]

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    /// What a request answered: its status, its body and its headers.
    struct Answer {
        let status: HTTPResponse.Status
        let body: String
        let headers: HTTPFields

        /// The `Set-Cookie` values, whole.
        var setCookies: [String] { headers[values: .setCookie] }
    }

    private var cookieHeader: String? {
        cookies.isEmpty ? nil : cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }

    /// Sends a request as this browser's page would (a post says it comes from the same site,
    /// in `Sec-Fetch-Site`), keeping the cookies it sets.
    @discardableResult
    mutating func send(
        _ method: HTTPRequest.Method, _ uri: String, body: String = "", type: String? = nil, site: String? = "same-origin",
        extra: HTTPFields = [:]
    ) async throws -> Answer {
        var headers = extra
        if let type { headers[.contentType] = type }
        if let site, method == .post, let name = HTTPField.Name("Sec-Fetch-Site") { headers[name] = site }
        if let cookie = cookieHeader { headers[.cookie] = cookie }
        let answer = try await client.execute(uri: uri, method: method, headers: headers, body: ByteBuffer(string: body)) { response in
            Answer(status: response.status, body: String(buffer: response.body), headers: response.headers)
        }
        for set in answer.setCookies {
            guard let pair = set.split(separator: ";").first, let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals]), value = String(pair[pair.index(after: equals)...])
            if value.isEmpty { cookies[name] = nil } else { cookies[name] = value }
        }
        return answer
    }

    /// Signs in as `name` with `password` through the sign-in form, sending `headers` too
    /// (what a proxy forwards).
    @discardableResult
    mutating func signIn(_ name: String, password: String? = nil, headers: HTTPFields = [:]) async throws -> Answer {
        let fields = [("name", name), ("password", password ?? AccountServer.password(of: name))].map { key, value in
            key + "=" + (value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        }
        return try await send(
            .post, "/signin", body: fields.joined(separator: "&"), type: "application/x-www-form-urlencoded", extra: headers)
    }

    /// The headers a proxy forwards: each `(name, value)` pair.
    static func headers(_ pairs: [(String, String)]) throws -> HTTPFields {
        var fields = HTTPFields()
        for (name, value) in pairs { fields.append(HTTPField(name: try #require(HTTPField.Name(name)), value: value)) }
        return fields
    }

    /// Loads the page, keeping the session cookie it sets.
    @discardableResult
    mutating func open() async throws -> Answer { try await send(.get, "/") }

    /// A JSON post of the page's script.
    @discardableResult
    mutating func post(_ uri: String, _ json: String = "{}") async throws -> Answer {
        try await send(.post, uri, body: json, type: "application/json")
    }

    /// The titles `/list` answers.
    mutating func titles() async throws -> [String] {
        let answer = try await send(.get, "/list")
        guard answer.status == .ok, case .array(let entries)? = try ADRecord(jsonString: answer.body)["entries"] else { return [] }
        return entries.compactMap { entry in
            guard case .record(let fields) = entry, case .string(let title)? = fields["title"] else { return nil }
            return title
        }
    }

    /// The name `/account` answers; `nil` for nobody signed in.
    mutating func accountName() async throws -> String? {
        let answer = try await send(.get, "/account")
        guard case .string(let name)? = try ADRecord(jsonString: answer.body)["name"] else { return nil }
        return name
    }
}
