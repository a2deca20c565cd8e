import Hummingbird

/// The request context of ``ADWebServer``'s routes: Hummingbird's basic context, whose answers
/// (``ADWebUpdate``, ``ADWebError``) are written by ``ADWebResponseEncoder``.
public struct ADWebRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }

    /// The encoder of every JSON answer.
    public var responseEncoder: ADWebResponseEncoder { ADWebResponseEncoder() }
}
