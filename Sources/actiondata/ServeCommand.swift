import ActionData
import ActionDataPostgres
import ActionDataSQLite
import Foundation
import ActionDataWeb
import ActionDataWebPostgres
import ActionDataWebSQLite
import ArgumentParser

/// `actiondata serve`: the demo — the spec's Category form in the browser, live — or any
/// Interface Builder document's bound scene.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a bound form in the browser (by default the demo Category form) at http://127.0.0.1:8080.",
        discussion: """
            Without a document, serves the spec's Category app: a searchable list of categories stored \
            in SQLite (--database, created and seeded on first run) beside the Category form; devices sync \
            them (actiondata sync), without signing in on loopback when there are no accounts. With a \
            .storyboard or .xib, serves its first scene with bindings (or --scene) filled from --record, \
            a JSON object; --formatter NAME (repeatable) makes `formatter: <NAME> { format: "Hello, %@" }` \
            a template formatter that puts the value where %@ is (and shows the value unchanged without \
            a format). Each browser gets its own form (a session kept in a cookie) unless --shared \
            is given.
            """
    )

    @Argument(help: "An Interface Builder .storyboard or .xib whose bound scene to serve.")
    var document: String?

    @Option(name: .long, help: "A JSON file with the record to fill the document's form from.")
    var record: String?

    @Option(
        name: .long,
        help: "The demo's database: a SQLite file, created and seeded when missing, or a postgres:// URL (also ACTIONDATA_DATABASE_URL) whose categories table is created and seeded when empty.")
    var database = Self.defaultDatabase

    /// The demo's database unless `--database` names another.
    static let defaultDatabase = "actiondata-demo.sqlite"

    @Option(name: .long, help: "The scene to serve, by identifier or title.")
    var scene: String?

    @Option(name: .customLong("formatter"), help: "A custom formatter class the document names as <NAME> (repeatable).")
    var formatters: [String] = []

    @Option(name: .long, help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on.")
    var port = 8080

    @Option(
        name: .customLong("public-url"),
        help: "The URL people reach the server at, behind a proxy (https://forms.example.com; repeatable): requests for it are answered besides those for --host, and with https the session cookie is Secure.")
    var publicURLs: [String] = []

    @Option(
        name: .customLong("trusted-proxy"),
        help: "The address range (CIDR: 10.0.0.0/8, fd00::/8; repeatable) of a proxy whose forwarding headers are believed: the client's address in --client-address-header, the scheme and host in X-Forwarded-Proto/-Host.")
    var trustedProxies: [String] = []

    @Option(
        name: .customLong("client-address-header"),
        help: "The one header a --trusted-proxy sets or appends the client's address to (its rightmost address outside the trusted ranges is the client's; no other header counts): X-Forwarded-For, or Forwarded (RFC 7239, whose proto and host then give the scheme and host), or another such as X-Real-IP.")
    var clientAddressHeader = ADWebDeployment.xForwardedFor.rawName

    @Flag(
        name: .customLong("identity-headers"),
        help: "Take who is asking from an identity-aware proxy (oauth2-proxy): X-Forwarded-User, -Preferred-Username, -Email and -Groups (the roles), believed from --trusted-proxy addresses only.")
    var identityHeaders = false

    @Option(
        name: .customLong("jwt-jwks"),
        help: "Take who is asking from bearer tokens (JWT: OIDC ID tokens, OAuth access tokens) signed by a key of this JSON Web Key Set file (RS256, ES256, EdDSA); needs --jwt-issuer and --jwt-audience.")
    var jwtJWKS: String?

    @Option(name: .customLong("jwt-issuer"), help: "With --jwt-jwks: the issuer (iss) every token must name.")
    var jwtIssuer: String?

    @Option(name: .customLong("jwt-audience"), help: "With --jwt-jwks: the audience (aud) every token must include.")
    var jwtAudience: String?

    @Option(name: .customLong("jwt-roles-claim"), help: "With --jwt-jwks: the claim holding the roles (a list, or one string separated by spaces or commas).")
    var jwtRolesClaim = "roles"

    @Option(name: .customLong("jwt-leeway"), help: "With --jwt-jwks: seconds a token's exp and nbf may be off this machine's clock, 0 to 300.")
    var jwtLeeway = 60

    @Option(
        name: .long,
        help: "A permission document (JSON, or YAML for a .yaml or .yml file): per table and role, read, create, update and delete rules as formulas over the record and user, hidden and read-only fields, presets and a check. Checked against the demo's table at start.")
    var permissions: String?

    @Flag(
        name: .customLong("allow-anonymous"),
        help: "Serve on an address other than loopback with no identity: anyone who reaches it may read, change and delete every record.")
    var allowAnonymous = false

    @Flag(
        name: .customLong("allow-any-identity"),
        help: "With --identity-headers or --jwt-jwks on an address other than loopback and no --permissions: let every identity the proxy or the identity provider vouches for read, change and delete every record.")
    var allowAnyIdentity = false

    @Flag(name: .long, help: "Serve one form to every browser instead of one form per browser.")
    var shared = false

    @Option(
        name: .long,
        help: "A SQLite file where sessions wait when the server makes room or stops (\":memory:\" to keep none), or a postgres:// URL (also ACTIONDATA_SESSIONS_URL) whose database every node shares its sessions through.")
    var sessions = "actiondata-sessions.sqlite"

    @Flag(name: .long, help: "Share the --sessions file with the other nodes serving this form on this machine: each answered state is stored in it first, and any node serves any session.")
    var clusterSessions = false

    @Option(
        name: .long,
        help: "How long a parked or shared session no one uses is kept before it is dropped: seconds, or a number with s, m, h or d (default 7d).")
    var sessionRetention = "7d"

    @Option(
        name: .long,
        help: "With --sessions postgres://…: durable (the default; an answered edit is on PostgreSQL's disk and survives any crash) or node-failure (answered once committed, without waiting for the disk: survives any node's death, but a PostgreSQL crash may lose the last 600 ms or so of edits).")
    var sessionsCommit = ADPostgresSharedSessionStorage.CommitDurability.durable.rawValue

    @Option(
        name: .long,
        help: "With shared sessions (--sessions postgres://… or --cluster-sessions): applied (the default; an edit is answered once applied and stored in the background; the page keeps each edit until an answer says it is stored and sends it again to a node that lacks it) or stored (answered once its state is stored).")
    var sessionsAnswer: String?

    @Option(
        name: .long,
        help: "With shared sessions answered once applied (the default): milliseconds a session's background store waits to carry the edits of that time in one store, 0 to 60000 (default 250). Longer stores less often, and keeps edits held by the page alone for longer.")
    var sessionsStoreDelay: Int?

    @Option(name: .long, help: "The most forms kept in memory; more are parked.")
    var maxSessions = 1_000

    @Option(name: .long, help: "Seconds an unused form stays in memory before it is parked.")
    var sessionIdle = 1_800

    @Option(name: .long, help: "The largest request body, in bytes.")
    var maxBody = ADWebServerLimits().maximumBodySize

    @Option(name: .long, help: "The largest header field or header block, in bytes.")
    var maxHeader = ADWebServerLimits().maximumHeaderSize

    @Option(name: .long, help: "The most connections open at once.")
    var maxConnections = ADWebServerLimits().maximumConnections

    @Option(name: .long, help: "Seconds a connection may send nothing before it is closed.")
    var idleTimeout = Int(ADWebServerLimits().idleTimeout.components.seconds)

    @Option(name: .long, help: "Seconds a request may take to arrive, from its first byte to its end.")
    var requestTimeout = Int(ADWebServerLimits().requestTimeout.components.seconds)

    @Option(name: .long, help: "The most bound controls a served form may have; a document with more is refused while it is read, before the server listens.")
    var maxControls = ADWebServerLimits().maximumControls

    @Option(
        name: .long,
        help: "A CSS file linked after the page's own style sheet, served as /theme.css: it may set the page's --ad- custom properties (docs/web.md, Theming) or add rules. At most 256 KiB.")
    var stylesheet: String?

    @Option(name: .long, help: "A logo shown in the page's header, served from this server: PNG, SVG, JPEG or WebP, at most 1 MiB.")
    var logo: String?

    @Option(name: .customLong("logo-alt"), help: "With --logo: what screen readers say in the logo's place (default: the site's name).")
    var logoAlt: String?

    func validate() throws {
        if document != nil, DemoDatabase.postgresURL(among: [database]) != nil {
            throw ValidationError("--database is the demo's database; a served document's form is filled from --record.")
        }
        if shared, postgresSessionsURL != nil {
            throw ValidationError("--shared serves one form to every browser: it keeps no sessions in PostgreSQL.")
        }
        if clusterSessions, shared || sessions == ":memory:" {
            throw ValidationError("--cluster-sessions shares a --sessions file between nodes: give a file, not :memory:, and drop --shared.")
        }
        if document == nil, !formatters.isEmpty {
            throw ValidationError("--formatter applies to a served .storyboard or .xib; the demo names no custom formatters.")
        }
        _ = try CommandFormatters.registry(adding: formatters)
        _ = try deployment()
        _ = try retention()
        if try commitDurability() != .durable, postgresSessionsURL == nil {
            throw ValidationError("--sessions-commit \(sessionsCommit) applies to sessions shared through PostgreSQL (--sessions postgres://…).")
        }
        if let sessionsAnswer, try acknowledgement() != .stored, !sharesSessions {
            throw ValidationError("--sessions-answer \(sessionsAnswer) applies to shared sessions (--sessions postgres://… or --cluster-sessions).")
        }
        _ = try storeDelay()
        _ = try theme(siteName: Self.demoName)
        try validateIdentity()
    }

    /// The name of the demo's site, which its logo's text is unless `--logo-alt` gives another.
    static let demoName = "ActionData"

    /// The theme `--stylesheet`, `--logo` and `--logo-alt` give; the logo's text is `siteName`
    /// unless `--logo-alt` gives one.
    ///
    /// - Throws: `ValidationError` naming the option and the file when it cannot be read, is
    ///   too large, or is not CSS text or a PNG, SVG, JPEG or WebP image; or `--logo-alt`
    ///   without `--logo`, or blank.
    func theme(siteName: String) throws -> ADWebTheme {
        if logoAlt != nil, logo == nil { throw ValidationError("--logo-alt is the text of a --logo: give the logo too.") }
        let logo: ADWebLogo?
        do {
            logo = try self.logo.map { file throws(ADWebThemeError) in
                try ADWebLogo(contentsOf: URL(fileURLWithPath: file), text: logoAlt ?? siteName)
            }
        } catch {
            throw ValidationError((error.problem == .missingText ? "--logo-alt: " : "--logo: ") + "\(error)")
        }
        do {
            return try ADWebTheme(stylesheetFile: stylesheet.map { URL(fileURLWithPath: $0) }, logo: logo)
        } catch {
            throw ValidationError("--stylesheet: \(error)")
        }
    }

    /// Secure by default: an address other than loopback needs an identity source or an
    /// explicit `--allow-anonymous`; forwarded identities need the proxy they come from; rules
    /// need an identity and the demo's table.
    ///
    /// - Throws: `ValidationError` naming the options that would make the server safe.
    func validateIdentity() throws {
        if identityHeaders, trustedProxies.isEmpty {
            throw ValidationError("--identity-headers believes the identity headers of --trusted-proxy addresses only: name the proxy's range.")
        }
        if jwtJWKS != nil || jwtIssuer != nil || jwtAudience != nil {
            guard jwtJWKS != nil, jwtIssuer != nil, jwtAudience != nil else {
                throw ValidationError("--jwt-jwks, --jwt-issuer and --jwt-audience go together: a token is checked against all three.")
            }
            guard !identityHeaders else { throw ValidationError("--jwt-jwks and --identity-headers are two identity sources: choose one.") }
            guard !shared, document == nil else {
                throw ValidationError("--jwt-jwks identifies people on the demo, one form per browser: not on a served document or --shared.")
            }
            guard (0...300).contains(jwtLeeway) else { throw ValidationError("--jwt-leeway: \(jwtLeeway) is not a number of seconds from 0 to 300") }
        }
        if identityHeaders, shared {
            throw ValidationError("--shared serves one form to every browser: it cannot tell them apart by identity.")
        }
        if permissions == nil, identityHeaders || jwtJWKS != nil, !allowAnyIdentity, !ADWebDeployment.isLoopback(host) {
            throw ValidationError(
                "--host \(host) is reachable from other machines, and without --permissions every identity "
                    + (identityHeaders ? "the proxy" : "the identity provider")
                    + " vouches for may read, change and delete every record: give the rules with --permissions, "
                    + "or pass --allow-any-identity to grant that.")
        }
        if permissions != nil, document != nil || shared {
            throw ValidationError("--permissions applies to the demo's table, one form per browser: not to a served document or --shared.")
        }
        do {
            _ = try accessRules()
        } catch {
            throw ValidationError("--permissions: \(error)")
        }
        // The demo's database may hold accounts: `run` decides once it has opened it.
        if document != nil || shared { _ = try identitySource(accounts: nil, tokens: nil) }
    }

    /// Where identities come from: the proxy's headers with `--identity-headers`, bearer tokens
    /// with `--jwt-jwks` (`tokens`), else the `accounts` when any exist, else nobody (anonymous).
    ///
    /// - Throws: `ValidationError` when nobody would be asked who they are on an address other
    ///   than loopback without `--allow-anonymous`, naming the ways to make it safe.
    func identitySource(accounts: ADWebAccounts?, tokens: ADWebTokenVerifier? = nil) throws -> ADWebIdentitySource {
        if identityHeaders { return .forwardedHeaders }
        if let tokens { return .bearerTokens(tokens) }
        if let accounts { return .accounts(accounts) }
        guard allowAnonymous || ADWebDeployment.isLoopback(host) else {
            throw ValidationError(
                "--host \(host) is reachable from other machines, and nobody would be asked who they are: "
                    + "add accounts with `actiondata users add` (people then sign in), put an identity-aware proxy in front and pass "
                    + "--identity-headers, check bearer tokens with --jwt-jwks, or pass --allow-anonymous to serve everyone as anyone.")
        }
        return .anonymous
    }

    /// The one line `serve` prints saying what it grants, and to whom.
    static func grant(of source: ADWebIdentitySource, rules: Bool) -> String {
        let granted = rules ? "what --permissions grants their roles" : "read, change and delete every record"
        switch source {
        case .anonymous:
            return rules ? "No identity: everyone has the role anonymous, and may do what --permissions grants it."
                : "No identity: anyone who reaches this address may read, change and delete every record (see docs/security.md)."
        case .accounts:
            return "Accounts: people sign in at /signin (actiondata users add|list|remove) and may \(granted); nobody else may do anything"
                + (rules ? " the rules do not grant the role anonymous." : ".")
        case .forwardedHeaders:
            return "Identity-aware proxy: everyone the proxy names may \(granted); a request it names nobody for gets nothing"
                + (rules ? " the rules do not grant the role anonymous." : ".")
        case .bearerTokens:
            return "Bearer tokens: everyone with a valid token may \(granted); a request without one gets nothing"
                + (rules ? " the rules do not grant the role anonymous." : ".")
        }
    }

    /// Refuses read rules PostgreSQL cannot evaluate whole: the part it cannot would be checked
    /// in Swift on every row the rest selects, at every list, which is never done silently.
    ///
    /// - Throws: `ValidationError` naming the role, its rule and the part.
    static func checkReadRules(of permissions: ADPermissions, table: String, on database: ADPostgresProvider) async throws {
        for (role, rules) in permissions.tables[table] ?? [:] {
            guard let read = rules.read else { continue }
            let access = try permissions.access(to: table, for: ADIdentity(id: "probe", name: "probe", roles: [role]))
            let parts = try await database.partsEvaluatedInSwift(of: access.readFilter, in: table)
            guard parts.isEmpty else {
                throw ValidationError(
                    "--permissions: \(read.location): PostgreSQL cannot evaluate "
                        + parts.map { "'\($0)'" }.joined(separator: ", ")
                        + " of '\(read.source)', which would then be checked row by row in Swift: write it with what PostgreSQL evaluates (docs/formula-language.md), or serve on SQLite.")
            }
        }
    }

    /// The permission document `--permissions` names, checked against the demo's table.
    ///
    /// - Throws: `ADPermissionError` naming the file, line and rule of the first mistake.
    func accessRules() throws -> ADWebAccessRules? {
        guard let permissions else { return nil }
        let document = try PermissionDocument.read(permissions)
        try document.validate(fields: [Category.tableName: try ADRecordEncoder().encode(Category()).fieldNames])
        return ADWebAccessRules(permissions: document, table: Category.tableName)
    }

    /// The verifier of bearer tokens `--jwt-jwks` and its companions describe; `nil` without them.
    ///
    /// - Throws: `ValidationError` naming the file when it cannot be read or is not a key set
    ///   of RSA, P-256 or Ed25519 public keys.
    func tokenVerifier() async throws -> ADWebTokenVerifier? {
        guard let jwtJWKS, let jwtIssuer, let jwtAudience else { return nil }
        let jwks: String
        do {
            jwks = try String(contentsOfFile: jwtJWKS, encoding: .utf8)
        } catch {
            throw ValidationError("--jwt-jwks: \(jwtJWKS) cannot be read")
        }
        do {
            return try await ADWebTokenVerifier(
                jwks: jwks, issuer: jwtIssuer, audience: jwtAudience, rolesClaim: jwtRolesClaim, leeway: .seconds(jwtLeeway))
        } catch {
            throw ValidationError("--jwt-jwks: \(jwtJWKS): \(error)")
        }
    }

    /// `--sessions-store-delay` as a duration; the store's default when not given.
    ///
    /// - Throws: `ValidationError` naming the option for a value outside 0…60000, or given
    ///   without shared sessions answered once applied.
    func storeDelay() throws -> Duration {
        guard let milliseconds = sessionsStoreDelay else { return ADWebSessionStore.defaultStoreDelay }
        guard sharesSessions else {
            throw ValidationError("--sessions-store-delay applies to shared sessions (--sessions postgres://… or --cluster-sessions).")
        }
        guard try acknowledgement() == .applied else {
            throw ValidationError("--sessions-store-delay applies to --sessions-answer applied: a stored answer has no background store.")
        }
        guard (0...60_000).contains(milliseconds) else {
            throw ValidationError("--sessions-store-delay: \(milliseconds) is not a number of milliseconds from 0 to 60000")
        }
        return .milliseconds(milliseconds)
    }

    /// `--sessions-answer` as when shared sessions answer a page's edit: `applied` when not given.
    ///
    /// - Throws: `ValidationError` naming the option and the value for anything but the choices.
    func acknowledgement() throws -> ADWebSessionAcknowledgement {
        guard let sessionsAnswer else { return .applied }
        return try Self.choice(sessionsAnswer, of: "--sessions-answer")
    }

    /// Whether the sessions are shared with other nodes (`--sessions postgres://…` or
    /// `--cluster-sessions`).
    private var sharesSessions: Bool { postgresSessionsURL != nil || clusterSessions }

    /// `--sessions-commit` as the shared-session storage's commit durability.
    ///
    /// - Throws: `ValidationError` naming the option and the value for anything but the choices.
    func commitDurability() throws -> ADPostgresSharedSessionStorage.CommitDurability {
        try Self.choice(sessionsCommit, of: "--sessions-commit")
    }

    /// `value`, given to `option`, as the case of `Choice` it names.
    ///
    /// - Throws: `ValidationError` naming the option, the value and the choices.
    private static func choice<Choice: RawRepresentable & CaseIterable>(_ value: String, of option: String) throws -> Choice
    where Choice.RawValue == String {
        guard let choice = Choice(rawValue: value) else {
            let choices = Choice.allCases.map(\.rawValue).joined(separator: " or ")
            throw ValidationError("\(option): \"\(value)\" is not \(choices)")
        }
        return choice
    }

    /// `--session-retention` as a duration.
    ///
    /// - Throws: `ValidationError` naming the option for anything but a positive whole number,
    ///   optionally followed by s, m, h or d, of at most ten years.
    func retention() throws -> Duration {
        let units: [Character: Int] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
        var digits = Substring(sessionRetention)
        var unit = 1
        if let last = digits.last, let seconds = units[last] {
            unit = seconds
            digits = digits.dropLast()
        }
        let tenYears = 3_650 * 86_400
        guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(digits),
            count > 0, case let (seconds, overflow) = count.multipliedReportingOverflow(by: unit), !overflow, seconds <= tenYears
        else {
            throw ValidationError(
                "--session-retention: \"\(sessionRetention)\" is not a positive duration of at most 3650d (90, 30m, 12h, 7d)")
        }
        return .seconds(seconds)
    }

    /// The public origins, trusted proxies and client address header the options give.
    ///
    /// - Throws: `ValidationError` naming the option of a value that is not a URL, a CIDR or a
    ///   header name.
    private func deployment() throws -> ADWebDeployment {
        do {
            return try ADWebDeployment(publicURLs: publicURLs, trustedProxies: trustedProxies, clientAddressHeader: clientAddressHeader)
        } catch {
            let option = switch error.setting {
            case .publicURL: "--public-url"
            case .trustedProxy: "--trusted-proxy"
            case .clientAddressHeader: "--client-address-header"
            }
            throw ValidationError("\(option): \(error)")
        }
    }

    func run() async throws {
        let makeForm: ADWebSessionStore.FormMaker
        var records: (any ADWebRecordStore)?
        // The demo's accounts, when its database holds any: then people sign in.
        var accounts: ADWebAccounts?
        // The PostgreSQL connections to close once the server has stopped.
        var closings: [@Sendable () async -> Void] = []
        // The demo's database, whose categories devices sync.
        var synced: (any ADSyncProvider)?
        var siteName = Self.demoName
        if let document {
            let limit = max(1, maxControls)
            let source = try InterfaceDocumentForm.load(
                documentPath: document, recordPath: record, sceneID: scene, registry: try CommandFormatters.registry(adding: formatters),
                maximumControls: limit)
            siteName = source.title
            makeForm = {
                let form = source.makeForm()
                // Refused here, before the store renders its page, as the server would refuse it.
                guard form.controlIDs.count <= limit else { throw ADWebFormSizeError(controls: form.controlIDs.count, limit: limit) }
                return form
            }
        } else {
            let opened = try await DemoDatabase.open(database)
            closings.append(opened.close)
            print("Categories: \(opened.description)")
            let categories = try await CategoryApp.open(opened.provider)
            if let notice = categories.migrationNotice { print(notice) }
            synced = opened.provider
            if let postgres = opened.provider as? ADPostgresProvider, let rules = try accessRules() {
                try await Self.checkReadRules(of: rules.permissions, table: Category.tableName, on: postgres)
            }
            if !identityHeaders, jwtJWKS == nil, !shared {
                let kept = try await ADWebAccounts(database: opened.provider)
                if try await !kept.isEmpty() { accounts = kept }
            }
            let openingFirst = permissions == nil
            makeForm = { try await categories.makeForm(openingFirst: openingFirst) }
            records = categories.store
        }
        var limits = ADWebServerLimits()
        limits.maximumBodySize = max(1_024, maxBody)
        limits.maximumHeaderSize = max(1_024, maxHeader)
        limits.maximumConnections = max(1, maxConnections)
        limits.idleTimeout = .seconds(max(1, idleTimeout))
        limits.requestTimeout = .seconds(max(1, requestTimeout))
        limits.maximumControls = max(1, maxControls)
        let deployment = try deployment()
        let retention = try retention()
        let rules = try accessRules()
        let identitySource = try identitySource(accounts: accounts, tokens: try await tokenVerifier())
        let theme = try theme(siteName: siteName)
        let sync = synced.map { ADWebSync(provider: $0, servesAnonymous: servesAnonymousSync(identity: identitySource)) }
        let server: ADWebServer
        if shared {
            server = ADWebServer(
                session: ADWebSession(form: try await makeForm()), records: records, limits: limits, deployment: deployment,
                theme: theme)
        } else if let url = postgresSessionsURL {
            let storage = try await ADPostgresSharedSessionStorage(
                url: url, retention: retention, commitDurability: try commitDurability())
            closings.append { await storage.close() }
            let store = try await ADWebSessionStore(
                shared: storage, capacity: maxSessions,
                idleTimeout: .seconds(max(1, sessionIdle)), acknowledgement: try acknowledgement(), storeDelay: try storeDelay(),
                makeForm: makeForm)
            server = ADWebServer(
                sessions: store, records: records, limits: limits, deployment: deployment, identity: identitySource, rules: rules,
                theme: theme, sync: sync)
        } else if clusterSessions {
            let store = try await ADWebSessionStore(
                shared: try ADSQLiteSharedSessionStorage(path: sessions, retention: retention), capacity: maxSessions,
                idleTimeout: .seconds(max(1, sessionIdle)), acknowledgement: try acknowledgement(), storeDelay: try storeDelay(),
                makeForm: makeForm)
            server = ADWebServer(
                sessions: store, records: records, limits: limits, deployment: deployment, identity: identitySource, rules: rules,
                theme: theme, sync: sync)
        } else {
            let store = try await ADWebSessionStore(
                capacity: maxSessions, idleTimeout: .seconds(max(1, sessionIdle)),
                parking: try ADSQLiteSessionParking(path: sessions, retention: retention), makeForm: makeForm)
            server = ADWebServer(
                sessions: store, records: records, limits: limits, deployment: deployment, identity: identitySource, rules: rules,
                theme: theme, sync: sync)
        }
        let address = host.contains(":") ? "[\(host)]" : host
        let reached = (["http://\(address):\(port)"] + deployment.publicOrigins.map(\.serialized)).joined(separator: ", ")
        print("ActionData: \(reached)  (Ctrl-C stops it)")
        print(Self.grant(of: identitySource, rules: rules != nil))
        if let sync, !shared { print(Self.syncLine(anonymous: sync.servesAnonymous, address: "http://\(address):\(port)")) }
        do {
            try await server.run(host: host, port: port)
        } catch {
            for close in closings { await close() }
            throw error
        }
        for close in closings { await close() }
    }

    /// The PostgreSQL database sessions are shared through: `--sessions` when it is a
    /// `postgres://` URL, else `ACTIONDATA_SESSIONS_URL`.
    private var postgresSessionsURL: String? {
        DemoDatabase.postgresURL(among: [sessions, ProcessInfo.processInfo.environment["ACTIONDATA_SESSIONS_URL"] ?? ""])
    }
}
