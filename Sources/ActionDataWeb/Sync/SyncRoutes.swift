import ActionData
import ActionDataStorage
import CompressNIO
import Foundation
import Hummingbird
import NIOCore
import OrderedCollections

/// `POST /sync/push` and `GET /sync/pull`, for identities the server knows, under its rules.
struct SyncRoutes {
    let sync: ADWebSync
    let permissions: ADPermissions?
    /// Whether the server has no identity source, where ``ADWebSync/servesAnonymous`` lets
    /// the anonymous sync.
    let unidentified: Bool
    /// What this process remembers of the replicas it serves.
    let replicas = SyncReplicaCache()
    /// The snapshot pages read before they are asked for.
    let readAhead = SnapshotReadAhead()

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

    /// Who is asking; 401 for someone the server does not know, unless the server has no
    /// identity source and serves the anonymous (``ADWebSync/servesAnonymous``).
    private func access(of context: ADWebRequestContext) throws(ADWebError) -> SyncAccess {
        guard !context.identity.isAnonymous || (sync.servesAnonymous && unidentified) else {
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

    /// Applies `push` for `access`'s identity and answers each change's outcome. A change
    /// stamped by another replica than the push's is refused: it would be hidden from that
    /// replica's pulls.
    private func answer(_ push: ADSyncPush, access: SyncAccess, request: Request) async throws(ADWebError) -> Response {
        _ = try await claim(push.replica, access: access, recordingAccess: false)
        let own = push.changes.indices.filter { push.changes[$0].stamp.replica == push.replica }
        var outcomes = [ADSyncOutcome](repeating: .refused("the change is stamped by another replica than the push's"), count: push.changes.count)
        let applied = try await reading { () async throws -> [ADSyncOutcome] in
            try await sync.provider.apply(own.map { push.changes[$0] }, review: access.review, options: sync.options)
        }
        for (index, outcome) in zip(own, applied) { outcomes[index] = outcome }
        let deletions = try await deletions(superseding: push.changes, outcomes: outcomes, access: access, replica: push.replica)
        if access.permissions != nil {
            let view = SyncView(provider: sync.provider, access: access, replica: push.replica)
            try await reading { () async throws in try await view.pushed(push.changes, outcomes: outcomes) }
        }
        let refused = zip(push.changes, outcomes).compactMap { change, outcome -> (ADSyncChange, String)? in
            guard case .refused(let message) = outcome else { return nil }
            return (change, message)
        }
        let stored = try await records(of: refused.map(\.0))
        let refusals = refused.map { change, message in
            access.refusal(of: change, message: message, stored: stored[Self.group(change)])
        }
        let serverTime = SyncClock.milliseconds(of: Date())
        return try Self.json(ADSyncPushAnswer(outcomes: outcomes, refusals: refusals, serverTime: serverTime, deletions: deletions), request: request)
    }

    /// The deletions of the records whose pushed edits they superseded, for the pusher to
    /// apply: a device that kept its edits of a record through a snapshot (which carries no
    /// deletions) would otherwise never learn it is gone. Under rules, only of records its
    /// replica held before this push, as a pull tells deletions only to who held the record.
    private func deletions(
        superseding changes: [ADSyncChange], outcomes: [ADSyncOutcome], access: SyncAccess, replica: String
    ) async throws(ADWebError) -> [ADSyncChange] {
        var superseded = OrderedDictionary<String, OrderedSet<String>>()
        for (change, outcome) in zip(changes, outcomes) where !change.isDelete && outcome == .superseded {
            superseded[change.table, default: []].append(change.record)
        }
        guard !superseded.isEmpty else { return [] }
        let sight = SyncView(provider: sync.provider, access: access, replica: replica).sight
        let provider = sync.provider
        return try await reading { () async throws -> [ADSyncChange] in
            var deletions: [ADSyncChange] = []
            for (table, keys) in superseded {
                let states = try await provider.syncedStates(in: table, keys: Array(keys))
                var gone = keys.filter { states[$0]?.row == nil && states[$0]?.deletion != nil }.map { ADSyncRecordKey(table: table, record: $0) }
                if access.permissions != nil, sight.of(table) != .everything {
                    let held = try await provider.holdings(of: replica, among: gone)
                    gone = gone.filter { held.contains($0) }
                }
                for record in gone {
                    guard let stamp = states[record.record]?.deletion else { continue }
                    deletions.append(.delete(table: table, record: record.record, stamp: stamp, previous: nil))
                }
            }
            return deletions
        }
    }

    /// A page of changes after the request's cursor as the identity's view has them; 409 when
    /// the cursor is not one of this log's (another database's, or past the log's end: the
    /// database was restored from an older backup), or the server cannot tell what the
    /// replica holds (a replica it does not know, or whose person's access changed), so the
    /// device fetches a snapshot.
    private func pull(_ request: Request, access: SyncAccess) async throws(ADWebError) -> Response {
        let query = request.uri.queryParameters
        guard let since = Int64(query.get("since") ?? "0"), since >= 0 else {
            throw ADWebError.badRequest("since must be a cursor a pull answered (a whole number, 0 at first)")
        }
        let limit = try pageSize(query.get("limit"))
        let replica = try replicaNamed(query.get("replica"), access: access)
        var claim: ADSyncReplicaClaim?
        if let replica { claim = try await self.claim(replica, access: access, recordingAccess: false) }
        guard let replica, access.permissions != nil else {
            let page = try await reading { () async throws -> ADSyncPage in
                try await sync.provider.changes(after: since, excluding: replica, limit: limit)
            }
            let log = try Self.checked(since, against: page.bounds, named: query.get("log"))
            if let replica { try await recordPulled(replica, through: since) }
            return try Self.json(ADSyncPage(changes: page.changes, cursor: page.cursor, more: page.more, log: log), request: request)
        }
        if since > 0, claim == .registered || claim == .accessChanged {
            try await checkLog(named: query.get("log"))
            throw Self.fetchSnapshot(claim == .registered ? .unknownReplica : .accessChanged)
        }
        return try Self.json(try await viewedPull(since: since, limit: limit, replica: replica, access: access, log: query.get("log")), request: request)
    }

    /// A pull under rules: the log read on from the position `since` stands for until `limit`
    /// records are the person's (sent, deleted or evicted), or its end, so neither the
    /// answer's cursor nor whether more follows tells how many changes were hidden from them.
    private func viewedPull(since: Int64, limit: Int, replica: String, access: SyncAccess, log named: String?) async throws(ADWebError) -> ADSyncPage {
        let cursors = SyncViewCursors(provider: sync.provider)
        let stored = try await reading { () async throws -> SyncViewCursorRow in try await cursors.row(for: replica) }
        guard let position = stored.position(of: since) else {
            // Why, as far as the log tells it: another database's, or one restored from a backup
            // older than the cursors this server gave.
            try await checkLog(named: named)
            throw Self.fetchSnapshot(since > stored.cursor ? .restored : .olderCursor)
        }
        let view = SyncView(provider: sync.provider, access: access, replica: replica)
        var answer = ADSyncPage(changes: [], cursor: 0, more: false)
        var taken = SyncView.ViewedPage()
        var (from, rawMore) = (position, false)
        repeat {
            let page = try await reading { () async throws -> ADSyncPage in
                try await sync.provider.changes(after: from, limit: limit, seenBy: view.sight)
            }
            if answer.log == nil {
                answer.log = try Self.checked(position, against: page.bounds, named: named)
                try await recordPulled(replica, through: position)
            }
            let earlier = taken
            taken = try await reading { () async throws -> SyncView.ViewedPage in
                try await view.page(page, after: from, continuing: earlier, room: limit)
            }
            (from, rawMore) = (taken.through, page.more)
        } while rawMore && !taken.full
        (answer.changes, answer.evicted, answer.more) = (taken.page.changes, taken.page.evicted, taken.full)
        let given = stored.afterPull(from: since, sent: answer.changes.count + answer.evicted.count, reaching: from)
        try await reading { () async throws in try await cursors.store(given, over: stored) }
        answer.cursor = given.cursor
        return answer
    }

    /// The log's identifier, once `position` is found to be one of its positions: 409 when
    /// the request named another log, or the position is past its end or before its start.
    private static func checked(_ position: Int64, against bounds: ADSyncLogBounds?, named: String?) throws(ADWebError) -> String {
        guard let bounds else { throw ADWebError(status: .internalServerError, message: "the log's bounds could not be read") }
        if let named, named != bounds.log { throw fetchSnapshot(.anotherLog) }
        if position > 0, bounds.end < position { throw fetchSnapshot(.restored) }
        if position < bounds.start { throw fetchSnapshot(.compacted) }
        return bounds.log
    }

    /// 409 when the request named another log than this server's: the first reason a device
    /// fetches a snapshot, before any about what the server knows of it.
    private func checkLog(named: String?) async throws(ADWebError) {
        guard named != nil else { return }
        let bounds = try await reading { () async throws -> ADSyncLogBounds in try await sync.provider.logBounds() }
        _ = try Self.checked(0, against: bounds, named: named)
    }

    /// Records that `replica` pulled through the log position `position`, for compaction.
    private func recordPulled(_ replica: String, through position: Int64) async throws(ADWebError) {
        let (cache, provider) = (replicas, sync.provider)
        try await reading { () async throws in try await cache.pulled(replica, through: position, on: provider) }
    }

    /// A page of the snapshot after the request's position: the records the identity may
    /// read, each without the fields hidden from them. The first page starts the replica's
    /// holdings anew. The page after it is read while the device takes this one in
    /// (`SnapshotReadAhead`).
    private func snapshot(_ request: Request, access: SyncAccess) async throws(ADWebError) -> Response {
        let query = request.uri.queryParameters
        let limit = try pageSize(query.get("limit"))
        var position: ADSyncSnapshotPosition?
        switch (query.get("table"), query.get("after")) {
        case (nil, nil): position = nil
        case (let table?, let after?): position = ADSyncSnapshotPosition(table: table, record: after)
        default: throw ADWebError.badRequest("a snapshot's position names both its table and the record after which it goes on")
        }
        let replica = try replicaNamed(query.get("replica"), access: access)
        if let replica { _ = try await claim(replica, access: access, recordingAccess: position == nil) }
        let gzip = ADWebServer.acceptsGzip(request.headers[.acceptEncoding] ?? "")
        let fingerprint = SyncAccess.fingerprint(of: access.identity)
        var readBefore: SnapshotAnswer?
        if let position {
            let key = SnapshotReadAhead.Key(access: fingerprint, replica: replica, position: position, limit: limit, gzip: gzip)
            // A page read ahead that failed is read again, as if it had not been read ahead.
            readBefore = try? await readAhead.take(key)?.value
        }
        let page: SnapshotAnswer
        if let readBefore {
            page = readBefore
        } else {
            page = try await snapshotAnswer(after: position, limit: limit, replica: replica, access: access, gzip: gzip)
        }
        // Pages read ahead before this first page's cursor was read are older than it.
        if position == nil { await readAhead.forget(access: fingerprint, replica: replica) }
        if let next = page.next {
            let key = SnapshotReadAhead.Key(access: fingerprint, replica: replica, position: next, limit: limit, gzip: gzip)
            let routes = self
            await readAhead.start(key) { () async throws -> SnapshotAnswer in
                try await routes.snapshotAnswer(after: next, limit: limit, replica: replica, access: access, gzip: gzip)
            }
        }
        return page.response(to: request)
    }

    /// The snapshot page after `position` (from the start when `nil`), of at most `limit`
    /// records `access` may read, for `replica`, written as JSON and gzipped when `gzip`.
    private func snapshotAnswer(
        after position: ADSyncSnapshotPosition?, limit: Int, replica: String?, access: SyncAccess, gzip: Bool
    ) async throws(ADWebError) -> SnapshotAnswer {
        let view = replica.map { SyncView(provider: sync.provider, access: access, replica: $0) }
        var answer = ADSyncSnapshotPage(changes: [], cursor: 0, log: "", next: nil)
        var read: ADSyncSnapshotPage?
        var answered = 0
        // Read on until `limit` records the person may see, or the end: the next position is
        // the last of theirs, so no answer names a record hidden from them.
        repeat {
            let after = read?.next ?? position
            let first = read == nil && position == nil
            // No more records read than the page has room for, so no record the person may see
            // is read, and held, beyond it.
            let room = limit - answered
            let page = try await reading { () async throws -> ADSyncSnapshotPage in
                guard let view else { return try await sync.provider.snapshot(after: after, limit: room) }
                return try await sync.provider.snapshot(after: after, limit: room, seenBy: view.sight)
            }
            if read == nil {
                answer.cursor = try await viewCursor(for: page.cursor, replica: access.permissions == nil ? nil : replica, first: first)
                answer.log = page.log
            }
            read = page
            var visible = page.changes
            if let view {
                visible = try await reading { () async throws -> [ADSyncChange] in try await view.snapshot(page.changes, first: first) }
            }
            for change in visible where answer.next?.table != change.table || answer.next?.record != change.record {
                answer.next = ADSyncSnapshotPosition(table: change.table, record: change.record)
                answered += 1
            }
            answer.changes += visible
        } while read?.next != nil && answered < limit
        // Whether a page follows is decided by what the person was sent, not by what is left:
        // records hidden from them after theirs would otherwise ask for one more page.
        if answered < limit { answer.next = nil }
        let json = ByteBuffer(bytes: try Self.encoded(answer))
        let gzipped = gzip && json.readableBytes >= ResponseCompression.threshold ? ResponseCompression.gzip(json) : nil
        return SnapshotAnswer(json: json, gzipped: gzipped, next: answer.next)
    }

    /// The cursor a snapshot page answers: the log's position, or, to a replica whose view
    /// the server keeps, a cursor standing for it (`SyncViewCursors`) — a new one on the first
    /// page, the same on the next ones.
    private func viewCursor(for position: Int64, replica: String?, first: Bool) async throws(ADWebError) -> Int64 {
        guard let replica else { return position }
        let cursors = SyncViewCursors(provider: sync.provider)
        return try await reading { () async throws -> Int64 in
            let stored = try await cursors.row(for: replica)
            guard first else { return stored.cursor }
            let given = stored.afterSnapshot(at: position)
            try await cursors.store(given, over: stored)
            return given.cursor
        }
    }

    /// The replica a request names, checked; required where rules decide what a replica is sent.
    private func replicaNamed(_ text: String?, access: SyncAccess) throws(ADWebError) -> String? {
        guard let text, !text.isEmpty else {
            guard access.permissions == nil else { throw ADWebError.badRequest("name the device's replica (replica=…)") }
            return nil
        }
        guard text.utf8.count <= ADSyncStamp.maximumReplicaLength else {
            throw ADWebError.badRequest("a replica is 1 to \(ADSyncStamp.maximumReplicaLength) bytes")
        }
        return text
    }

    /// Ties `replica` to the identity asking: 403 when it is another's.
    private func claim(_ replica: String, access: SyncAccess, recordingAccess: Bool) async throws(ADWebError) -> ADSyncReplicaClaim? {
        let (identity, cache, provider) = (access.identity, replicas, sync.provider)
        let claim = try await reading { () async throws -> ADSyncReplicaClaim in
            try await cache.claim(
                replica, by: identity.id, access: SyncAccess.fingerprint(of: identity), recordingAccess: recordingAccess, on: provider)
        }
        guard claim != .claimedByAnother else { throw ADWebError(status: .forbidden, message: "the replica belongs to another identity") }
        return claim
    }

    /// The answer that sends a device to fetch a snapshot, for `reason`.
    private static func fetchSnapshot(_ reason: ADSyncSnapshotReason) -> ADWebError {
        ADWebError(status: .conflict, message: reason.message)
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
        ResponseCompression.response(ByteBuffer(bytes: try encoded(value)), type: "application/json", request: request)
    }

    /// `value` as JSON.
    private static func encoded(_ value: some Encodable) throws(ADWebError) -> Data {
        do {
            return try JSONEncoder().encode(value)
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
