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
public struct ADWebServer: Sendable {
    /// The form being served.
    public let session: ADWebSession

    /// A server for `session`.
    public init(session: ADWebSession) {
        self.session = session
    }

    /// The largest request body accepted: an event is a few hundred bytes.
    static let maximumBodySize = 64 * 1024

    /// The routes, for running or for testing with HummingbirdTesting.
    public func router() -> Router<BasicRequestContext> {
        let router = Router()
        let session = session
        router.get("/") { _, _ in Self.response(await session.page(), type: "text/html; charset=utf-8") }
        router.get("/state") { _, _ in Self.json(await session.stateJSON()) }
        router.get("/record") { _, _ in Self.json(await session.recordJSON()) }
        router.post("/save") { _, _ in Self.json(await session.saveJSON()) }
        router.post("/reset") { _, _ in Self.json(await session.resetJSON()) }
        router.post("/event") { request, _ in
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: Self.maximumBodySize)
            } catch {
                return Self.failure(ADWebError(status: 413, message: "the event is larger than \(Self.maximumBodySize) bytes"))
            }
            do throws(ADWebError) {
                return Self.json(try await session.handle(eventJSON: String(buffer: body)))
            } catch {
                return Self.failure(error)
            }
        }
        return router
    }

    /// Serves the form until the process is stopped.
    public func run(host: String = "127.0.0.1", port: Int = 8080) async throws {
        let application = Application(router: router(), configuration: .init(address: .hostname(host, port: port)))
        try await application.runService()
    }

    private static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        response(text, type: "application/json; charset=utf-8", status: status)
    }

    private static func failure(_ error: ADWebError) -> Response {
        let text = (try? (["error": .string(error.message)] as ADRecord).jsonString()) ?? #"{"error":"request refused"}"#
        return json(text, status: HTTPResponse.Status(code: error.status))
    }

    private static func response(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
