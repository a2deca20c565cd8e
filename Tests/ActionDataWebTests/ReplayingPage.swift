import ActionData
import ActionDataWeb
import ActionDataWebSQLite
import Foundation
import Testing

/// A page as page.js keeps its edits when shared sessions are answered once applied: every
/// event above the version known stored, the version of its last answer sent with each
/// request, and the kept events sent again when a node lacks them: with each event
/// (`carrying`, as page.js does), or after a 409 (`replay`).
struct ReplayingPage {
    let id: String
    /// Whether each event carries the kept events (else they go only in a replay after a 409).
    var carrying = false
    /// The version of the last answer.
    var after: ADWebPageVersion?
    /// The events not yet known stored, each with the version that holds it: its answer's, or
    /// the answer's to the replay that sent it again.
    var kept: [(event: ADWebEvent, version: Int)] = []
    /// The highest stored version answered to this page.
    var durable: ADWebPageVersion?
    /// The versions answered to this page above ``durable``: a stored version among them holds
    /// every event the page was answered for up to its number.
    private var answered: Set<ADWebPageVersion> = []
    /// How many times a node asked for the kept events again.
    var replays = 0
    /// How many times a node applied the kept events an event carried.
    var catchUps = 0
    private var sequence: Int64 = 0

    init(id: String, carrying: Bool = false) {
        self.id = id
        self.carrying = carrying
    }

    /// Loads the form's state, as the page does first, and takes its version.
    mutating func load(on node: ADWebSessionStore) async throws {
        let answer = try #require(try await node.run(id: id, after: nil) { session in await session.snapshot() })
        take(answer)
    }

    /// Types `text` into `control` on `node`, replaying the kept events if the node asks.
    @discardableResult
    mutating func type(_ text: String, into control: String = "name", on node: ADWebSessionStore) async throws -> ADWebUpdate {
        sequence += 1
        let event = ADWebEvent(controlID: control, action: .input, value: .string(text), sequence: sequence)
        let first: Result<ADWebAcknowledged<ADWebUpdate>?, ADWebError>
        do {
            if carrying, let after {
                let carried = kept.map(\.event)
                first = .success(try await node.run(id: id, after: after, durable: durable, kept: { carried }) { session throws(ADWebError) in
                    try await session.handle(event)
                })
            } else {
                first = .success(try await node.run(id: id, after: after, repeatable: true) { session throws(ADWebError) in try await session.handle(event) })
            }
        } catch {
            first = .failure(error)
        }
        switch first {
        case .success(let answer):
            let answer = try #require(answer)
            if answer.caughtUp { catchUps += 1 }
            kept.append((event, try #require(answer.version).number))
            take(answer)
            return answer.value
        case .failure(let error):
            let from = try #require(error.replay, "\(error)")
            return try await replay(kept.map(\.event) + [event], from: from, on: node)
        }
    }

    /// Asks `node` which version is stored (page.js's idle confirm, `POST /checks`); when the
    /// node's copy is elsewhere, sends the kept events again, or takes its state when none are kept.
    mutating func confirm(on node: ADWebSessionStore) async throws {
        let answer: Result<ADWebAcknowledged<ADWebUpdate>?, ADWebError>
        do {
            answer = .success(try await node.run(id: id, after: after) { session in await session.checks() })
        } catch {
            answer = .failure(error)
        }
        switch answer {
        case .success(let answer): take(try #require(answer))
        case .failure(let error):
            let from = try #require(error.replay, "\(error)")
            // Nothing to send again: the node's state is the page's from now on.
            guard kept.isEmpty else { return _ = try await replay(kept.map(\.event), from: from, on: node) }
            answered = []
            try await load(on: node)
        }
    }

    private mutating func replay(_ events: [ADWebEvent], from: ADWebPageVersion, on node: ADWebSessionStore) async throws -> ADWebUpdate {
        replays += 1
        let answer = try #require(try await node.replay(id: id, after: from, events: events))
        let holding = try #require(answer.version).number
        kept = events.map { ($0, holding) }
        // The replay's version may be below those answered before it: they no longer count.
        answered = []
        take(answer)
        return answer.value
    }

    private mutating func take<Value>(_ answer: ADWebAcknowledged<Value>) {
        after = answer.version
        if let version = answer.version { answered.insert(version) }
        guard let stored = answer.durable, answered.contains(stored), stored.number >= durable?.number ?? 0 else { return }
        durable = stored
        kept.removeAll { $0.version <= stored.number }
        answered = answered.filter { $0.number >= stored.number }
    }
}

/// A node's shared storage that counts what it is asked for, and whose stores can be held, as
/// if the node died before its stores committed.
struct WatchedStorage: ADWebSharedSessionStorage {
    let base: ADSQLiteSharedSessionStorage
    let gate = StoreGate()

    func sessionSecret() async throws -> Data { try await base.sessionSecret() }
    func version(of id: String) async throws -> Int? { try await base.version(of: id) }
    func load(id: String) async throws -> ADWebStoredSession? { try await base.load(id: id) }

    func store(_ state: ADRecord, id: String, expected: Int) async throws -> Bool {
        await gate.stored()
        guard await gate.pass() else { throw StoreGate.Killed() }
        return try await base.store(state, id: id, expected: expected)
    }

    func lookup(id: String, known: Int) async throws -> ADWebSharedSessionLookup {
        let found = try await base.lookup(id: id, known: known)
        await gate.lookedUp(restoring: found != .current && found != .absent)
        return found
    }
}

/// The calls a node made to its shared storage; it holds the node's stores while closed, and
/// killing the node fails every store held and to come.
actor StoreGate {
    struct Killed: Error {}

    private var holding = false
    private var killed = false
    private var held: [CheckedContinuation<Bool, Never>] = []
    /// How many lookups, stores, and lookups that brought back a whole state.
    private(set) var lookups = 0
    private(set) var stores = 0
    private(set) var restores = 0

    /// Stores wait from now on.
    func hold() { holding = true }

    /// Every store held, and every later one, fails: the node is dead.
    func kill() {
        killed = true
        for continuation in held { continuation.resume(returning: false) }
        held = []
    }

    /// Whether a store may go on: at once while open, when killed (never), else waiting.
    func pass() async -> Bool {
        if killed { return false }
        guard holding else { return true }
        return await withCheckedContinuation { held.append($0) }
    }

    /// The number of stores waiting.
    var heldCount: Int { held.count }

    func lookedUp(restoring: Bool) {
        lookups += 1
        if restoring { restores += 1 }
    }

    func stored() { stores += 1 }
}
