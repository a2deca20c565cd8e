import ActionDataStorage

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

    /// Sync of `provider`'s synced tables, with limits a phone's offline day fits in; for
    /// identified callers only unless `servesAnonymous` (see ``servesAnonymous``).
    public init(
        provider: any ADSyncProvider, maximumPushChanges: Int = 10_000, maximumPushBytes: Int = 8 * 1024 * 1024,
        maximumPageSize: Int = 10_000, options: ADSyncApplyOptions = .server, servesAnonymous: Bool = false
    ) {
        self.provider = provider
        self.maximumPushChanges = maximumPushChanges
        self.maximumPushBytes = maximumPushBytes
        self.maximumPageSize = maximumPageSize
        self.options = options
        self.servesAnonymous = servesAnonymous
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
