import ActionData
import Hummingbird

/// The HTTP front end of a form: the page, its state, and the endpoints its script calls.
///
/// | route | answer |
/// | --- | --- |
/// | `GET /` | the page |
/// | `GET /state` | every control's state and the record |
/// | `POST /event` | applies `{"id", "action", "value"}`; the states of the controls that changed |
/// | `POST /save` | writes the edits into the record, all or nothing; failures per control |
/// | `POST /reset` | discards the edits |
/// | `GET /record` | the record as JSON |
///
/// With an ``ADWebSessionStore`` every browser has its own form: `GET /` opens a session and
/// sets the ``sessionCookie``; the other routes answer 410 when the cookie names no open
/// session, and the page reloads to open a new one.
public struct ADWebServer: Sendable {
    private enum Sessions: Sendable {
        case shared(ADWebSession)
        case perBrowser(ADWebSessionStore)
    }

    /// The cookie holding a browser's session identifier.
    public static let sessionCookie = "actiondata-session"

    private let sessions: Sessions
    private let records: (any ADWebRecordStore)?

    /// A server where every browser shares the one form in `session` (a kiosk, or a demo of
    /// live updates across windows); with `records`, the page lists them beside the form.
    public init(session: ADWebSession, records: (any ADWebRecordStore)? = nil) {
        sessions = .shared(session)
        self.records = records
    }

    /// A server giving each browser its own form from `sessions`; with `records`, the page
    /// lists them beside the form, to search, open, start anew and delete.
    public init(sessions: ADWebSessionStore, records: (any ADWebRecordStore)? = nil) {
        self.sessions = .perBrowser(sessions)
        self.records = records
    }

    /// The largest request body accepted: an event is a few hundred bytes.
    static let maximumBodySize = 64 * 1024

    /// The routes, for running or for testing with HummingbirdTesting.
    public func router() -> Router<BasicRequestContext> {
        let router = Router()
        let server = self
        router.get("/") { request, _ in
            do throws(ADWebError) {
                let (session, newID) = try await server.pageSession(for: request)
                var response = Self.response(await session.page(listing: server.records != nil), type: "text/html; charset=utf-8")
                if let newID {
                    response.setCookie(Cookie(name: Self.sessionCookie, value: newID, path: "/", httpOnly: true, sameSite: .strict))
                }
                return response
            } catch {
                return Self.failure(error)
            }
        }
        router.get("/page.js") { _, _ in Self.response(PageScript.javascript, type: "text/javascript; charset=utf-8") }
        router.get("/page.css") { _, _ in Self.response(PageStyle.css, type: "text/css; charset=utf-8") }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/state") { request, _ in await server.answer(request) { session in await session.snapshot().json() } }
        router.get("/record") { request, _ in
            await server.answer(request) { session in
                (try? await session.record().jsonString(prettyPrinted: true, nonFiniteNumbers: .null)) ?? "{}"
            }
        }
        router.post("/save") { request, _ in await server.answer(request) { session in await session.save().json() } }
        router.post("/reset") { request, _ in await server.answer(request) { session in await session.reset().json() } }
        router.post("/refresh") { request, _ in await server.answer(request) { session in await session.refresh().json() } }
        if let records {
            RecordRoutes(server: server, records: records).add(to: router)
        }
        router.post("/event") { request, _ in
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: Self.maximumBodySize)
            } catch {
                return Self.failure(ADWebError(status: 413, message: "the event is larger than \(Self.maximumBodySize) bytes"))
            }
            return await server.answer(request) { session throws(ADWebError) in
                try await session.handle(ADWebEvent(json: String(buffer: body))).json()
            }
        }
        return router
    }

    /// Serves the form until the process is stopped.
    public func run(host: String = "127.0.0.1", port: Int = 8080) async throws {
        let application = Application(router: router(), configuration: .init(address: .hostname(host, port: port)))
        try await application.runService()
    }

    /// The session the page belongs to, and the identifier to set when a new one was opened.
    private func pageSession(for request: Request) async throws(ADWebError) -> (ADWebSession, String?) {
        switch sessions {
        case .shared(let session):
            return (session, nil)
        case .perBrowser(let store):
            if let session = await Self.openSession(of: request, in: store) { return (session, nil) }
            do {
                let (id, session) = try await store.open()
                return (session, id)
            } catch {
                throw ADWebError(status: 500, message: "the form could not be built: \(error)")
            }
        }
    }

    /// The JSON `body` gives for the request's session, or the error that stopped it.
    func answer(
        _ request: Request, _ body: (ADWebSession) async throws(ADWebError) -> String
    ) async -> Response {
        do throws(ADWebError) {
            return Self.json(try await body(try await session(for: request)))
        } catch {
            return Self.failure(error)
        }
    }

    private func session(for request: Request) async throws(ADWebError) -> ADWebSession {
        switch sessions {
        case .shared(let session):
            return session
        case .perBrowser(let store):
            guard let session = await Self.openSession(of: request, in: store) else {
                throw ADWebError(status: 410, message: "this page's session has ended; reload the page to start again")
            }
            return session
        }
    }

    /// The open session the request's cookie names, if any.
    private static func openSession(of request: Request, in store: ADWebSessionStore) async -> ADWebSession? {
        guard let id = request.cookies[sessionCookie]?.value else { return nil }
        return await store.session(id: id)
    }

    static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        response(text, type: "application/json; charset=utf-8", status: status)
    }

    static func failure(_ error: ADWebError) -> Response {
        let text = (try? (["error": .string(error.message)] as ADRecord).jsonString()) ?? #"{"error":"request refused"}"#
        return json(text, status: HTTPResponse.Status(code: error.status))
    }

    private static func response(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
