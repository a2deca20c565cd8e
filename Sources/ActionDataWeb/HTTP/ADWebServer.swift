import ActionData
import ActionDataStorage
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// The HTTP front end of a form: the page, its state, and the endpoints its script calls.
///
/// | route | answer |
/// | --- | --- |
/// | `GET /` | the page |
/// | `GET /state` | every control's state and the record |
/// | `POST /event` | applies `{"id", "action", "value", "sequence"}`; the states of the controls that changed |
/// | `POST /image?id=…&sequence=…` | puts the image bytes of the body into an image view that writes back |
/// | `POST /save` | writes the edits into the record, all or nothing; failures per control |
/// | `POST /reset` | discards the edits |
/// | `POST /checks` | the states of the controls being checked asynchronously |
/// | `POST /replay` | applies `{"events": [event, …]}` in order: a page's unconfirmed events, sent again |
/// | `GET /record` | the record as JSON |
/// | `GET /healthz` | `ok` when the session storage and the records answer; 503 with the reason otherwise |
/// | `GET /metrics` | ``metrics`` in Prometheus's text format, to trusted proxies and loopback only; 404 to anyone else |
/// | `GET /account` | who is asking, and whether they may ever create or delete a record (each browser its own form) |
/// | `GET /signin`, `POST /signin`, `POST /signout` | signing in and out, with ``ADWebIdentitySource/accounts(_:)`` |
/// | `GET /theme.css`, `GET /logo.<type>` | the ``theme``'s style sheet and logo, when it has them |
///
/// With an ``ADWebSessionStore`` every browser has its own form: `GET /` opens a session and
/// sets the ``sessionCookie``; the other routes answer 410 when the cookie names no open
/// session, and the page reloads to open a new one.
///
/// When shared sessions are answered once applied (``ADWebSessionAcknowledgement/applied``), a
/// page sends the version of its last answer in `X-ActionData-After`; answers carry
/// `X-ActionData-Version` and `X-ActionData-Durable`, and a node whose copy is not at the
/// page's version answers 409 with `X-ActionData-Replay` (``ADWebError/replay``). A page's
/// event carries the events it keeps, one JSON object per line after its own, and the highest
/// stored version it knows in `X-ActionData-Durable`: a node that lacks them applies them
/// first and answers as any node does, without the 409.
///
/// Every request's `Accept-Language` sets its session's locale (`ADUserLocale`; English when it
/// names no language the engine understands), and `GET /` writes the page's `lang` and `dir`
/// for it, unless the form pins a locale.
///
/// Behind a reverse proxy, ``deployment`` names the public origins people reach the server at
/// and the proxies whose forwarded headers are believed (see `docs/deploying.md` in the repository).
///
/// Every request may be hostile: the request guard refuses other hosts, cross-site and
/// non-JSON posts and oversized bodies, and ``ADWebServerLimits`` bounds connections, headers,
/// silence and slow requests.
public struct ADWebServer: Sendable {
    private enum Sessions: Sendable {
        case shared(ADWebSession)
        /// The store, and its page as sent per language and listing.
        case perBrowser(ADWebSessionStore, PageBodies)
    }

    /// The cookie holding a browser's session identifier.
    public static let sessionCookie = "actiondata-session"
    /// The cookie holding it over TLS (an `https` public origin): `Secure`, and with the
    /// `__Host-` prefix, so the browser takes it only from a secure origin, for this host alone.
    public static let secureSessionCookie = "__Host-actiondata-session"

    private let sessions: Sessions
    private let records: (any ADWebRecordStore)?
    /// What the server accepts.
    public let limits: ADWebServerLimits
    /// Where people reach the server and which proxies stand in front of it.
    public let deployment: ADWebDeployment
    /// The page tokens of shared mode, where no cookie ties a page to its form.
    private let tokens: PageTokens?
    /// `GET /healthz`'s probe of the stores.
    private let health: HealthCheck
    /// The site's own style sheet and logo, served as `/theme.css` and `/logo.<type>` and
    /// linked from the page and the sign-in page; ``ADWebTheme/init()`` for none.
    public let theme: ADWebTheme
    /// What the server measures, answered at `GET /metrics`: the session store's
    /// (``ADWebSessionStore/metrics``) when it gives each browser its own form.
    public let metrics: ADWebMetrics
    /// Where the server learns who is asking.
    public let identitySource: ADWebIdentitySource
    /// The permissions every route enforces; `nil` enforces none.
    public let rules: ADWebAccessRules?
    /// Ties each session to its identity, when identities come from somewhere.
    private let ownership: SessionOwnership?
    /// `POST /sync/push` and `GET /sync/pull`, when records sync with devices.
    public let sync: ADWebSync?

    /// A server where every browser shares the one form in `session` (a kiosk, or a demo of
    /// live updates across windows); with `records`, the page lists them beside the form.
    /// Each page load gets a token its requests must carry. With a `theme`, the page shows the
    /// site's style sheet and logo.
    public init(
        session: ADWebSession, records: (any ADWebRecordStore)? = nil, limits: ADWebServerLimits = ADWebServerLimits(),
        deployment: ADWebDeployment = ADWebDeployment(), theme: ADWebTheme = ADWebTheme()
    ) {
        sessions = .shared(session)
        self.records = records
        self.limits = limits
        self.deployment = deployment
        self.theme = theme
        tokens = PageTokens()
        metrics = ADWebMetrics()
        identitySource = .anonymous
        rules = nil
        ownership = nil
        sync = nil
        health = HealthCheck(probe: Self.probe(sessions: nil, records: records, metrics: metrics))
    }

    /// A server giving each browser its own form from `sessions`; with `records`, the page
    /// lists them beside the form, to search, open, start anew and delete.
    ///
    /// With an `identity` source other than ``ADWebIdentitySource/anonymous``, each session
    /// belongs to the identity that opened it: its cookie presented under another identity is
    /// refused (403). With `rules`, every route enforces them for the identity asking (see
    /// ``ADWebAccessRules``). With a `theme`, the page and the sign-in page show the site's
    /// style sheet and logo. With `sync`, devices push and pull the synced tables' changes,
    /// as the identities the source knows, under `rules`' permissions for every table.
    public init(
        sessions: ADWebSessionStore, records: (any ADWebRecordStore)? = nil, limits: ADWebServerLimits = ADWebServerLimits(),
        deployment: ADWebDeployment = ADWebDeployment(), identity: ADWebIdentitySource = .anonymous, rules: ADWebAccessRules? = nil,
        theme: ADWebTheme = ADWebTheme(), sync: ADWebSync? = nil
    ) {
        self.sync = sync
        self.sessions = .perBrowser(sessions, PageBodies())
        self.records = records
        self.limits = limits
        self.deployment = deployment
        self.theme = theme
        tokens = nil
        metrics = sessions.metrics
        identitySource = identity
        self.rules = rules
        ownership = identity.isAnonymous ? nil : SessionOwnership(secret: sessions.ownershipSecret)
        health = HealthCheck(probe: Self.probe(sessions: sessions, records: records, metrics: sessions.metrics))
    }

    /// The largest request body accepted.
    var maximumBodySize: Int { limits.maximumBodySize }

    /// The routes, for running or for testing with HummingbirdTesting. Each answers an
    /// ``ADWebUpdate`` (or the record, or the list) as JSON, or the ``ADWebError`` it threw.
    ///
    /// - Parameter allowedHosts: the `Host` values (`127.0.0.1:8080`) the server answers besides
    ///   ``deployment``'s public origins; `nil` answers any (for tests). ``run(host:port:)``
    ///   passes its own address.
    public func router(allowedHosts: Set<String>? = nil) -> Router<ADWebRequestContext> {
        let router = Router(context: ADWebRequestContext.self)
        let server = self
        router.add(middleware: RequestMetrics(metrics: metrics))
        router.add(middleware: RequestGuard(
            policy: HostPolicy(bindHosts: allowedHosts, deployment: deployment), maximumBodySize: limits.maximumBodySize, maximumImageSize: limits.maximumImageSize,
            maximumPushSize: sync?.maximumPushBytes ?? limits.maximumBodySize, tokens: tokens))
        if !identitySource.isAnonymous {
            router.add(middleware: IdentityResolution(source: identitySource, trustedProxies: deployment.trustedProxies))
        }
        if case .accounts(let accounts) = identitySource {
            SignInRoutes(accounts: accounts, theme: theme).add(to: router)
        }
        if case .perBrowser = sessions {
            AccountRoute(server: server).add(to: router)
        }
        router.get("/") { request, context in
            let listing = server.records != nil
            let language = Self.language(of: request)
            switch server.sessions {
            case .shared(let session):
                let token = await server.tokens?.issue()
                let page = HTMLPage.themed(await session.page(listing: listing, token: token, language: language), with: server.theme)
                return ResponseCompression.response(ByteBuffer(string: page), type: Self.html, request: request)
            case .perBrowser(let store, let pages):
                if case .accounts = server.identitySource, context.identity.isAnonymous {
                    return Response(status: .seeOther, headers: [.location: "/signin"])
                }
                let page = pages.body(listing: listing, language: language) {
                    HTMLPage.themed(store.page(listing: listing, language: language), with: server.theme)
                }
                var response = ResponseCompression.response(page.plain, type: Self.html, request: request, gzipped: page.gzipped)
                let name = context.isSecure ? Self.secureSessionCookie : Self.sessionCookie
                var held = false
                if let current = request.cookies[name]?.value, let id = server.ownedSession(current, by: context.identity) {
                    held = await store.holds(id: id)
                }
                if !held {
                    let id = await store.open()
                    let value = server.ownership?.cookie(for: id, owner: context.identity) ?? id
                    response.setCookie(
                        Cookie(name: name, value: value, path: "/", secure: context.isSecure, httpOnly: true, sameSite: .strict))
                }
                return response
            }
        }
        addResources(to: router)
        ThemeRoutes(theme: theme).add(to: router)
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get(RouterPath(Self.healthPath)) { _, _ in
            if let problem = await server.health.problem(within: server.limits.healthCheckTimeout) {
                throw ADWebError(status: .serviceUnavailable, message: problem)
            }
            return Self.response("ok\n", type: "text/plain; charset=utf-8")
        }
        router.get(RouterPath(Self.metricsPath)) { _, context in
            guard MetricsAccess(trusted: server.deployment.trustedProxies).allows(context.clientAddress) else {
                throw HTTPError(.notFound)
            }
            await server.recordSessions()
            return Self.response(server.metrics.exposition(), type: MetricsAccess.contentType)
        }
        router.get("/state") { request, context in try await server.acknowledged(request, context) { session in await session.snapshot() } }
        router.get("/record") { request, context in
            try RecordAnswer(try await server.answer(request, context) { session in await session.visibleRecord() })
        }
        router.post("/save") { request, context in
            let access = try server.access(for: context)
            return try await server.acknowledged(request, context) { session throws(ADWebError) in
                guard let records = server.records,
                      let stored = try await RecordRoutes.storedCopy(of: session, records: records, access: access, metrics: server.metrics)
                else {
                    return await session.save().logged(to: context.logger)
                }
                return await session.save(onto: stored).logged(to: context.logger)
            }
        }
        router.post("/reset") { request, context in try await server.acknowledged(request, context) { session in await session.reset() } }
        router.post("/checks") { request, context in try await server.acknowledged(request, context) { session in await session.checks() } }
        router.post("/refresh") { request, context in
            try await server.acknowledged(request, context) { session in await session.refresh().logged(to: context.logger) }
        }
        if let records {
            RecordRoutes(server: server, records: records).add(to: router)
        }
        if let sync {
            SyncRoutes(sync: sync, permissions: rules?.permissions, unidentified: identitySource.isAnonymous).add(to: router)
        }
        router.post("/event") { request, context in
            let body = try await Self.body(of: request, upTo: server.maximumBodySize, naming: "the event")
            let posted = EventPost(json: String(buffer: body))
            return try await server.acknowledged(request, context, carrying: posted) { session throws(ADWebError) in
                try await session.handle(posted.event()).logged(to: context.logger)
            }
        }
        router.post("/replay") { request, context in
            let body = try await Self.body(of: request, upTo: server.maximumBodySize, naming: "the replay")
            return try await server.replay(request, context, ReplayRequest(json: String(buffer: body)).events)
        }
        router.post(RouterPath(Self.imagePath)) { request, context in
            let id = request.uri.queryParameters.get("id") ?? ""
            let sequence = request.uri.queryParameters.get("sequence").flatMap { Int64($0) }
            let body = try await Self.body(of: request, upTo: server.limits.maximumImageSize, naming: "the image")
            let event = ADWebEvent(controlID: id, action: .commit, value: .data(Data(buffer: body)), sequence: sequence)
            // The page cannot send an image again: it is answered once stored.
            return try await server.acknowledged(request, context, repeatable: true, keptByPage: false) { session throws(ADWebError) in
                try await session.handle(event).logged(to: context.logger)
            }
        }
        return router
    }

    /// The body of `request`, at most `limit` bytes; 413 naming it as `what` when it is larger
    /// or cannot be read whole.
    static func body(of request: Request, upTo limit: Int, naming what: String) async throws(ADWebError) -> ByteBuffer {
        do {
            return try await request.body.collect(upTo: limit)
        } catch {
            throw ADWebError.tooLarge(what, limit: limit)
        }
    }

    /// `GET /page.js`, `GET /page.css` and `GET /engine.wasm`; when the bundle lacks them, each
    /// answers 500 naming the file, but not where the server looked for it. The module, asked
    /// for by its versioned URL (`?v=` its digest), may be cached for a year.
    private func addResources(to router: Router<ADWebRequestContext>) {
        switch PageResources.bundled {
        case .success(let page):
            router.get("/page.js") { request, _ in
                ResponseCompression.response(
                    ByteBuffer(string: page.script), type: "text/javascript; charset=utf-8", request: request, gzipped: page.gzippedScript)
            }
            router.get("/page.css") { request, _ in
                Self.styleSheet(ByteBuffer(string: page.style), gzipped: page.gzippedStyle, request: request)
            }
            router.get("/engine.wasm") { request, _ in
                let gzip = Self.acceptsGzip(request.headers[.acceptEncoding] ?? "")
                var response = Response(
                    status: .ok, headers: [.contentType: "application/wasm"],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: gzip ? page.gzippedEngine : page.engine)))
                if gzip { response.headers[.contentEncoding] = "gzip" }
                response.headers[.vary] = "Accept-Encoding"
                let current = request.uri.queryParameters.get("v") == page.engineVersion
                response.headers[.cacheControl] = current ? "public, max-age=31536000, immutable" : "no-cache"
                response.headers[.eTag] = "\"\(page.engineVersion)\""
                return response
            }
        case .failure(let error):
            let missing = ADWebError(status: .internalServerError, message: "the page's \(error.resource) is missing from this server")
            for path in ["/page.js", "/page.css", "/engine.wasm"] {
                router.get(RouterPath(path)) { _, _ -> Response in throw missing }
            }
        }
    }

    /// A style sheet's answer, gzipped when the request takes gzip: `/page.css`, and a theme's
    /// `/theme.css` (``ThemeRoutes``).
    static func styleSheet(_ body: ByteBuffer, gzipped: ByteBuffer?, request: Request) -> Response {
        ResponseCompression.response(body, type: "text/css; charset=utf-8", request: request, gzipped: gzipped)
    }

    /// Whether an `Accept-Encoding` value takes gzip (`gzip`, `gzip;q=0.8`; not `gzip;q=0`).
    static func acceptsGzip(_ header: String) -> Bool {
        header.split(separator: ",").contains { coding in
            let parts = coding.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.first == "gzip" else { return false }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0
        }
    }

    /// The route a health checker polls; answered whatever `Host` it names, as a proxy
    /// addresses each node by its own address.
    static let healthPath = "/healthz"

    /// One round trip to the session storage and one to the records: the reason of the first
    /// that fails.
    private static func probe(sessions: ADWebSessionStore?, records: (any ADWebRecordStore)?, metrics: ADWebMetrics) -> HealthCheck.Probe {
        {
            do {
                try await sessions?.checkHealth()
            } catch {
                return "the session storage cannot be reached: \(error)"
            }
            do {
                if let records { try await metrics.measure(.records, "health") { try await records.checkHealth() } }
            } catch {
                return "the records cannot be reached: \(error)"
            }
            return nil
        }
    }

    /// The route Prometheus scrapes.
    static let metricsPath = "/metrics"

    /// Sets the session gauges of ``metrics`` before they are answered; a parking that cannot
    /// count leaves the parked gauge as it was (its error is counted as a store error).
    private func recordSessions() async {
        switch sessions {
        case .shared:
            metrics.recordSessions(open: 1, parked: nil)
        case .perBrowser(let store, _):
            let parked: Int?
            do {
                parked = try await store.parkedCount()
            } catch {
                parked = nil
            }
            metrics.recordSessions(open: await store.openCount, parked: parked)
        }
    }

    /// The route a chosen image is posted to, as bytes: `/image?id=photo&sequence=3`.
    static let imagePath = "/image"

    /// Serves the form until the process is stopped, answering only requests addressed to
    /// `host:port` (and the other loopback names for a loopback host; for `0.0.0.0` or `::`,
    /// the loopback names and this machine's addresses) or to one of ``deployment``'s public
    /// origins, within ``limits``.
    /// On SIGINT or SIGTERM it stops taking requests and parks every open session, so a
    /// file-backed ``ADWebSessionParking`` brings them back after a restart. With ``sync``, it
    /// compacts the change log meanwhile (``ADWebSync/compactLogRepeatedly(logger:)``).
    ///
    /// - Throws: ``ADWebResourceError`` before listening when the page's script or style sheet
    ///   is missing from the module's resource bundle; ``ADWebFormSizeError`` when the form has
    ///   more controls than ``limits`` allow; errors binding the address.
    public func run(host: String = "127.0.0.1", port: Int = 8080) async throws {
        _ = try PageResources.bundled.get()
        try checkFormSize()
        let application = application(host: host, port: port)
        let logger = application.logger
        let compacting = sync.map { sync in Task { await sync.compactLogRepeatedly(logger: logger) } }
        defer { compacting?.cancel() }
        try await application.runService()
        if case .perBrowser(let store, _) = sessions { await store.parkAll() }
    }

    /// The Hummingbird application ``run(host:port:)`` runs, for tests that need a real socket:
    /// ``limits`` set on the connection (idle and request timeouts, header sizes, connection
    /// cap), and the routes answering only `host:port` and ``deployment``'s public origins.
    /// Port 0 picks a free port, and then any host is answered.
    ///
    /// - Parameters:
    ///   - host: the address to listen on.
    ///   - port: the port to listen on; 0 for a free one.
    ///   - logger: where the server logs (each request's lines carry its `client`); by default
    ///     Hummingbird's.
    public func application(host: String = "127.0.0.1", port: Int = 8080, logger: Logger? = nil) -> some ApplicationProtocol {
        let hosts = port == 0 ? nil : Set(ListeningAddress.hostNames(listeningOn: host).map { "\($0):\(port)" })
        let decoder = HTTP1Channel.Configuration.DecoderConfiguration(
            maxHeaderFieldSize: limits.maximumHeaderSize, maxHeaderListSize: limits.maximumHeaderSize,
            maxHeaderFieldCount: limits.maximumHeaderCount)
        let http1 = HTTP1Channel.Configuration(idleTimeout: TimeAmount(max(limits.idleTimeout, .zero)), httpDecoderConfiguration: decoder)
        let requestTimeout = TimeAmount(max(limits.requestTimeout, .zero))
        return Application(
            router: router(allowedHosts: hosts),
            server: HTTPServerBuilder { responder in
                DeadlineHTTP1Channel(http1: HTTP1Channel(responder: responder, configuration: http1), requestTimeout: requestTimeout)
            },
            configuration: .init(
                address: .hostname(host, port: port), availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections)),
            logger: logger)
    }

    /// What `body` answers for the request's session: through the store, which runs one request
    /// of a session at a time and, when sessions are shared, stores the state before it is
    /// answered.
    ///
    /// `repeatable`: `body` changes only the session's own state, so the store may run it twice
    /// (an event; see ``ADWebSessionStore/run(id:repeatable:_:)``).
    /// - Throws: ``ADWebError``: what `body` throws; 410 when the request's cookie names no
    ///   session the store holds.
    func answer<Answer: Sendable>(
        _ request: Request, _ context: ADWebRequestContext, repeatable: Bool = false,
        _ body: @Sendable (ADWebSession) async throws(ADWebError) -> Answer
    ) async throws(ADWebError) -> Answer {
        let language = Self.language(of: request)
        switch sessions {
        case .shared(let session):
            await session.prepare(language: language, access: nil, audit: audit(for: context))
            return try await body(session)
        case .perBrowser(let store, _):
            let (access, audit) = (try access(for: context), audit(for: context))
            guard let id = try sessionID(of: request, context),
                let answer = try await store.run(id: id, repeatable: repeatable, { session throws(ADWebError) in
                    await Self.preparing(language, access, audit)(session)
                    return try await body(session)
                })
            else {
                throw Self.sessionEnded
            }
            return answer
        }
    }

    /// What `body` answers, as ``answer(_:repeatable:_:)``, for a page that keeps its
    /// unconfirmed events: run after the version its `X-ActionData-After` names
    /// (``ADWebSessionStore/run(id:after:repeatable:keptByPage:_:)``), and answered with the session's
    /// versions in headers. `keptByPage`: the page keeps the request to send again (an event,
    /// not an image's bytes).
    /// - Throws: ``ADWebError``: as ``answer(_:repeatable:_:)``; 400 for a malformed
    ///   `X-ActionData-After`; 409 naming the version to replay onto.
    func acknowledged<Answer: ResponseGenerator & Sendable>(
        _ request: Request, _ context: ADWebRequestContext, repeatable: Bool = false, keptByPage: Bool = true,
        _ body: @Sendable (ADWebSession) async throws(ADWebError) -> Answer
    ) async throws(ADWebError) -> AcknowledgedAnswer<Answer> {
        let language = Self.language(of: request)
        switch sessions {
        case .shared(let session):
            await session.prepare(language: language, access: nil, audit: audit(for: context))
            return AcknowledgedAnswer(acknowledged: ADWebAcknowledged(value: try await body(session), version: nil, durable: nil))
        case .perBrowser(let store, _):
            let after = try Self.version(in: request, VersionHeader.after)
            let (access, audit) = (try access(for: context), audit(for: context))
            guard let id = try sessionID(of: request, context),
                let answer = try await store.run(id: id, after: after, repeatable: repeatable, keptByPage: keptByPage, { session throws(ADWebError) in
                    await Self.preparing(language, access, audit)(session)
                    return try await body(session)
                })
            else {
                throw Self.sessionEnded
            }
            return AcknowledgedAnswer(acknowledged: answer)
        }
    }

    /// `POST /event`: the posted event, as ``acknowledged(_:repeatable:keptByPage:_:)`` runs it,
    /// for a page that sends the events it keeps with it (``ADWebSessionStore/run(id:after:durable:kept:prepare:_:)``):
    /// a node that lacks them applies them before `body`.
    /// - Throws: ``ADWebError``: as ``acknowledged(_:repeatable:keptByPage:_:)``; 400 for a
    ///   malformed `X-ActionData-Durable` or kept event.
    func acknowledged<Answer: ResponseGenerator & Sendable>(
        _ request: Request, _ context: ADWebRequestContext, carrying posted: EventPost,
        _ body: @Sendable (ADWebSession) async throws(ADWebError) -> Answer
    ) async throws(ADWebError) -> AcknowledgedAnswer<Answer> {
        guard case .perBrowser(let store, _) = sessions, let after = try Self.version(in: request, VersionHeader.after) else {
            return try await acknowledged(request, context, repeatable: true, body)
        }
        let language = Self.language(of: request)
        let durable = try Self.version(in: request, VersionHeader.durable)
        let (access, audit) = (try access(for: context), audit(for: context))
        guard let id = try sessionID(of: request, context),
            let answer = try await store.run(
                id: id, after: after, durable: durable, kept: { () throws(ADWebError) in try posted.keptEvents() },
                prepare: Self.preparing(language, access, audit),
                { session throws(ADWebError) in
                    await Self.preparing(language, access, audit)(session)
                    return try await body(session)
                })
        else {
            throw Self.sessionEnded
        }
        return AcknowledgedAnswer(acknowledged: answer)
    }

    /// `POST /replay`: `events` applied in order after the version `X-ActionData-After` names
    /// (``ADWebSessionStore/replay(id:after:events:prepare:)``).
    /// - Throws: ``ADWebError``: 400 without `X-ActionData-After`; 404 where sessions are not
    ///   answered once applied; as ``ADWebSessionStore/replay(id:after:events:prepare:)``.
    func replay(_ request: Request, _ context: ADWebRequestContext, _ events: [ADWebEvent]) async throws(ADWebError) -> AcknowledgedAnswer<ADWebUpdate> {
        guard case .perBrowser(let store, _) = sessions else {
            throw ADWebError(status: .notFound, message: "this server shares one form: it takes no replays")
        }
        guard let after = try Self.version(in: request, VersionHeader.after) else { throw ADWebError.badRequest("a replay needs X-ActionData-After") }
        let (access, audit) = (try access(for: context), audit(for: context))
        let language = Self.language(of: request)
        guard let id = try sessionID(of: request, context),
            let answer = try await store.replay(id: id, after: after, events: events, prepare: Self.preparing(language, access, audit))
        else {
            throw Self.sessionEnded
        }
        return AcknowledgedAnswer(acknowledged: answer)
    }

    /// The session the request's cookie names, `nil` when it names none: over TLS only the
    /// `__Host-` cookie is read, else only the plain one, as `GET /` sets them.
    /// - Throws: ``ADWebError`` (403) when the session belongs to another identity.
    private func sessionID(of request: Request, _ context: ADWebRequestContext) throws(ADWebError) -> String? {
        let name = context.isSecure ? Self.secureSessionCookie : Self.sessionCookie
        guard let cookie = request.cookies[name]?.value else { return nil }
        guard let id = ownedSession(cookie, by: context.identity) else { throw Self.othersSession }
        return id
    }

    /// The session a cookie value names when `identity` owns it (always, without identities).
    func ownedSession(_ cookie: String, by identity: ADIdentity) -> String? {
        guard let ownership else { return cookie }
        guard case .owned(let id) = ownership.claim(cookie, by: identity) else { return nil }
        return id
    }

    /// What the identity asking may do, when rules are enforced.
    ///
    /// Secure by default: where the server learns who is asking (accounts, an identity-aware
    /// proxy, bearer tokens), someone it cannot name gets nothing unless the rules grant the
    /// role `anonymous` something.
    ///
    /// - Throws: ``ADWebError``: 401 to someone not identified where identities are known and
    ///   no rules say what the anonymous may do; 500 when the rules cannot take the identity in.
    func access(for context: ADWebRequestContext) throws(ADWebError) -> ADAccess? {
        guard let rules else {
            if !identitySource.isAnonymous, context.identity.isAnonymous { throw Self.signInFirst }
            return nil
        }
        return try rules.access(for: context.identity)
    }

    /// How the saves and deletes of the identity asking are written to the history: by
    /// them, withholding the values of the fields some role may not see.
    func audit(for context: ADWebRequestContext) -> ADAudit {
        rules?.audit(by: context.identity) ?? ADAudit(by: context.identity)
    }

    /// What puts a request's language, permissions and author in force on its session, before anything
    /// of the request runs there (the kept or replayed events it carries included).
    private static func preparing(
        _ language: ADUserLocale, _ access: ADAccess?, _ audit: ADAudit
    ) -> @Sendable (ADWebSession) async -> Void {
        { session in await session.prepare(language: language, access: access, audit: audit) }
    }

    /// A request from someone not signed in, where only people signed in are served.
    private static let signInFirst = ADWebError(status: .unauthorized, message: "sign in first")

    /// A request presenting another identity's session.
    private static let othersSession = ADWebError(status: .forbidden, message: "this session belongs to someone else; reload the page")

    /// The version the request names in the header `name` (``VersionHeader``): `after`, the
    /// version of the page's last answer; `durable`, the highest stored version it was answered.
    /// `nil` when not sent.
    /// - Throws: ``ADWebError`` (400) naming the header when it is not a version.
    private static func version(in request: Request, _ name: HTTPField.Name) throws(ADWebError) -> ADWebPageVersion? {
        guard let header = request.headers[name] else { return nil }
        return try ADWebPageVersion(header: header, named: name.rawName)
    }

    /// A request whose cookie names no session the store holds.
    private static let sessionEnded = ADWebError(status: .gone, message: "this page's session has ended; reload the page to start again")

    /// The language the request's `Accept-Language` prefers; English when it names none this
    /// understands. A session shows and reads numbers and dates in it.
    static func language(of request: Request) -> ADUserLocale {
        ADUserLocale(acceptLanguage: request.headers[values: .acceptLanguage].joined(separator: ","))
    }

    /// The page's content type.
    static let html = "text/html; charset=utf-8"

    /// Throws when the form has more bound controls than ``limits`` allow
    /// (``ADWebServerLimits/maximumControls``); ``run(host:port:)`` asks first.
    public func checkFormSize() throws(ADWebFormSizeError) {
        let controls = switch sessions {
        case .shared(let session): session.controlCount
        case .perBrowser(let store, _): store.controlCount
        }
        guard controls <= limits.maximumControls else { throw ADWebFormSizeError(controls: controls, limit: limits.maximumControls) }
    }

    static func response(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
