import ActionDataStorage
import Hummingbird
import NIOCore

/// A snapshot page as the server answers it: its JSON, gzipped too when the request takes
/// gzip, and where the next page starts.
struct SnapshotAnswer: Sendable {
    var json: ByteBuffer
    var gzipped: ByteBuffer?
    var next: ADSyncSnapshotPosition?

    /// The answer to `request`.
    func response(to request: Request) -> Response {
        ResponseCompression.response(json, type: "application/json", request: request, gzipped: gzipped)
    }
}
