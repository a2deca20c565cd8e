import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc

/// One request written by hand on a bare socket, for headers a client library sets itself
/// (`Host`): the answer's status, header lines and body.
struct RawHTTP {
    var status = 0
    /// The header lines, lowercased names.
    var headers: [(name: String, value: String)] = []
    var body = ""

    /// The values of the header `name` (lowercase).
    func values(_ name: String) -> [String] { headers.filter { $0.name == name }.map(\.value) }

    /// Sends `method path` with `Host: host` and `headers` to the server on `port`, closing
    /// the connection after the answer.
    static func exchange(
        port: Int, host: String, _ method: String = "GET", _ path: String = "/", headers: [String] = [], body: String = ""
    ) async throws -> RawHTTP {
        var lines = ["\(method) \(path) HTTP/1.1", "Host: \(host)", "Connection: close"] + headers
        if method == "POST" { lines.append("Content-Length: \(body.utf8.count)") }
        let request = lines.joined(separator: "\r\n") + "\r\n\r\n" + body
        let text = try await Spawned.onOwnThread { try Self.roundTrip(request, port: port) }
        var answer = RawHTTP()
        let parts = text.split(separator: "\r\n\r\n", maxSplits: 1, omittingEmptySubsequences: false)
        let head = parts.first.map { $0.split(separator: "\r\n") } ?? []
        answer.status = head.first.flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Int($0) } ?? 0
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            answer.headers.append((line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        answer.body = parts.count > 1 ? String(parts[1]) : ""
        return answer
    }

    private static func roundTrip(_ request: String, port: Int) throws -> String {
        let socket = try RawClient.connected(port: port)
        defer { close(socket) }
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = RawClient.receive(socket, into: &buffer)
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }
}
#endif
