import ActionDataWebSQLite
import ArgumentParser

/// `form-server serve`: the inspections form and list at http://127.0.0.1:8080, one form per
/// browser, and sync for inspectors' devices (`/sync/push`, `/sync/pull`, as signed-in people). Secure by default: on an address other than loopback, people must sign in (accounts
/// in the database) or come through an identity-aware proxy, unless `--allow-anonymous`.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serve the inspections form and list.")

    @Option(name: .long, help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on.")
    var port = 8080

    @Option(
        name: .customLong("public-url"),
        help: "The URL people reach the server at through a proxy (https://forms.example.com; repeatable).")
    var publicURLs: [String] = []

    @Option(
        name: .customLong("trusted-proxy"),
        help: "The address range (CIDR: 10.0.0.0/8) of a proxy whose Forwarded and X-Forwarded-* headers are believed (repeatable).")
    var trustedProxies: [String] = []

    @OptionGroup var storage: DatabaseOption

    @Option(
        name: .long,
        help: "A SQLite file where sessions wait while the server makes room or stops (\":memory:\" keeps none).")
    var sessions = "inspections-sessions.sqlite"

    @Flag(
        name: .customLong("identity-headers"),
        help: "Take who is asking from an identity-aware proxy's X-Forwarded-User, -Email and -Groups headers, believed from --trusted-proxy addresses only.")
    var identityHeaders = false

    @Flag(
        name: .customLong("allow-anonymous"),
        help: "Serve on an address other than loopback with no identity: anyone who reaches it may read, change and delete every inspection.")
    var allowAnonymous = false

    @Flag(
        name: .customLong("allow-any-identity"),
        help: "With --identity-headers on an address other than loopback: let everyone the proxy names read, change and delete every inspection (the proxy decides who gets in).")
    var allowAnyIdentity = false

    func validate() throws {
        _ = try deployment()
        if identityHeaders, trustedProxies.isEmpty {
            throw ValidationError("--identity-headers believes the headers of --trusted-proxy addresses only: name the proxy's range.")
        }
        if identityHeaders, !allowAnyIdentity, !ADWebDeployment.isLoopback(host) {
            throw ValidationError(
                "--host \(host) is reachable from other machines, and everyone the proxy names may read, change and delete every "
                    + "inspection: pass --allow-any-identity once the proxy lets in only the people who may.")
        }
    }

    /// The public URLs and trusted proxies the options give.
    ///
    /// - Throws: `ValidationError` naming the option and the value that is not a URL or a range.
    private func deployment() throws -> ADWebDeployment {
        do {
            return try ADWebDeployment(publicURLs: publicURLs, trustedProxies: trustedProxies)
        } catch {
            throw ValidationError("--\(error.setting == .publicURL ? "public-url" : "trusted-proxy"): \(error)")
        }
    }

    /// Who is asking: the proxy's headers with `--identity-headers`, else the accounts in the
    /// database when there are any, else nobody — on loopback, or with `--allow-anonymous`.
    ///
    /// - Throws: `ValidationError` naming the fixes when nobody would be asked who they are on
    ///   an address other machines reach.
    private func identity(on database: any ADDataProvider) async throws -> ADWebIdentitySource {
        if identityHeaders { return .forwardedHeaders }
        let accounts = try await ADWebAccounts(database: database)
        if try await !accounts.isEmpty() { return .accounts(accounts) }
        guard allowAnonymous || ADWebDeployment.isLoopback(host) else {
            throw ValidationError(
                "--host \(host) is reachable from other machines, and nobody would be asked who they are: add accounts with "
                    + "`form-server users add` (people then sign in), put an identity-aware proxy in front and pass --identity-headers, "
                    + "or pass --allow-anonymous to serve everyone as anyone.")
        }
        return .anonymous
    }

    func run() async throws {
        let database = try ADSQLiteProvider(path: storage.database)
        _ = try await database.register(Inspection.self)
        _ = try await database.register(Category.self)
        let identity = try await identity(on: database)
        let store = try await ADWebSessionStore(parking: try ADSQLiteSessionParking(path: sessions)) {
            try InspectionForm.make(Inspection(), database: database)
        }
        let server = ADWebServer(
            sessions: store, records: InspectionList(database: database), deployment: try deployment(), identity: identity,
            sync: ADWebSync(provider: database))
        print("Inspections: http://\(host.contains(":") ? "[\(host)]" : host):\(port)  (Ctrl-C stops it)")
        if case .accounts = identity {
            print("Accounts: people sign in at /signin (form-server users add|list|remove); devices sync at /sync as them.")
        }
        try await server.run(host: host, port: port)
    }
}
