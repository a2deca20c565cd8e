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
    /// The number of conflicts on record at the last update.
    private var lastConflicts = 0

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
    ///   with its status for a refusal of the whole request (401: sign in again), `.notSynced`
    ///   when the server sends changes of a table this provider has no synced model for.
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
        let known = (try? await provider.conflicts(limit: max(1, status.conflicts - lastConflicts))) ?? []
        let fresh = Array(known.prefix(max(0, status.conflicts - lastConflicts)))
        lastConflicts = status.conflicts
        let update = ADSyncUpdate(
            report: report, failure: failure, status: status, changedRecords: report?.changedRecords ?? [:], newConflicts: fresh)
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

    private static func run(provider: any ADSyncProvider, http: SyncHTTP, batchSize: Int) async throws -> ADSyncReport {
        var report = ADSyncReport()
        let replica = try await provider.syncReplica()
        while true {
            let changes = try await provider.unpushedChanges(limit: batchSize)
            guard let last = changes.last else { break }
            let answer = try await http.push(ADSyncPush(replica: replica, changes: changes))
            guard answer.outcomes.count == changes.count else {
                throw ADSyncError(.malformed("the server answered \(answer.outcomes.count) outcomes for \(changes.count) changes"))
            }
            for refusal in answer.refusals {
                try await provider.rollBack(refusal)
                report.changedRecords[refusal.change.table, default: []].insert(refusal.change.record)
            }
            try await provider.markPushed(through: last.sequence)
            report.pushed += changes.count
            for outcome in answer.outcomes {
                switch outcome {
                case .applied: report.applied += 1
                case .superseded: report.superseded += 1
                case .refused: report.refused += 1
                }
            }
            if changes.count < batchSize { break }
        }
        var cursor = try await provider.pullCursor()
        while true {
            let page = try await http.pull(since: cursor, replica: replica, limit: batchSize)
            let outcomes = try await provider.apply(page.changes, review: nil, options: ADSyncApplyOptions())
            for (change, outcome) in zip(page.changes, outcomes) {
                if case .refused(let reason) = outcome { throw ADSyncError(.notSynced(reason), table: change.table) }
            }
            report.pulled += page.changes.count
            for change in page.changes { report.changedRecords[change.table, default: []].insert(change.record) }
            guard page.cursor >= cursor else { throw ADSyncError(.malformed("the server's cursor went back from \(cursor) to \(page.cursor)")) }
            cursor = page.cursor
            try await provider.setPullCursor(cursor)
            if !page.more { break }
        }
        return report
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
