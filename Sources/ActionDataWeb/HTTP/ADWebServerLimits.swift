/// What the web server accepts, so no client can hold it up or make it read without end.
///
/// ```swift
/// var limits = ADWebServerLimits()
/// limits.maximumConnections = 200
/// try await ADWebServer(sessions: sessions, limits: limits).run(port: 8080)
/// ```
public struct ADWebServerLimits: Sendable, Hashable {
    /// The largest request body, in bytes; a larger one is refused with 413 from its
    /// `Content-Length`, before it is read. Events are a few hundred bytes. Default 64 KiB.
    public var maximumBodySize = 64 * 1024
    /// The largest chosen image the server reads (`POST /image`), in bytes; a larger one is
    /// refused with 413 from its `Content-Length`, before it is read. The image view's own
    /// `ADImageViewModel.maximumImageSize` (1 MiB by default) decides what it
    /// accepts. Default 2 MiB.
    public var maximumImageSize = 2 * 1024 * 1024
    /// The largest header field and the largest header block, in bytes. Default 16 KiB.
    public var maximumHeaderSize = 16 * 1024
    /// The most header fields in one request. Default 100.
    public var maximumHeaderCount = 100
    /// How long a connection may send nothing before it is closed: a client that opens a
    /// connection, or starts a request, and then stalls is cut off. Default 30 s.
    public var idleTimeout: Duration = .seconds(30)
    /// How long a request may take to arrive, head and body, from its first byte: a client
    /// that trickles its request a byte at a time, never silent for the ``idleTimeout``, is
    /// answered `408 Request Timeout` and cut off. Default 10 s.
    public var requestTimeout: Duration = .seconds(10)
    /// How long `GET /healthz` waits for the session storage and the records to answer before
    /// it answers 503. Default 2 s.
    public var healthCheckTimeout: Duration = .seconds(2)
    /// The most connections open at once; more wait in the listen backlog. Default 512.
    public var maximumConnections = 512
    /// The most bound controls a served form may have. A larger form is refused before the
    /// server listens (``ADWebServer/run(host:port:)`` throws ``ADWebFormSizeError``): each
    /// session builds the whole form, so a document of 100,000 controls would make every
    /// visitor wait for its page and hold its memory. A form of 10,000 controls is ready in
    /// the browser within a second (docs/performance.md in the repository). Default 20,000.
    public var maximumControls = 20_000

    /// The defaults above.
    public init() {}
}
