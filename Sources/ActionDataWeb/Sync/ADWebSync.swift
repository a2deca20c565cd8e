import ActionDataStorage
import Logging

/// The server's side of sync: `POST /sync/push`, `GET /sync/pull` and `GET /sync/snapshot` over `provider`'s
/// synced tables (see `ADSyncClient`).
///
/// Every sync request must come from someone the server's identity source knows — a bearer
/// token, or a signed-in session — and the server's access rules decide, change by change,
/// what each may push and pull. Without an identity source no one may sync, unless
/// ``servesAnonymous`` says otherwise.
///
/// ```swift
/// let sync = ADWebSync(provider: provider)
/// try await ADWebServer(sessions: sessions, records: store, identity: .bearerTokens(verifier), rules: rules, sync: sync).run()
/// ```
public struct ADWebSync: Sendable {
    /// The provider whose synced tables are served.
    public let provider: any ADSyncProvider
    /// The most changes one push may carry.
    public var maximumPushChanges: Int
    /// The largest push body, in bytes, after gzip is undone.
    public var maximumPushBytes: Int
    /// The most changes one page of a pull answers.
    public var maximumPageSize: Int
    /// How the pushed changes are applied: how far ahead a stamp may be before it is
    /// restamped with the server's clock, and whether the tables' resolutions run here.
    public var options: ADSyncApplyOptions
    /// Whether anyone may sync without saying who they are, on a server without an identity
    /// source (`ADWebIdentitySource.anonymous`): for a local demo on loopback only. They then
    /// sync with what the web form grants the anonymous — everything without rules, what the
    /// rules grant the role `anonymous` with them. Where the server has an identity source it
    /// is ignored: someone the source cannot name gets 401. `false` by default.
    public var servesAnonymous: Bool
    /// How much of the change log ``ADWebServer/run(host:port:)`` keeps, compacting it every
    /// ``compactionInterval`` (``compactLogRepeatedly(logger:)``); `nil`: the log is never
    /// compacted by the server (the app calls `provider.compactLog(_:)` itself). By default
    /// every change for 30 days, tombstones for 90.
    public var compaction: ADSyncCompactionPolicy?
    /// How often the log is compacted; an hour by default.
    public var compactionInterval: Duration

    /// Sync of `provider`'s synced tables, with limits a phone's offline day fits in; for
    /// identified callers only unless `servesAnonymous` (see ``servesAnonymous``).
    public init(
        provider: any ADSyncProvider, maximumPushChanges: Int = 10_000, maximumPushBytes: Int = 8 * 1024 * 1024,
        maximumPageSize: Int = 10_000, options: ADSyncApplyOptions = .server, servesAnonymous: Bool = false,
        compaction: ADSyncCompactionPolicy? = ADSyncCompactionPolicy(), compactionInterval: Duration = .seconds(3600)
    ) {
        self.provider = provider
        self.maximumPushChanges = maximumPushChanges
        self.maximumPushBytes = maximumPushBytes
        self.maximumPageSize = maximumPageSize
        self.options = options
        self.servesAnonymous = servesAnonymous
        self.compaction = compaction
        self.compactionInterval = compactionInterval
    }

    /// Compacts the log by ``compaction`` every ``compactionInterval``, the first time one
    /// interval from now, until the task is cancelled; returns at once without a policy. Each
    /// compaction's report is logged, a failure too, and the next one is tried all the same.
    /// ``ADWebServer/run(host:port:)`` runs it beside the server; run it yourself beside an
    /// application you run otherwise.
    public func compactLogRepeatedly(logger: Logger) async {
        guard let compaction else { return }
        let interval = max(compactionInterval, .milliseconds(10))
        while true {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
            do {
                let report = try await provider.compactLog(compaction)
                logger.info(
                    "sync log compacted",
                    metadata: [
                        "changesRemoved": "\(report.changesRemoved)", "tombstonesRemoved": "\(report.tombstonesRemoved)",
                        "rowsLeft": "\(report.rowsLeft)",
                    ])
            } catch {
                logger.error("sync log compaction failed", metadata: ["error": "\(error)"])
            }
        }
    }

    /// The route pushes are posted to.
    public static let pushPath = "/sync/push"
    /// The route pulls ask.
    public static let pullPath = "/sync/pull"
    /// The route a device fetches a snapshot of the records it may read from, page by page:
    /// on its first sync, and when a pull answers 409.
    public static let snapshotPath = "/sync/snapshot"
    /// The route a device signs in at, where people sign in with accounts: it posts
    /// `{"name": …, "password": …}` and gets the token it sends as `Authorization: Bearer`.
    public static let tokenPath = "/sync/token"
}
