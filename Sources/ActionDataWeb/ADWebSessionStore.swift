import ActionData
import DequeModule
import Foundation

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
/// let sessions = try ADWebSessionStore(parking: try ADSQLiteSessionParking(path: "sessions.sqlite")) { makeForm() }
/// try await ADWebServer(sessions: sessions).run(port: 8080)
/// ```
public actor ADWebSessionStore {
    /// The most forms open in memory at once (at least 1).
    public nonisolated let capacity: Int
    /// How long an open form may go unused before it is parked (at least a second).
    public nonisolated let idleTimeout: Duration
    /// The most pages opened and not yet used kept (at least 1).
    public nonisolated let pageCapacity: Int
    private let makeForm: @Sendable () throws -> ADWebForm
    private let parking: any ADWebSessionParking
    private let pages: [Bool: String]
    private var openSessions: [String: OpenSession] = [:]
    private var unused: Set<String> = []
    private var unusedOrder: Deque<String> = []
    private let clock = ContinuousClock()
    private var lastSweep: ContinuousClock.Instant

    private struct OpenSession {
        let session: ADWebSession
        var lastUse: ContinuousClock.Instant
    }

    /// A store whose sessions each get a form `makeForm` builds.
    ///
    /// `makeForm` is run once here, to render the page every session shares, so a form that
    /// cannot be built fails when the server starts rather than on a visitor's first request.
    /// - Parameters:
    ///   - capacity: the most forms open in memory at once; more are parked.
    ///   - idleTimeout: how long an unused form stays in memory before it is parked.
    ///   - pageCapacity: the most pages opened and never used kept; the oldest go first.
    ///   - parking: where parked sessions wait; by default an in-memory SQLite database.
    /// - Throws: what `makeForm` throws, or the parking's error.
    public init(
        capacity: Int = 1_000, idleTimeout: Duration = .seconds(30 * 60), pageCapacity: Int = 100_000,
        parking: (any ADWebSessionParking)? = nil, makeForm: @escaping @Sendable () throws -> ADWebForm
    ) throws {
        let prototype = try makeForm()
        pages = [false: prototype.html(listing: false), true: prototype.html(listing: true)]
        self.capacity = max(1, capacity)
        self.idleTimeout = max(idleTimeout, .seconds(1))
        self.pageCapacity = max(1, pageCapacity)
        self.parking = try parking ?? ADSQLiteSessionParking()
        self.makeForm = makeForm
        lastSweep = clock.now
    }

    /// The number of forms open in memory.
    public var openCount: Int { openSessions.count }

    /// The number of pages opened and not yet used.
    public var unusedCount: Int { unused.count }

    /// The page every session shares (structure only: states come from the API).
    public nonisolated func page(listing: Bool) -> String { pages[listing] ?? "" }

    /// Opens a session for a page load: only its identifier, a random version-4 UUID.
    public func open() -> String {
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
            do {
                guard let parked = try await parking.unpark(id: id) else { return nil }
                state = parked
            } catch {
                throw ADWebError(status: 500, message: "the parked session could not be read: \(error)")
            }
        }
        let session: ADWebSession
        do {
            session = try ADWebSession(makeForm)
        } catch {
            throw ADWebError(status: 500, message: "the form could not be built: \(error)")
        }
        if let state { try await session.restore(state) }
        await makeRoom(now: now)
        openSessions[id] = OpenSession(session: session, lastUse: now)
        return session
    }

    /// Whether `id` names a session this store holds: open, not yet used, or parked.
    public func holds(id: String) async -> Bool {
        if openSessions[id] != nil || unused.contains(id) { return true }
        return (try? await parking.holds(id: id)) ?? false
    }

    /// Parks every open form, as when the server stops.
    public func parkAll() async {
        for id in Array(openSessions.keys) { await park(id) }
    }

    /// Parks forms unused for the idle timeout (at most once a second) and the least recently
    /// used while the store is full.
    private func makeRoom(now: ContinuousClock.Instant) async {
        if now - lastSweep >= .seconds(1) {
            lastSweep = now
            for (id, entry) in openSessions where now - entry.lastUse >= idleTimeout { await park(id) }
        }
        while openSessions.count >= capacity, let oldest = openSessions.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            await park(oldest)
        }
    }

    private func park(_ id: String) async {
        guard let entry = openSessions.removeValue(forKey: id) else { return }
        let state = await entry.session.state()
        do {
            try await parking.park(state, id: id)
        } catch {
            openSessions[id] = entry
        }
    }
}
