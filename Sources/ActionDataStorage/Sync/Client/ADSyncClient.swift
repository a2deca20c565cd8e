import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(UIKit)
import UIKit
#endif

/// Syncs a device's synced tables with a server over HTTP: pushes this replica's changes,
/// then pulls everyone else's, merging field by field.
///
/// Register every ``ADSyncedTable`` model with the provider first (`provider.register(Model.self)`),
/// so the changes the server sends land in their tables.
///
/// ```swift
/// let client = ADSyncClient(provider: provider, server: URL(string: "https://forms.example.com")!, token: token)
/// try await client.sync()                 // once, now
/// await client.startAutomaticSync()       // every minute, and when the app comes to the foreground
/// ```
///
/// Both steps can be retried at any time: a push whose answer was lost is applied once, and a
/// pull resumes after the last page it stored. While the server cannot be reached, automatic
/// sync waits longer between attempts (doubling, up to ``maximumBackoff``, with jitter).
public actor ADSyncClient {
    /// The device's replica.
    public let provider: any ADSyncProvider
    /// The server's address (its root; the routes are `sync/push` and `sync/pull` under it).
    public let server: URL
    /// Changes per push, and per page of a pull.
    public let batchSize: Int
    /// The longest wait between attempts while the server cannot be reached.
    public let maximumBackoff: Duration
    private let session: URLSession
    private var token: String?
    private var automatic: Task<Void, Never>?
    private var foregroundObserver: (any NSObjectProtocol)?
    private var running: Task<ADSyncReport, any Error>?
    private var listeners: [Int: AsyncStream<ADSyncUpdate>.Continuation] = [:]
    private var nextListener = 0

    /// A client syncing `provider` with `server`, presenting `token` as `Authorization: Bearer`.
    public init(
        provider: any ADSyncProvider, server: URL, token: String? = nil, session: URLSession = .shared, batchSize: Int = 1_000,
        maximumBackoff: Duration = .seconds(300)
    ) {
        self.provider = provider
        self.server = server
        self.token = token
        self.session = session
        self.batchSize = max(1, batchSize)
        self.maximumBackoff = maximumBackoff
    }

    /// Presents `token` from now on.
    public func setToken(_ token: String?) { self.token = token }

    /// Signs in with a name and password where people sign in with accounts
    /// (`POST /sync/token`), and presents the token it gets from now on.
    ///
    /// - Returns: the token, for the app to keep (in the Keychain) and hand to the next
    ///   launch's client, so people sign in once.
    /// - Throws: ``ADSyncError``: `.server(status: 401, …)` for a wrong name or password.
    @discardableResult
    public func signIn(name: String, password: String) async throws(ADSyncError) -> String {
        let token = try await SyncHTTP(server: server, session: session, token: nil).signIn(name: name, password: password)
        self.token = token
        return token
    }

    /// Pushes this replica's changes, then pulls the others'. A sync already running is
    /// joined, not doubled.
    ///
    /// - Throws: ``ADSyncError``: `.unreachable` when the server cannot be reached, `.server`
    ///   with its status for a refusal of the whole request (401: sign in again). A push the
    ///   server refuses whole (a 4xx or 5xx other than 401 and 403) does not stop the pull: its
    ///   error is thrown after it. Changes of a table or field this device's models lack are
    ///   kept aside (``ADSyncReport/setAside``), not thrown.
    @discardableResult
    public func sync() async throws(ADSyncError) -> ADSyncReport {
        if let running {
            return try await Self.outcome(of: running)
        }
        let http = SyncHTTP(server: server, session: session, token: token)
        let (provider, batchSize) = (provider, batchSize)
        let task = Task { () async throws -> ADSyncReport in
            try await Self.run(provider: provider, http: http, batchSize: batchSize)
        }
        running = task
        defer { running = nil }
        do {
            let report = try await Self.outcome(of: task)
            await announce(report: report, failure: nil)
            return report
        } catch {
            await announce(report: nil, failure: error)
            throw error
        }
    }

    /// The updates after every sync attempt from now on, until the task reading them ends.
    ///
    /// ```swift
    /// for await update in await client.updates() {
    ///     statusLabel.text = "\(update.status.unpushed) to send"
    /// }
    /// ```
    public func updates() -> AsyncStream<ADSyncUpdate> {
        let (stream, continuation) = AsyncStream<ADSyncUpdate>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.onTermination = { [weak self] _ in Task { await self?.forget(id) } }
        return stream
    }

    private func forget(_ listener: Int) { listeners[listener] = nil }

    /// Tells the listeners what a sync attempt did.
    private func announce(report: ADSyncReport?, failure: ADSyncError?) async {
        guard !listeners.isEmpty else { return }
        let status = (try? await provider.syncStatus()) ?? ADSyncStatus(unpushed: 0, conflicts: 0, lastSync: nil)
        // Each conflict once, across launches; newest first, as the update lists them.
        let fresh = Array(((try? await provider.conflictsToAnnounce(limit: 100)) ?? []).reversed())
        let update = ADSyncUpdate(
            report: report, failure: failure, status: status, changedRecords: report?.changedRecords ?? [:], newConflicts: fresh,
            removedRecords: report?.removedRecords ?? [:], reloadedTables: report?.reloadedTables ?? [])
        for listener in listeners.values { listener.yield(update) }
    }

    private static func outcome(of task: Task<ADSyncReport, any Error>) async throws(ADSyncError) -> ADSyncReport {
        do {
            return try await task.value
        } catch let error as ADSyncError {
            throw error
        } catch {
            throw ADSyncError(.storage("\(error)"))
        }
    }

    /// Pushes, then pulls — also when the push failed, so a change the server will not take
    /// never stops this device from receiving everyone else's — and then throws the push's
    /// failure, if any.
    private static func run(provider: any ADSyncProvider, http: SyncHTTP, batchSize: Int) async throws -> ADSyncReport {
        var report = ADSyncReport()
        let replica = try await provider.syncReplica()
        var pushFailure: (any Error)?
        do {
            try await push(provider: provider, http: http, replica: replica, batchSize: batchSize, into: &report)
        } catch let error as ADSyncError {
            guard case .server(let status, _) = error.kind, status != 401, status != 403 else { throw error }
            pushFailure = error
        }
        try await pull(provider: provider, http: http, replica: replica, batchSize: batchSize, into: &report)
        if let pushFailure { throw pushFailure }
        return report
    }

    /// Pushes this replica's changes in batches, rolling back those the server refused. When
    /// the server finds changes stamped too far ahead of its clock (this device's clock runs
    /// ahead), the device sets its clock by the server's and pushes them again, stamped anew.
    private static func push(
        provider: any ADSyncProvider, http: SyncHTTP, replica: String, batchSize: Int, into report: inout ADSyncReport
    ) async throws {
        var corrected = false
        while true {
            let changes = try await provider.unpushedChanges(limit: batchSize)
            guard !changes.isEmpty else { return }
            let answer = try await http.push(ADSyncPush(replica: replica, changes: changes))
            guard answer.outcomes.count == changes.count else {
                throw ADSyncError(.malformed("the server answered \(answer.outcomes.count) outcomes for \(changes.count) changes"))
            }
            for refusal in answer.refusals {
                try await provider.rollBack(refusal)
                report.changedRecords[refusal.change.table, default: []].insert(refusal.change.record)
            }
            if !answer.deletions.isEmpty {
                let outcomes = try await provider.apply(answer.deletions, review: nil, options: ADSyncApplyOptions())
                count(answer.deletions, outcomes, into: &report)
            }
            let firstAhead = answer.outcomes.firstIndex(of: .ahead)
            let sent = firstAhead.map { changes[..<$0] } ?? changes[...]
            if let through = sent.last { try await provider.markPushed(through: through.sequence) }
            report.pushed += sent.count
            for outcome in answer.outcomes[..<sent.count] {
                switch outcome {
                case .applied: report.applied += 1
                case .superseded: report.superseded += 1
                case .refused: report.refused += 1
                case .ahead: break
                }
            }
            if firstAhead != nil {
                // Once a sync: a server whose clock keeps moving away is not followed further.
                guard !corrected, let serverTime = answer.serverTime else {
                    throw ADSyncError(.server(status: 409, message: "the server keeps finding this device's changes stamped ahead of its clock"))
                }
                report.restamped += try await provider.correctClock(serverTime: serverTime, tolerance: clockTolerance)
                corrected = true
                continue
            }
            if changes.count < batchSize { return }
        }
    }

    /// How far ahead of the server's clock this device's stamps may run before it sets its
    /// clock by the server's: the server's allowance (`ADSyncApplyOptions.server`).
    private static let clockTolerance = ADSyncApplyOptions.server.maximumClockSkew ?? .seconds(300)

    /// Pulls everyone else's changes page by page from the stored cursor. A change this
    /// device cannot take (a table or field its app does not have yet, a value of another
    /// type) is kept aside by the provider and does not stop the pull.
    ///
    /// The first sync, and any the server cannot serve from its log (it answers 409: another
    /// log, or one that ends before the cursor), fetches a snapshot first.
    private static func pull(
        provider: any ADSyncProvider, http: SyncHTTP, replica: String, batchSize: Int, into report: inout ADSyncReport
    ) async throws {
        var cursor = try await provider.pullCursor()
        if cursor == .start {
            report.snapshot = "the first sync"
            cursor = try await fetchSnapshot(provider: provider, http: http, replica: replica, batchSize: batchSize, keepingOwn: false, into: &report)
        }
        while true {
            let page: ADSyncPage
            do throws(ADSyncError) {
                page = try await http.pull(since: cursor, replica: replica, limit: batchSize)
            } catch {
                // Once a sync: a server that refuses the snapshot's own cursor is broken, not reset.
                guard case .server(409, let message) = error.kind, report.snapshot == nil else { throw error }
                report.snapshot = message
                let keepingOwn = ADSyncSnapshotReason(message: message)?.serverLostState == true
                cursor = try await fetchSnapshot(
                    provider: provider, http: http, replica: replica, batchSize: batchSize, keepingOwn: keepingOwn, into: &report)
                continue
            }
            let outcomes = try await provider.apply(page.changes, review: nil, options: ADSyncApplyOptions())
            count(page.changes, outcomes, into: &report)
            report.pulled += page.changes.count
            for record in try await provider.evict(page.evicted) {
                report.evicted += 1
                report.changedRecords[record.table, default: []].insert(record.record)
                report.removedRecords[record.table, default: []].insert(record.record)
            }
            guard page.cursor >= cursor.position else {
                throw ADSyncError(.malformed("the server's cursor went back from \(cursor.position) to \(page.cursor)"))
            }
            cursor = ADSyncCursor(position: page.cursor, log: page.log ?? cursor.log)
            try await provider.setPullCursor(cursor)
            if !page.more { return }
        }
    }

    /// Takes in the server's snapshot, page by page, keeping this device's unpushed changes —
    /// and, `keepingOwn` (the server lost what it knew), its own work on the records the
    /// snapshot lacks, to push again; returns the cursor to pull the log from. The next page is
    /// fetched while one is taken in, so at most two are held.
    private static func fetchSnapshot(
        provider: any ADSyncProvider, http: SyncHTTP, replica: String, batchSize: Int, keepingOwn: Bool, into report: inout ADSyncReport
    ) async throws -> ADSyncCursor {
        try await provider.beginSnapshot()
        var first: ADSyncCursor?
        var position: ADSyncSnapshotPosition?
        var fetching: Task<ADSyncSnapshotPage, any Error>? = Task { try await http.snapshot(after: nil, replica: replica, limit: batchSize) }
        defer { fetching?.cancel() }
        while let current = fetching {
            let page = try await current.value
            if let first, first.log != page.log {
                throw ADSyncError(.malformed("the server's log changed from \(first.log ?? "none") to \(page.log) during a snapshot"))
            }
            first = first ?? ADSyncCursor(position: page.cursor, log: page.log)
            if let next = page.next, next == position {
                throw ADSyncError(.malformed("the server's snapshot does not move past \(next.table) \(next.record)"))
            }
            position = page.next
            fetching = page.next.map { next in Task { try await http.snapshot(after: next, replica: replica, limit: batchSize) } }
            let outcomes = try await provider.applySnapshot(page.changes)
            countSnapshot(page.changes, outcomes, into: &report)
            report.snapshotChanges += page.changes.count
        }
        guard let first else { throw ADSyncError(.malformed("the server answered no snapshot page")) }
        if keepingOwn { report.keptForServer = try await provider.keepOwnUnheld() }
        for (table, keys) in try await provider.finishSnapshot(at: first) {
            report.evicted += keys.count
            report.changedRecords[table, default: []].formUnion(keys)
            report.removedRecords[table, default: []].formUnion(keys)
        }
        return first
    }

    /// Counts a snapshot page's changes: the tables they reloaded, and those kept aside.
    private static func countSnapshot(_ changes: [ADSyncChange], _ outcomes: [ADSyncOutcome], into report: inout ADSyncReport) {
        var reloaded: String?
        for (change, outcome) in zip(changes, outcomes) {
            if case .refused = outcome {
                report.setAside += 1
            } else if reloaded != change.table {
                report.reloadedTables.insert(change.table)
                reloaded = change.table
            }
        }
    }

    /// Counts received changes: the records they changed, and those kept aside.
    private static func count(_ changes: [ADSyncChange], _ outcomes: [ADSyncOutcome], into report: inout ADSyncReport) {
        var counted: ADSyncChange?
        for (change, outcome) in zip(changes, outcomes) {
            if case .refused = outcome {
                report.setAside += 1
            } else {
                // A record's changes come one after another: it is counted once for them.
                if counted?.record != change.record || counted?.table != change.table {
                    report.changedRecords[change.table, default: []].insert(change.record)
                    counted = change
                }
                if change.isDelete, outcome == .applied { report.removedRecords[change.table, default: []].insert(change.record) }
            }
        }
    }

    /// Syncs now and then every `interval`, and (on iOS) whenever the app comes back to the
    /// foreground. While the server cannot be reached it waits longer between attempts, up to
    /// ``maximumBackoff``, each wait drawn between half and all of its bound so devices do not
    /// retry together. Stop it with ``stopAutomaticSync()``.
    public func startAutomaticSync(every interval: Duration = .seconds(60)) {
        automatic?.cancel()
        automatic = Task { [weak self] in
            var failures = 0
            while !Task.isCancelled {
                guard let self else { return }
                var wait = interval
                do {
                    try await self.sync()
                    failures = 0
                } catch {
                    failures += 1
                    wait = Self.backoff(after: failures, maximum: self.maximumBackoff)
                }
                // Cancelled while waiting: the loop ends.
                try? await Task.sleep(for: wait)
            }
        }
        #if canImport(UIKit) && !os(watchOS)
        if foregroundObserver == nil {
            foregroundObserver = NotificationCenter.default.addObserver(
                forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil
            ) { [weak self] _ in
                // A failed attempt is retried by the automatic loop.
                Task { try? await self?.sync() }
            }
        }
        #endif
    }

    /// Stops automatic sync.
    public func stopAutomaticSync() {
        automatic?.cancel()
        automatic = nil
        if let foregroundObserver { NotificationCenter.default.removeObserver(foregroundObserver) }
        foregroundObserver = nil
    }

    /// The wait after `failures` failed attempts in a row: one second doubled per failure, at
    /// most `maximum`, then a random part of it between a half and the whole.
    public static func backoff(after failures: Int, maximum: Duration) -> Duration {
        let bound = min(Double(maximum.components.seconds), pow(2, Double(min(max(failures - 1, 0), 30))))
        return .milliseconds(Int64(bound * 1000 * Double.random(in: 0.5...1)))
    }
}
