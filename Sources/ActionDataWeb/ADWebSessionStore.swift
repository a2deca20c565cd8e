import ActionData
import Foundation

/// One ``ADWebSession`` per browser: every visitor of the page gets a form of their own,
/// found again on later requests by an unguessable identifier (``ADWebServer`` keeps it in a
/// cookie).
///
/// The store is bounded, so a crowd or a script opening sessions cannot exhaust memory: at most
/// ``capacity`` sessions are open at once (opening one more closes the one used least
/// recently), and a session left idle for ``idleTimeout`` is closed.
///
/// ```swift
/// let sessions = try ADWebSessionStore { ADWebForm(title: "Category", root: categoryForm(), record: record) }
/// try await ADWebServer(sessions: sessions).run(port: 8080)
/// ```
public actor ADWebSessionStore {
    /// The most sessions open at once.
    public nonisolated let capacity: Int
    /// How long a session may go unused before it is closed.
    public nonisolated let idleTimeout: Duration
    private let makeForm: @Sendable () throws -> ADWebForm
    private var entries: [String: Entry] = [:]
    private let clock = ContinuousClock()

    private struct Entry {
        let session: ADWebSession
        var lastUse: ContinuousClock.Instant
    }

    /// A store whose sessions each get a form `makeForm` builds.
    ///
    /// `makeForm` is run once here, so a form that cannot be built (a missing document, a
    /// malformed record) fails when the server starts rather than on a visitor's first request.
    /// - Parameters:
    ///   - capacity: the most sessions open at once (at least 1).
    ///   - idleTimeout: how long an unused session stays open (at least a second, so a page
    ///     always outlives its own loading).
    /// - Throws: what `makeForm` throws.
    public init(
        capacity: Int = 1_000, idleTimeout: Duration = .seconds(30 * 60),
        makeForm: @escaping @Sendable () throws -> ADWebForm
    ) throws {
        _ = try makeForm()
        self.capacity = max(1, capacity)
        self.idleTimeout = max(idleTimeout, .seconds(1))
        self.makeForm = makeForm
    }

    /// The number of open sessions.
    public var count: Int { entries.count }

    /// Opens a session with a new form.
    /// - Returns: the session's identifier (a random version-4 UUID) and the session.
    /// - Throws: what the form builder throws.
    public func open() throws -> (id: String, session: ADWebSession) {
        let session = try ADWebSession(makeForm)
        let now = clock.now
        closeIdleSessions(now: now)
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            entries[oldest] = nil
        }
        let id = UUID().uuidString.lowercased()
        entries[id] = Entry(session: session, lastUse: now)
        return (id, session)
    }

    /// The open session `id` names, marked as just used; `nil` when there is none (never
    /// opened, closed for idleness, or closed to make room).
    public func session(id: String) -> ADWebSession? {
        let now = clock.now
        guard var entry = entries[id] else { return nil }
        guard now - entry.lastUse < idleTimeout else {
            entries[id] = nil
            return nil
        }
        entry.lastUse = now
        entries[id] = entry
        return entry.session
    }

    private func closeIdleSessions(now: ContinuousClock.Instant) {
        entries = entries.filter { now - $0.value.lastUse < idleTimeout }
    }
}
