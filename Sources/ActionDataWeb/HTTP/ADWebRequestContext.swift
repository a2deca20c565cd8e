import Foundation
import Hummingbird

/// The request context of ``ADWebServer``'s routes: Hummingbird's basic context, with an encoder
/// that writes the page's answers (``ADWebUpdate``, ``ADWebError``) with their keys in order and
/// slashes unescaped, so an answer's text is the same from run to run.
public struct ADWebRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }

    /// The encoder of every JSON answer.
    public var responseEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
