import ActionData
import ActionDataStorage
import CompressNIO
import Foundation
import Hummingbird
import NIOCore

/// `POST /sync/push` and `GET /sync/pull`, for identities the server knows, under its rules.
struct SyncRoutes {
    let sync: ADWebSync
    let permissions: ADPermissions?

    func add(to router: Router<ADWebRequestContext>) {
        let routes = self
        router.post(RouterPath(ADWebSync.pushPath)) { request, context in
            let access = try routes.access(of: context)
            let push = try await routes.push(in: request)
            return try await routes.answer(push, access: access, request: request)
        }
        router.get(RouterPath(ADWebSync.pullPath)) { request, context in
            let access = try routes.access(of: context)
            return try await routes.pull(request, access: access)
        }
        router.get(RouterPath(ADWebSync.snapshotPath)) { request, context in
            let access = try routes.access(of: context)
            return try await routes.snapshot(request, access: access)
        }
    }

    /// Who is asking; 401 for someone the server does not know.
    private func access(of context: ADWebRequestContext) throws(ADWebError) -> SyncAccess {
        guard !context.identity.isAnonymous else {
            throw ADWebError(status: .unauthorized, message: "sync needs a bearer token or a signed-in session")
        }
        return SyncAccess(permissions: permissions, identity: context.identity)
    }

    /// The push a request's body holds, gzip undone, within the limits.
    private func push(in request: Request) async throws(ADWebError) -> ADSyncPush {
        var body = try await ADWebServer.body(of: request, upTo: sync.maximumPushBytes, naming: "the push")
        if let encoding = request.headers[.contentEncoding]?.lowercased(), encoding != "identity" {
            guard encoding == "gzip" else { throw ADWebError(status: .unsupportedMediaType, message: "a push is plain or gzip, not \(encoding)") }
            do {
                body = try body.decompress(with: .gzip(), maxSize: sync.maximumPushBytes)
            } catch {
                throw ADWebError.tooLarge("the push, unzipped,", limit: sync.maximumPushBytes)
            }
        }
        let push: ADSyncPush
        do {
            push = try JSONDecoder().decode(ADSyncPush.self, from: Data(buffer: body))
        } catch {
            throw ADWebError.badRequest("the push is not a sync push: \(Self.reason(error))")
        }
        guard push.changes.count <= sync.maximumPushChanges else {
            throw ADWebError(status: .contentTooLarge, message: "a push carries at most \(sync.maximumPushChanges) changes")
        }
        guard !push.replica.isEmpty, push.replica.utf8.count <= ADSyncStamp.maximumReplicaLength else {
            throw ADWebError.badRequest("the push's replica must be 1 to \(ADSyncStamp.maximumReplicaLength) bytes")
        }
        return push
    }

    /// Applies `push` for `access`'s identity and answers each change's outcome.
    private func answer(_ push: ADSyncPush, access: SyncAccess, request: Request) async throws(ADWebError) -> Response {
        let outcomes: [ADSyncOutcome]
        do {
            outcomes = try await sync.provider.apply(push.changes, review: access.review, options: sync.options)
        } catch {
            throw ADWebError(status: .serviceUnavailable, message: "the changes could not be stored: \(error)")
        }
        let refused = zip(push.changes, outcomes).compactMap { change, outcome -> (ADSyncChange, String)? in
            guard case .refused(let message) = outcome else { return nil }
            return (change, message)
        }
        let stored = try await records(of: refused.map(\.0))
        let refusals = refused.map { change, message in
            access.refusal(of: change, message: message, stored: stored[Self.group(change)])
        }
        return try Self.json(ADSyncPushAnswer(outcomes: outcomes, refusals: refusals), request: request)
    }

    /// A page of changes after the request's cursor that the identity may read; 409 when the
    /// cursor is not one of this log's (another database's, or past the log's end: the
    /// database was restored from an older backup), so the device fetches a snapshot.
    private func pull(_ request: Request, access: SyncAccess) async throws(ADWebError) -> Response {
        let query = request.uri.queryParameters
        guard let since = Int64(query.get("since") ?? "0"), since >= 0 else {
            throw ADWebError.badRequest("since must be a cursor a pull answered (a whole number, 0 at first)")
        }
        let limit = try pageSize(query.get("limit"))
        let replica = query.get("replica").flatMap { $0.isEmpty ? nil : $0 }
        let (page, log) = try await reading { () async throws -> (ADSyncPage, String) in
            let log = try await sync.provider.logIdentity()
            if let named = query.get("log"), named != log {
                throw ADWebError(status: .conflict, message: "fetch a snapshot: the cursor is another database's log")
            }
            if since > 0, try await sync.provider.lastSequence() < since {
                throw ADWebError(status: .conflict, message: "fetch a snapshot: the server's log ends before the cursor (it was restored from a backup)")
            }
            return (try await sync.provider.changes(after: since, excluding: replica, limit: limit), log)
        }
        var visible = page.changes
        if access.permissions != nil {
            let stored = try await records(of: page.changes)
            visible = page.changes.filter { access.mayPull($0, stored: stored[Self.group($0)]) }
        }
        return try Self.json(ADSyncPage(changes: visible, cursor: page.cursor, more: page.more, log: log), request: request)
    }

    /// A page of the snapshot after the request's position: the records the identity may
    /// read, each without the fields hidden from them.
    private func snapshot(_ request: Request, access: SyncAccess) async throws(ADWebError) -> Response {
        let query = request.uri.queryParameters
        let limit = try pageSize(query.get("limit"))
        var position: ADSyncSnapshotPosition?
        switch (query.get("table"), query.get("after")) {
        case (nil, nil): position = nil
        case (let table?, let after?): position = ADSyncSnapshotPosition(table: table, record: after)
        default: throw ADWebError.badRequest("a snapshot's position names both its table and the record after which it goes on")
        }
        var answer = ADSyncSnapshotPage(changes: [], cursor: 0, log: "", next: nil)
        var read: ADSyncSnapshotPage?
        var answered = 0
        // Read on until `limit` records the person may see, or the end: the next position is
        // the last of theirs, so no answer names a record hidden from them.
        repeat {
            let after = read?.next ?? position
            let page = try await reading { () async throws -> ADSyncSnapshotPage in try await sync.provider.snapshot(after: after, limit: limit) }
            if read == nil { (answer.cursor, answer.log) = (page.cursor, page.log) }
            read = page
            var visible = page.changes
            if access.permissions != nil {
                let stored = try await records(of: page.changes)
                visible = page.changes.filter { access.mayPull($0, stored: stored[Self.group($0)]) }
            }
            for change in visible where answer.next?.table != change.table || answer.next?.record != change.record {
                answer.next = ADSyncSnapshotPosition(table: change.table, record: change.record)
                answered += 1
            }
            answer.changes += visible
        } while read?.next != nil && answered < limit
        if read?.next == nil { answer.next = nil }
        return try Self.json(answer, request: request)
    }

    /// The page size a request asks for, within the server's.
    private func pageSize(_ asked: String?) throws(ADWebError) -> Int {
        let size = asked.map { Int($0) ?? 0 } ?? sync.maximumPageSize
        guard size > 0 else { throw ADWebError.badRequest("limit must be a positive whole number") }
        return min(size, sync.maximumPageSize)
    }

    /// Runs `body`, a read of the provider: a web error stays as it is, the database's own as 503.
    private func reading<Result: Sendable>(_ body: () async throws -> Result) async throws(ADWebError) -> Result {
        do {
            return try await body()
        } catch let error as ADWebError {
            throw error
        } catch {
            throw ADWebError(status: .serviceUnavailable, message: "the changes could not be read: \(error)")
        }
    }

    /// The stored rows of the records `changes` touch, by ``group(_:)``.
    private func records(of changes: [ADSyncChange]) async throws(ADWebError) -> [String: ADRecord] {
        var keys: [String: Set<String>] = [:]
        for change in changes { keys[change.table, default: []].insert(change.record) }
        var records: [String: ADRecord] = [:]
        for (table, tableKeys) in keys {
            do {
                for (key, record) in try await sync.provider.syncedRecords(in: table, keys: Array(tableKeys)) {
                    records[table + "\u{1F}" + key] = record
                }
            } catch {
                throw ADWebError(status: .serviceUnavailable, message: "the records could not be read: \(error)")
            }
        }
        return records
    }

    /// A change's record, as ``records(of:)`` keys it.
    private static func group(_ change: ADSyncChange) -> String { change.table + "\u{1F}" + change.record }

    /// `value` as a JSON answer, gzipped when the client takes gzip.
    private static func json(_ value: some Encodable, request: Request) throws(ADWebError) -> Response {
        do {
            let data = try JSONEncoder().encode(value)
            return ResponseCompression.response(ByteBuffer(bytes: data), type: "application/json", request: request)
        } catch {
            throw ADWebError(status: .internalServerError, message: "the answer could not be written")
        }
    }

    /// A decoding error as a person reads it: what was wrong, and where.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default:
            return "the body is not JSON"
        }
    }
}
