import ActionData
import DequeModule
import Foundation
import NIOCore

/// The sessions of a server that gives each browser its own form, bounded so that no
/// sequence of requests from other clients can make a session lose its unsaved edits.
///
/// - **Opening is cheap.** `GET /` only mints an identifier; the page is rendered once, and a
///   session's form is built on its first request to the API. A flood of page loads fills only
///   the list of pages never used (`pageCapacity`, oldest dropped first: they hold nothing).
/// - **Nothing is lost.** When more than `capacity` forms are open, or one is unused for
///   `idleTimeout`, the least recently used is *parked*: its state (record, baseline, unsaved
///   edits) goes to ``ADWebSessionParking`` and comes back on its next request. ``parkAll()``
///   parks every open form when the server stops, so a file-backed parking survives restarts.
///
/// ```swift
/// // ADSQLiteSessionParking comes with ActionDataWebSQLite.
/// let sessions = try await ADWebSessionStore(parking: try ADSQLiteSessionParking(path: "sessions.sqlite")) { makeForm() }
/// try await ADWebServer(sessions: sessions).run(port: 8080)
/// ```
///
/// Several nodes share their sessions through an ``ADWebSharedSessionStorage``
/// (``init(shared:capacity:idleTimeout:acknowledgement:storeDelay:makeForm:)``): identifiers are signed with the
/// storage's secret so any node accepts them, each request runs on the latest stored state,
/// and the state it leaves is stored before it is answered (``run(id:repeatable:_:)``) — or,
/// with ``ADWebSessionAcknowledgement/applied``, a page's event is answered once applied and
/// stored in the background, the page keeping it until an answer says it is stored
/// (``run(id:after:repeatable:keptByPage:_:)``, ``replay(id:after:events:prepare:)``).
public actor ADWebSessionStore {
    /// The most forms open in memory at once (at least 1).
    public nonisolated let capacity: Int
    /// How long an open form may go unused before it is parked (at least a second).
    public nonisolated let idleTimeout: Duration
    /// The most pages opened and not yet used kept (at least 1).
    public nonisolated let pageCapacity: Int
    /// The number of bound controls of the form every session gets.
    public nonisolated let controlCount: Int
    /// What the store measures (each call to its parking or shared storage), and what a server
    /// serving it answers `GET /metrics` with.
    public nonisolated let metrics = ADWebMetrics()
    /// When a page's change to a shared session is answered: once applied (the default), or once
    /// stored; always ``ADWebSessionAcknowledgement/stored`` for parked sessions.
    public nonisolated let acknowledgement: ADWebSessionAcknowledgement
    /// With ``ADWebSessionAcknowledgement/applied``: how long a session's background store
    /// waits after the first change it is for, so that one store carries the changes of that
    /// time (the keystrokes of a word) instead of one each.
    public nonisolated let storeDelay: Duration
    /// The ``storeDelay`` a store has unless told otherwise: 250 ms, the keystrokes of a word.
    public static let defaultStoreDelay = Duration.milliseconds(250)
    private let makeForm: FormMaker
    let keeping: Keeping
    /// The secret a server ties each session to its identity with (``ADWebServer``'s session
    /// cookie): the nodes' shared secret when sessions are shared, else one of this process,
    /// so a parked session of a signed-in person is refused after a restart and the page
    /// opens a new one.
    nonisolated let ownershipSecret: Data
    /// The pages every session shares, after their opening (`HTMLPage.opening`).
    private let pages: [Bool: String]
    /// The language of the form's pinned locale, which every page is written for.
    private let pinnedLanguage: ADUserLocale?
    var openSessions: [String: OpenSession] = [:]
    /// The background store of each session whose copy holds changes not yet stored
    /// (``ADWebSessionAcknowledgement/applied``).
    var storing: [String: Task<Void, Never>] = [:]
    /// The wait of each background store that is still gathering changes (``storeDelay``): a
    /// request that needs the session stored (a save, a confirm) cuts it short.
    var gathering: [String: Task<Void, Never>] = [:]
    private var unused: Set<String> = []
    private var unusedOrder: Deque<String> = []
    let clock = ContinuousClock()
    private var lastSweep: ContinuousClock.Instant
    var running = RequestQueue()

    /// Where sessions are kept beyond this store's memory.
    enum Keeping {
        /// This node's sessions, parked when it makes room or stops.
        case parked(any ADWebSessionParking)
        /// Every node's sessions, each state stored before it is answered.
        case shared(any ADWebSharedSessionStorage, SessionSigner)
    }

    struct OpenSession {
        let session: ADWebSession
        var lastUse: ContinuousClock.Instant
        /// The stored version the session's state is (shared sessions; 0 for the others).
        var version = 0
        /// The state last stored (shared sessions), to store only what changed.
        var stored: ADRecord?
        /// Whether the storage, asked last, had no newer version than this copy (shared
        /// sessions): no other node seemed to be writing the session, so a repeatable request
        /// runs on this copy without asking first (``run(id:repeatable:_:)``).
        var unshared = false
        /// The version a page knows the copy's state by (``ADWebSessionAcknowledgement/applied``;
        /// `nil` otherwise).
        var page: ADWebPageVersion?
        /// The highest page version stored that the copy holds (``ADWebSessionAcknowledgement/applied``).
        var durable = ADWebPageVersion.initial
        /// Whether another node stored the session past this copy's version, so that its
        /// background store was refused (``ADWebSessionAcknowledgement/applied``): the copy is
        /// never run on as it is, only brought up to the stored state in place, which costs far
        /// less than building the form again. What it held and lost, the page holds and sends again.
        var superseded = false
    }

    /// How a request ran on a copy of a shared session.
    enum Attempt<Answer> {
        /// Its state is stored (or it changed nothing on a copy known to be current): the answer.
        case answered(Answer)
        /// It ran on a copy without asking the storage first, and either another node had moved
        /// on (nothing kept, the copy dropped) or it changed nothing: it runs again, checked.
        case unconfirmed
    }

    /// What builds a session's form: it may await a database (the demo loads the first
    /// category), and hands the form over to the session.
    public typealias FormMaker = @Sendable () async throws -> sending ADWebForm

    /// A store whose sessions each get a form `makeForm` builds.
    ///
    /// `makeForm` is run once here, to render the page every session shares, so a form that
    /// cannot be built fails when the server starts rather than on a visitor's first request.
    /// - Parameters:
    ///   - capacity: the most forms open in memory at once; more are parked.
    ///   - idleTimeout: how long an unused form stays in memory before it is parked.
    ///   - pageCapacity: the most pages opened and never used kept; the oldest go first.
    ///   - parking: where parked sessions wait; by default in memory (``ADWebMemorySessionParking``).
    ///   - makeForm: builds a new session's form.
    /// - Throws: what `makeForm` throws, or the parking's error (reading its secret).
    public init(
        capacity: Int = 1_000, idleTimeout: Duration = .seconds(30 * 60), pageCapacity: Int = 100_000,
        parking: (any ADWebSessionParking)? = nil, makeForm: @escaping FormMaker
    ) async throws {
        let prototype = try await makeForm()
        controlCount = prototype.controlIDs.count
        pages = [false: HTMLPage(form: prototype, listing: false, token: nil).renderAfterOpening(),
                 true: HTMLPage(form: prototype, listing: true, token: nil).renderAfterOpening()]
        pinnedLanguage = prototype.controller.pinnedLocale.map(ADUserLocale.init(locale:))
        self.capacity = max(1, capacity)
        self.idleTimeout = max(idleTimeout, .seconds(1))
        self.pageCapacity = max(1, pageCapacity)
        let parking = parking ?? ADWebMemorySessionParking()
        keeping = .parked(parking)
        ownershipSecret = try await parking.sessionSecret() ?? SessionSigner.newSecret()
        acknowledgement = .stored
        storeDelay = .zero
        self.makeForm = makeForm
        lastSweep = clock.now
    }

    /// A store whose sessions live in `shared`, which other nodes serving the same form share:
    /// a request for any of their sessions can land here. No form is ever parked; each is
    /// dropped from memory when the store makes room, and read back from `shared` when needed.
    ///
    /// - Parameters:
    ///   - shared: the storage the nodes share.
    ///   - capacity: the most forms open in memory at once.
    ///   - idleTimeout: how long an unused form stays in memory.
    ///   - acknowledgement: when a page's change is answered: once applied, the page keeping it
    ///     until it is stored (the default), or once stored (see ``ADWebSessionAcknowledgement``).
    ///   - storeDelay: with `.applied`, how long a background store waits to gather changes
    ///     (at most a minute); an answered change is held by the page alone for that long and
    ///     the store's own time.
    ///   - makeForm: builds a new session's form.
    /// - Throws: what `makeForm` throws, or the storage's error reading its secret.
    public init(
        shared: any ADWebSharedSessionStorage, capacity: Int = 1_000, idleTimeout: Duration = .seconds(30 * 60),
        acknowledgement: ADWebSessionAcknowledgement = .applied, storeDelay: Duration = defaultStoreDelay,
        makeForm: @escaping FormMaker
    ) async throws {
        let prototype = try await makeForm()
        controlCount = prototype.controlIDs.count
        pages = [false: HTMLPage(form: prototype, listing: false, token: nil).renderAfterOpening(),
                 true: HTMLPage(form: prototype, listing: true, token: nil).renderAfterOpening()]
        pinnedLanguage = prototype.controller.pinnedLocale.map(ADUserLocale.init(locale:))
        self.capacity = max(1, capacity)
        self.idleTimeout = max(idleTimeout, .seconds(1))
        pageCapacity = 1
        let secret = try await shared.sessionSecret()
        keeping = .shared(shared, SessionSigner(secret: secret))
        ownershipSecret = secret
        self.acknowledgement = acknowledgement
        self.storeDelay = min(max(storeDelay, .zero), .seconds(60))
        self.makeForm = makeForm
        lastSweep = clock.now
    }

    /// The number of forms open in memory.
    public var openCount: Int { openSessions.count }

    /// The number of pages opened and not yet used.
    public var unusedCount: Int { unused.count }

    /// The number of sessions parked, when the parking counts them (``ADWebSessionParking/parkedCount()``);
    /// `nil` for shared sessions, which are never parked.
    ///
    /// - Throws: the parking's error.
    public func parkedCount() async throws -> Int? {
        guard case .parked(let parking) = keeping else { return nil }
        return try await metrics.measure(.sessions, "count") { try await parking.parkedCount() }
    }

    /// The page every session shares (structure only: states come from the API), written for
    /// `language` (its `lang` and `dir`) unless the form pins a locale.
    public nonisolated func page(listing: Bool, language: ADUserLocale = .fallback) -> String {
        HTMLPage.opening(pinnedLanguage ?? language) + (pages[listing] ?? "")
    }

    /// Opens a session for a page load: only its identifier, a random version-4 UUID (signed
    /// with the nodes' secret when sessions are shared, so any node accepts it).
    public func open() -> String {
        if case .shared(_, let signer) = keeping { return signer.newIdentifier() }
        let id = UUID().uuidString.lowercased()
        unused.insert(id)
        unusedOrder.append(id)
        while unused.count > pageCapacity, let oldest = unusedOrder.popFirst() { unused.remove(oldest) }
        if unusedOrder.count > 2 * pageCapacity { unusedOrder = Deque(unusedOrder.filter(unused.contains)) }
        return id
    }

    /// The session `id` names, marked as just used: open, built for a page's first request, or
    /// brought back from the parking; `nil` when there is none (never opened, or dropped).
    ///
    /// - Throws: ``ADWebError`` (500) when its form cannot be built or its parked state read.
    public func session(id: String) async throws(ADWebError) -> ADWebSession? {
        if case .shared(let storage, let signer) = keeping {
            await enterRequest(id)
            defer { running.leave(id) }
            await flush(id)
            return try await latest(id: id, storage: storage, signer: signer)?.session
        }
        let now = clock.now
        if var entry = openSessions[id] {
            entry.lastUse = now
            openSessions[id] = entry
            return entry.session
        }
        let state: ADRecord?
        if unused.remove(id) != nil {
            state = nil
        } else {
            guard case .parked(let parking) = keeping else { return nil }
            do {
                guard let parked = try await metrics.measure(.sessions, "unpark", { try await parking.unpark(id: id) }) else { return nil }
                state = parked
            } catch {
                throw ADWebError(status: 500, message: "the parked session could not be read: \(error)")
            }
        }
        let session = try await newSession()
        if let state { try await session.restore(state) }
        await makeRoom(now: now)
        openSessions[id] = OpenSession(session: session, lastUse: now)
        return session
    }

    /// Whether `id` names a session this store holds: open, not yet used, or parked; with
    /// shared sessions, any identifier a node of the cluster signed.
    ///
    /// When the parking cannot answer, the identifier counts as held: the browser keeps it,
    /// and its next request reports the parking's failure (500) and finds the parked state
    /// once the parking is back, rather than starting over without it.
    public func holds(id: String) async -> Bool {
        switch keeping {
        case .shared(_, let signer):
            return signer.isSigned(id)
        case .parked(let parking):
            if openSessions[id] != nil || unused.contains(id) { return true }
            do {
                return try await metrics.measure(.sessions, "holds") { try await parking.holds(id: id) }
            } catch {
                return true
            }
        }
    }

    /// Runs `body` on the session `id` names — one request at a time per session — and
    /// returns what it returns; `nil` when there is no such session.
    ///
    /// With shared sessions, `body` runs on the latest state any node stored, and the state it
    /// leaves is stored before this returns: an answer given is durable, and when another node
    /// stored first the request fails with 409 and nothing of it is kept.
    ///
    /// A `repeatable` request is one whose `body` changes nothing but the session's own state
    /// (an event of the page: its sequence number makes a second application a no-op), so it
    /// may run twice. When the storage, asked last, showed no other node writing the session,
    /// such a request runs on this node's copy at once and its state is stored over the
    /// version that copy is — one round trip instead of two. When another node had moved on
    /// the store keeps nothing, and the request runs again on the latest state, as any request
    /// does; the answer is always the one of the run whose state was stored.
    /// - Throws: ``ADWebError``: what `body` throws; 500 when the form cannot be built; 503
    ///   when the shared storage cannot be reached; 409 as above.
    public func run<Result: Sendable>(
        id: String, repeatable: Bool = false, _ body: @Sendable (ADWebSession) async throws(ADWebError) -> Result
    ) async throws(ADWebError) -> Result? {
        guard case .shared(let storage, let signer) = keeping else {
            await enterRequest(id)
            defer { running.leave(id) }
            guard let session = try await session(id: id) else { return nil }
            return try await body(session)
        }
        await enterRequest(id)
        defer { running.leave(id) }
        await flush(id)
        if repeatable, var entry = openSessions[id], entry.unshared {
            entry.lastUse = clock.now
            openSessions[id] = entry
            if case .answered(let result) = try await attempt(entry, id: id, storage: storage, checked: false, body) { return result }
        }
        guard let entry = try await latest(id: id, storage: storage, signer: signer) else { return nil }
        switch try await attempt(entry, id: id, storage: storage, checked: true, body) {
        case .answered(let result): return result
        case .unconfirmed: throw Self.conflict
        }
    }

    /// Runs `body` on `entry`, the copy of session `id`, and stores the state it leaves over the
    /// copy's version. A `checked` copy is the latest stored (``latest(id:storage:signer:)``
    /// asked); another one is run on as it is, and answers ``Attempt/unconfirmed`` when the
    /// store is refused or when nothing changed (nothing then shows that the copy is current).
    ///
    /// - Throws: ``ADWebError``: what `body` throws; 503 when the storage cannot be reached; 409
    ///   when a checked copy's store is refused.
    func attempt<Result: Sendable>(
        _ entry: OpenSession, id: String, storage: any ADWebSharedSessionStorage, checked: Bool,
        _ body: @Sendable (ADWebSession) async throws(ADWebError) -> Result
    ) async throws(ADWebError) -> Attempt<Result> {
        var entry = entry
        let result = try await body(entry.session)
        let state = await entry.session.state()
        guard state != entry.stored else { return checked ? .answered(result) : .unconfirmed }
        let page = try entry.page.map { current throws(ADWebError) in try Self.following(current) }
        let stored: Bool
        do {
            let keyed = Self.keyed(state, page: page)
            stored = try await metrics.measure(.sessions, "store") { try await storage.store(keyed, id: id, expected: entry.version) }
        } catch {
            openSessions[id] = nil
            throw ADWebError(status: 503, message: "the session could not be stored, so the change was not kept: \(error)")
        }
        guard stored else {
            openSessions[id] = nil
            guard checked else { return .unconfirmed }
            throw Self.conflict
        }
        entry.version += 1
        entry.stored = state
        if let page {
            entry.page = page
            entry.durable = page
        }
        openSessions[id] = entry
        return .answered(result)
    }

    /// A request's store refused: another node stored the session first.
    private static let conflict = ADWebError(
        status: 409, message: "this session was changed on another server at the same moment; the change was not kept, try again")

    /// A session with a new form.
    ///
    /// - Throws: ``ADWebError`` (500) when the form cannot be built.
    private func newSession() async throws(ADWebError) -> ADWebSession {
        do {
            return ADWebSession(form: try await makeForm())
        } catch {
            throw ADWebError(status: 500, message: "the form could not be built: \(error)")
        }
    }

    /// Waits until no other request runs on the session `id`.
    func enterRequest(_ id: String) async {
        guard !running.claim(id) else { return }
        await withCheckedContinuation { continuation in running.wait(for: id, continuation) }
    }

    /// The open session `id` names, brought up to the version the shared storage holds; `nil`
    /// for an identifier no node signed.
    func latest(
        id: String, storage: any ADWebSharedSessionStorage, signer: SessionSigner
    ) async throws(ADWebError) -> OpenSession? {
        guard signer.isSigned(id) else { return nil }
        let now = clock.now
        let known = openSessions[id]?.version
        let lookup: ADWebSharedSessionLookup
        do {
            lookup = try await metrics.measure(.sessions, "lookup") { try await storage.lookup(id: id, known: known ?? -1) }
        } catch {
            throw ADWebError(status: 503, message: "the shared sessions cannot be reached: \(error)")
        }
        let stored: ADWebStoredSession? = if case .changed(let found) = lookup { found } else { nil }
        // A copy at the stored version is current, and so is a copy never stored when nothing is.
        if var entry = openSessions[id], !entry.superseded, lookup == .current || (lookup == .absent && entry.version == 0) {
            entry.lastUse = now
            entry.unshared = true
            openSessions[id] = entry
            return entry
        }
        // A copy another node moved past is brought up to date in place: restoring a state
        // replaces all of it, and building a form again would cost far more.
        let session: ADWebSession
        if stored != nil, let open = openSessions[id]?.session {
            session = open
        } else {
            session = try await newSession()
        }
        if let stored { try await session.restore(stored.state) }
        await makeRoom(now: now)
        var entry = OpenSession(session: session, lastUse: now, version: stored?.version ?? 0, stored: stored.map { Self.formState($0.state) })
        if acknowledgement == .applied {
            let page = stored.map { Self.pageVersion(of: $0.state) } ?? .initial
            entry.page = page
            entry.durable = page
        }
        openSessions[id] = entry
        return entry
    }

    /// Throws when the parking or the shared storage cannot be reached (`GET /healthz`).
    public nonisolated func checkHealth() async throws {
        switch keeping {
        case .parked(let parking): try await metrics.measure(.sessions, "health") { try await parking.checkHealth() }
        case .shared(let storage, _): try await metrics.measure(.sessions, "health") { try await storage.checkHealth() }
        }
    }

    /// Parks every open form, as when the server stops. Shared sessions are stored as they
    /// are answered, so nothing needs parking; the background stores of
    /// ``ADWebSessionAcknowledgement/applied`` are waited for.
    public func parkAll() async {
        await flushStores()
        for id in Array(openSessions.keys) { await park(id) }
    }

    /// Parks forms unused for the idle timeout (at most once a second) and the least recently
    /// used while the store is full; never one a request is running on, whose changes would
    /// miss the parked state.
    private func makeRoom(now: ContinuousClock.Instant) async {
        if now - lastSweep >= .seconds(1) {
            lastSweep = now
            for (id, entry) in openSessions where now - entry.lastUse >= idleTimeout && !running.isBusy(id) && storing[id] == nil {
                await park(id)
            }
        }
        while openSessions.count >= capacity,
            let oldest = openSessions.lazy.filter({ !self.running.isBusy($0.key) && self.storing[$0.key] == nil })
                .min(by: { $0.value.lastUse < $1.value.lastUse })?.key
        {
            await park(oldest)
        }
    }

    private func park(_ id: String) async {
        guard let entry = openSessions.removeValue(forKey: id), case .parked(let parking) = keeping else { return }
        let state = await entry.session.state()
        do {
            try await metrics.measure(.sessions, "park") { try await parking.park(state, id: id) }
        } catch {
            openSessions[id] = entry
        }
    }
}
