import ActionData
import ActionDataStorage
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Requests a device's client would never send, written by hand.
struct SyncRequests: Sendable {
    let url: URL
    let token: String

    static func signedIn(as name: String, at url: URL) async throws -> SyncRequests {
        let (status, body) = try await send(
            url, "POST", "sync/token", body: Data(#"{"name":"\#(name)","password":"\#(SyncServer.password(of: name))"}"#.utf8), token: nil)
        #expect(status == 200)
        let token = try JSONDecoder().decode([String: ADValue].self, from: body)["token"]?.stringValue
        return SyncRequests(url: url, token: try #require(token))
    }

    func push(_ body: Data, headers: [String: String] = [:]) async throws -> (Int, Data) {
        try await Self.send(url, "POST", "sync/push", body: body, token: token, headers: headers)
    }

    /// Pushes `changes` under `replica` (by default the first change's).
    func push(_ changes: [ADSyncChange], as replica: String? = nil) async throws -> ADSyncPushAnswer {
        let replica = replica ?? changes.first?.stamp.replica ?? "forger"
        let (status, body) = try await push(try JSONEncoder().encode(ADSyncPush(replica: replica, changes: changes)))
        #expect(status == 200, "\(String(decoding: body, as: UTF8.self))")
        return try JSONDecoder().decode(ADSyncPushAnswer.self, from: body)
    }

    /// A page of the snapshot after `position`, for `replica`.
    func snapshot(after position: ADSyncSnapshotPosition?, limit: Int, replica: String = "forger") async throws -> ADSyncSnapshotPage {
        var query = "replica=\(replica)&limit=\(limit)"
        if let position {
            let allowed = CharacterSet.alphanumerics
            query += "&table=" + (position.table.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
            query += "&after=" + (position.record.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
        }
        let (status, body) = try await Self.send(url, "GET", "sync/snapshot?" + query, body: nil, token: token)
        #expect(status == 200, "\(String(decoding: body, as: UTF8.self))")
        return try JSONDecoder().decode(ADSyncSnapshotPage.self, from: body)
    }

    func pull(_ query: String) async throws -> (Int, Data) {
        try await Self.send(url, "GET", "sync/pull?" + query, body: nil, token: token)
    }

    static func send(
        _ url: URL, _ method: String, _ path: String, body: Data?, token: String?, headers: [String: String] = [:]
    ) async throws -> (Int, Data) {
        var request = URLRequest(url: try #require(URL(string: url.absoluteString + "/" + path)))
        request.httpMethod = method
        request.httpBody = body
        if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        if let token { request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }
}
