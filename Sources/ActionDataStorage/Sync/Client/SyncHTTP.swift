import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The sync protocol's requests over URLSession, with their errors as ``ADSyncError``s.
struct SyncHTTP: Sendable {
    let server: URL
    let session: URLSession
    let token: String?

    /// `POST /sync/push`.
    func push(_ push: ADSyncPush) async throws(ADSyncError) -> ADSyncPushAnswer {
        var request = URLRequest(url: server.appendingPathComponent("sync/push"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        do {
            request.httpBody = try JSONEncoder().encode(push)
        } catch {
            throw ADSyncError(.malformed("the push could not be written: \(error)"))
        }
        return try await send(request, answering: ADSyncPushAnswer.self)
    }

    /// `GET /sync/pull?since=…&log=…`.
    func pull(since cursor: ADSyncCursor, replica: String, limit: Int) async throws(ADSyncError) -> ADSyncPage {
        var query = [
            URLQueryItem(name: "since", value: String(cursor.position)), URLQueryItem(name: "replica", value: replica),
            URLQueryItem(name: "limit", value: String(limit)),
        ]
        if let log = cursor.log { query.append(URLQueryItem(name: "log", value: log)) }
        return try await send(URLRequest(url: try url("sync/pull", query: query)), answering: ADSyncPage.self)
    }

    /// `GET /sync/snapshot?replica=…&table=…&after=…`.
    func snapshot(after position: ADSyncSnapshotPosition?, replica: String, limit: Int) async throws(ADSyncError) -> ADSyncSnapshotPage {
        var query = [URLQueryItem(name: "replica", value: replica), URLQueryItem(name: "limit", value: String(limit))]
        if let position {
            query += [URLQueryItem(name: "table", value: position.table), URLQueryItem(name: "after", value: position.record)]
        }
        return try await send(URLRequest(url: try url("sync/snapshot", query: query)), answering: ADSyncSnapshotPage.self)
    }

    /// The server's route `path` with `query`.
    private func url(_ path: String, query: [URLQueryItem]) throws(ADSyncError) -> URL {
        guard var components = URLComponents(url: server.appendingPathComponent(path), resolvingAgainstBaseURL: false) else {
            throw ADSyncError(.malformed("\(server) is not a server address"))
        }
        components.queryItems = query
        guard let url = components.url else { throw ADSyncError(.malformed("\(server) is not a server address")) }
        return url
    }

    /// `POST /sync/token`: the token a name and password sign in with.
    func signIn(name: String, password: String) async throws(ADSyncError) -> String {
        var request = URLRequest(url: server.appendingPathComponent("sync/token"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data((#"{"name":"# + Self.quoted(name) + #","password":"# + Self.quoted(password) + "}").utf8)
        return try await send(request, answering: TokenAnswer.self).token
    }

    private struct TokenAnswer: Decodable { var token: String }

    private struct ErrorAnswer: Decodable { var error: String }

    private func send<Answer: Decodable>(_ request: URLRequest, answering: Answer.Type) async throws(ADSyncError) -> Answer {
        var request = request
        request.setValue("gzip", forHTTPHeaderField: "Accept-Encoding")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token { request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization") }
        request.timeoutInterval = 60
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw ADSyncError(.unreachable(error.localizedDescription))
        }
        guard let http = response as? HTTPURLResponse else { throw ADSyncError(.unreachable("the answer is not HTTP")) }
        guard http.statusCode == 200 else {
            let message = (try? JSONDecoder().decode(ErrorAnswer.self, from: data))?.error ?? String(decoding: data.prefix(300), as: UTF8.self)
            throw ADSyncError(.server(status: http.statusCode, message: message))
        }
        do {
            return try JSONDecoder().decode(Answer.self, from: data)
        } catch {
            throw ADSyncError(.malformed("the server's answer does not parse: \(error)"))
        }
    }

    /// `text` as a JSON string literal.
    private static func quoted(_ text: String) -> String {
        guard let data = try? JSONEncoder().encode(text) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }
}
