import CompressNIO
import HTTPTypes
import Hummingbird
import NIOCore

/// gzip for the answers that grow with a form: the page, its first states, its script and
/// style sheet, and any JSON answer of at least ``threshold`` bytes, when the request's
/// `Accept-Encoding` takes gzip. An event's answer, a few hundred bytes, goes as it is:
/// compressing it would cost more time than the bytes it saves.
enum ResponseCompression {
    /// The smallest body compressed.
    static let threshold = 1_024

    /// `bytes` gzipped; `nil` when zlib fails, and the body then goes as it is.
    static func gzip(_ bytes: ByteBuffer) -> ByteBuffer? {
        var input = bytes
        do {
            return try input.compress(with: .gzip())
        } catch {
            // Nothing lost: the answer goes uncompressed, which every client reads.
            return nil
        }
    }

    /// `body` answered with `type`: gzipped (from `gzipped` when given, or compressed now) when
    /// `request` takes gzip and the body is at least ``threshold`` bytes.
    static func response(_ body: ByteBuffer, type: String, request: Request, gzipped: ByteBuffer? = nil) -> Response {
        var headers: HTTPFields = [.contentType: type]
        guard body.readableBytes >= threshold else {
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
        }
        headers[.vary] = "Accept-Encoding"
        guard ADWebServer.acceptsGzip(request.headers[.acceptEncoding] ?? ""), let compressed = gzipped ?? gzip(body) else {
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
        }
        headers[.contentEncoding] = "gzip"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: compressed))
    }
}
