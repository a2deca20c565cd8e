import ActionData
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc

/// A request must arrive within ``ADWebServerLimits/requestTimeout`` of its first byte, however
/// steadily it trickles in.
@Suite("Web: a request trickled in slower than the request timeout is cut off")
struct SlowRequestTests {
    /// A server whose requests must arrive within 1 s, and whose connections may be silent
    /// for 5 minutes: a byte every 0.2 s is never idle, and the test client's own connection,
    /// open from the start, outlives a run slowed by the rest of the suite (one took 83 s).
    private func server() async throws -> ADWebServer {
        var limits = ADWebServerLimits()
        limits.requestTimeout = .seconds(1)
        limits.idleTimeout = .seconds(300)
        return ADWebServer(sessions: try await ADWebSessionStore { WebFormFixture.form() }, limits: limits)
    }

    static let starts = [
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ",
        "POST /event HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n",
    ]

    @Test("A client trickling its head or its body is answered 408 and cut off", arguments: starts)
    func aTricklingClientIsCutOff(start: String) async throws {
        try await server().application(host: "127.0.0.1", port: 0).test(.live) { client in
            let port = try #require(client.port)
            let outcome = try await Spawned.onOwnThread { try TrickleClient.trickle(port: port, start: start, for: 100, every: 200_000) }
            #expect(outcome.closed, "the connection is closed while the client still sends (\(outcome.ending))")
            #expect(outcome.answer.hasPrefix("HTTP/1.1 408"), "answered: \(outcome.answer)")
            let status = try await client.execute(uri: "/", method: .get) { $0.status }
            #expect(status == .ok, "a normal client is still served")
        }
    }

    @Test func aKeptAliveConnectionGetsAFreshDeadlineForEachRequest() async throws {
        try await server().application(host: "127.0.0.1", port: 0).test(.live) { client in
            let port = try #require(client.port)
            let lines = try await Spawned.onOwnThread { try TrickleClient.twoRequests(port: port, pause: 1_500_000) }
            #expect(lines == ["HTTP/1.1 204 No Content", "HTTP/1.1 204 No Content"])
        }
    }
}

/// A client on a bare socket that sends a request head slowly.
enum TrickleClient {
    struct Outcome {
        var closed: Bool
        var answer: String
        /// How the wait for the close after the answer ended.
        var ending = ""
    }

    /// Sends the start of a request, then one more byte every `interval` microseconds, at
    /// most `bytes` times, until the server answers; then reads the rest of the answer and
    /// waits up to 30 s for it to close the connection.
    static func trickle(port: Int, start: String, for bytes: Int, every interval: useconds_t) throws -> Outcome {
        let socket = try RawClient.connected(port: port)
        defer { close(socket) }
        setReceiveTimeout(socket, microseconds: Int(interval))
        guard send(socket, start) else { return Outcome(closed: true, answer: "") }
        var answer: [UInt8] = []
        for _ in 0..<bytes {
            var buffer = [UInt8](repeating: 0, count: 512)
            let received = RawClient.receive(socket, into: &buffer)
            if received == 0 { return Outcome(closed: true, answer: String(decoding: answer, as: UTF8.self)) }
            if received > 0 {
                answer += buffer[..<received]
                // Answered: the close follows; a server busy with the rest of the suite may be
                // slow to it (a clean-clone CI run once waited 10 s in vain), and the bytes left
                // to send are no measure of that.
                setReceiveTimeout(socket, microseconds: 30_000_000)
                var rest = RawClient.receive(socket, into: &buffer)
                while rest > 0 {
                    answer += buffer[..<rest]
                    rest = RawClient.receive(socket, into: &buffer)
                }
                let failure = rest < 0 ? errno : 0
                let closed = rest == 0 || (failure != EAGAIN && failure != EWOULDBLOCK)
                return Outcome(
                    closed: closed, answer: String(decoding: answer, as: UTF8.self),
                    ending: rest == 0 ? "closed" : "recv failed with errno \(failure)")
            }
            if received < 0, errno != EAGAIN, errno != EWOULDBLOCK {
                return Outcome(closed: true, answer: String(decoding: answer, as: UTF8.self))
            }
            if answer.isEmpty, !send(socket, "a") { return Outcome(closed: true, answer: "") }
        }
        return Outcome(closed: false, answer: String(decoding: answer, as: UTF8.self))
    }

    /// Sends two requests on one connection, `pause` microseconds apart, and returns the
    /// status line of each answer, or how the receiving failed.
    static func twoRequests(port: Int, pause: useconds_t) throws -> [String] {
        let socket = try RawClient.connected(port: port)
        defer { close(socket) }
        // Generous: a server busy with the rest of the suite may answer late; a deadline wrongly
        // left running closes the connection, which recv reports at once.
        setReceiveTimeout(socket, microseconds: 60_000_000)
        var lines: [String] = []
        for turn in 0..<2 {
            if turn > 0 { usleep(pause) }
            guard send(socket, "GET /favicon.ico HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") else { break }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let received = RawClient.receive(socket, into: &buffer)
            guard received > 0 else {
                lines.append("request \(turn + 1): recv returned \(received), errno \(errno)")
                break
            }
            let text = String(decoding: buffer[..<received], as: UTF8.self)
            lines.append(text.split(separator: "\r\n").first.map(String.init) ?? "")
        }
        return lines
    }

    private static func send(_ socket: Int32, _ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return Glibc.send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count
    }

    private static func setReceiveTimeout(_ socket: Int32, microseconds: Int) {
        var timeout = timeval(tv_sec: microseconds / 1_000_000, tv_usec: microseconds % 1_000_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }
}
#endif
