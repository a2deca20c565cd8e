import Hummingbird
import NIOCore

/// The JSON encoder of the web front end's answers: it writes an `Encodable` value straight into
/// text as it encodes — keys in the order the value encodes them, `/` unescaped, no
/// intermediate tree — so an answer costs what writing it by hand cost, and its text is the
/// same from run to run.
///
/// It takes what the answers encode: keyed, unkeyed and single-value containers, each value
/// in its own container. A value that asks for a nested container or a super-encoder, or for
/// two kinds of container, or a number that is not finite, is refused with an `EncodingError`.
public struct ADWebResponseEncoder: ResponseEncoder {
    /// An encoder.
    public init() {}

    /// `value` as an `application/json` answer.
    /// gzipped when the request takes gzip and the answer is large (a form's first states; not
    /// an event's answer, which carries only what changed).
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        let text = try Self.text(of: value)
        return ResponseCompression.response(ByteBuffer(string: text), type: "application/json; charset=utf-8", request: request)
    }

    /// The JSON text of `value`.
    public static func text(of value: some Encodable) throws -> String {
        let output = JSONOutput()
        let encoder = StreamEncoder(output: output)
        try value.encode(to: encoder)
        try encoder.finish()
        return output.text
    }
}
