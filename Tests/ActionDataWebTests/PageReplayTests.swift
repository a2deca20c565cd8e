import ActionData
import ActionDataWeb
import ActionDataWebSQLite
import Foundation
import Testing

/// Shared sessions answered once applied (`ADWebSessionAcknowledgement.applied`): a node
/// answers a page's event from its copy and stores it in the background; the page keeps what
/// is not known stored and sends it again to a node that lacks it.
@Suite("Web: shared sessions answered once applied, the page replaying what is not stored")
struct PageReplayTests {
    /// A node answering once applied, on `cluster`'s file, through a watched storage.
    fileprivate static func node(
        _ cluster: SharedSessionTests.Cluster, storeDelay: Duration = .milliseconds(250)
    ) async throws -> (ADWebSessionStore, StoreGate) {
        let storage = WatchedStorage(base: try ADSQLiteSharedSessionStorage(path: cluster.path))
        let store = try await ADWebSessionStore(shared: storage, acknowledgement: .applied, storeDelay: storeDelay) { WebFormFixture.form() }
        return (store, storage.gate)
    }

    /// Two nodes answering once applied on one file, and a page of a session opened on the first.
    private struct Pair {
        let cluster: SharedSessionTests.Cluster
        let first: ADWebSessionStore
        let firstGate: StoreGate
        let second: ADWebSessionStore
        let secondGate: StoreGate
        let page: ReplayingPage

        init(carrying: Bool = false, storeDelay: Duration = .milliseconds(250)) async throws {
            cluster = try SharedSessionTests.Cluster()
            (first, firstGate) = try await PageReplayTests.node(cluster, storeDelay: storeDelay)
            (second, secondGate) = try await PageReplayTests.node(cluster, storeDelay: storeDelay)
            page = ReplayingPage(id: await first.open(), carrying: carrying)
        }
    }

    /// What a node answering once stored shows in the control `field`: its unsaved edit, else
    /// the record's value.
    private static func read(_ field: String, _ cluster: SharedSessionTests.Cluster, id: String) async throws -> ADValue? {
        let reader = try await cluster.node()
        let state = try await reader.run(id: id) { session in await session.state() }
        if case .record(let edits)? = state?["edits"], let edit = edits[field] { return edit }
        guard case .record(let record)? = state?["record"] else { return nil }
        return record[field]
    }

    @Test("each event is answered with the next version; a confirm after the background store reports it stored")
    func versionsAndConfirm() async throws {
        let cluster = try SharedSessionTests.Cluster()
        let (node, _) = try await Self.node(cluster)
        var page = ReplayingPage(id: await node.open())
        try await page.load(on: node)
        let start = try #require(page.after).number
        var typed = ""
        for letter in "Swift" {
            typed.append(letter)
            try await page.type(typed, on: node)
        }
        #expect(page.after?.number == start + 5)
        try await page.confirm(on: node)
        #expect(page.durable?.number == start + 5)
        #expect(page.kept.isEmpty)
        #expect(page.replays == 0)
        #expect(try await Self.read("name", cluster, id: page.id) == "Swift")
    }

    @Test(
        "a request that needs the session stored (the idle confirm, a save) starts a store still gathering changes at once",
        .timeLimit(.minutes(3))
    )
    func flushCutsTheGatheringShort() async throws {
        let cluster = try SharedSessionTests.Cluster()
        // A store gathering for the longest delay a node takes (60 s): the confirm must not wait it
        // out. Any gathering starts after the page is opened, so timed from before that, a confirm
        // that waited one out takes 60 s or more whatever the machine's load, and one that cut it
        // short takes what opening, loading, the keystroke and the confirm take.
        let storage = try ADSQLiteSharedSessionStorage(path: cluster.path)
        let node = try await ADWebSessionStore(shared: storage, acknowledgement: .applied, storeDelay: .seconds(60)) { WebFormFixture.form() }
        let clock = ContinuousClock()
        let started = clock.now
        var page = ReplayingPage(id: await node.open())
        try await page.load(on: node)
        try await page.type("Soon", on: node)
        #expect(page.durable != page.after)
        try await page.confirm(on: node)
        #expect(clock.now - started < .seconds(60), "the confirm cut the 60 s gathering short")
        #expect(page.durable == page.after)
        #expect(page.kept.isEmpty)
        #expect(try await Self.read("name", cluster, id: page.id) == "Soon")
    }

    @Test(
        "a node killed after answering, before its stores committed: the page's kept events, sent again to the other node, keep every keystroke",
        arguments: [false, true])
    func killedBeforeStore(carrying: Bool) async throws {
        let pair = try await Pair(carrying: carrying)
        let (cluster, first, firstGate, second) = (pair.cluster, pair.first, pair.firstGate, pair.second)
        var page = pair.page
        try await page.load(on: first)
        try await page.type("Ki", on: first)
        try await page.confirm(on: first)
        #expect(page.durable == page.after)
        await firstGate.hold()
        try await page.type("Kil", on: first)
        try await page.type("Kill", on: first)
        #expect(page.kept.count == 2)
        await firstGate.kill()
        // The first node is gone with two answered keystrokes it never stored.
        let update = try await page.type("Kille", on: second)
        #expect(carrying ? page.catchUps == 1 && page.replays == 0 : page.replays == 1)
        #expect(update.record["name"] == "Kille")
        try await page.type("Killed", on: second)
        try await page.confirm(on: second)
        #expect(page.kept.isEmpty)
        #expect(try await Self.read("name", cluster, id: page.id) == "Killed")
    }

    @Test("a node behind the page catches up from the page's kept events, without bringing the stored state back", arguments: [false, true])
    func behindCatchesUpFromPage(carrying: Bool) async throws {
        let pair = try await Pair(carrying: carrying)
        let (cluster, first, firstGate, second, secondGate) = (pair.cluster, pair.first, pair.firstGate, pair.second, pair.secondGate)
        var page = pair.page
        try await page.load(on: second)
        try await page.type("note 1", into: "note", on: second)
        try await page.confirm(on: second)
        #expect(page.durable == page.after)
        // The first node brings the stored state in once, then answers two events it never stores.
        try await page.type("B", on: first)
        await firstGate.hold()
        try await page.type("Be", on: first)
        await firstGate.kill()
        let (restoresBefore, lookupsBefore) = (await secondGate.restores, await secondGate.lookups)
        try await page.type("Beh", on: second)
        try await page.type("Behind", on: second)
        #expect(carrying ? page.catchUps == 1 && page.replays == 0 : page.replays == 1)
        // The second node's copy was current with the storage: it took the page's events, not a stored state.
        #expect(await secondGate.restores == restoresBefore)
        // Carried events need no question to the storage: the copy holds every version the page knows stored.
        if carrying { #expect(await secondGate.lookups == lookupsBefore) }
        try await page.confirm(on: second)
        #expect(try await Self.read("name", cluster, id: page.id) == "Behind")
        #expect(try await Self.read("note", cluster, id: page.id) == "note 1")
    }

    @Test("keystrokes alternating between two nodes, each carrying the kept events: no 409, no question to the storage, every keystroke kept")
    func alternatingCarries() async throws {
        // Stores only when asked (a confirm), so that no background store lands between keystrokes.
        let pair = try await Pair(carrying: true, storeDelay: .seconds(60))
        let (cluster, first, firstGate, second, secondGate) = (pair.cluster, pair.first, pair.firstGate, pair.second, pair.secondGate)
        var page = pair.page
        try await page.load(on: first)
        try await page.type("A", on: second)
        let lookupsBefore = (await firstGate.lookups, await secondGate.lookups)
        var typed = "A"
        var lastVersion = try #require(page.after).number
        for (index, letter) in "lternating".enumerated() {
            typed.append(letter)
            let update = try await page.type(typed, on: index.isMultiple(of: 2) ? first : second)
            #expect(update.record["name"] == .string(typed))
            let version = try #require(page.after).number
            #expect(version > lastVersion, "a page's versions only grow")
            lastVersion = version
        }
        #expect(page.replays == 0)
        #expect(page.catchUps == 10)
        let lookupsAfter = (await firstGate.lookups, await secondGate.lookups)
        #expect(lookupsAfter == lookupsBefore)
        for _ in 0..<4 where !page.kept.isEmpty {
            try await page.confirm(on: second)
            await first.flushStores()
            await second.flushStores()
        }
        #expect(page.kept.isEmpty)
        #expect(try await Self.read("name", cluster, id: page.id) == .string(typed))
    }

    @Test("a stored version answered to another tab of the session does not make a page forget its own keystrokes")
    func anotherTabsStoredVersion() async throws {
        let pair = try await Pair(carrying: true, storeDelay: .seconds(60))
        let (cluster, first, second, secondGate) = (pair.cluster, pair.first, pair.second, pair.secondGate)
        var (left, right) = try await Self.twoTabsEditing(id: pair.page.id, first: first, second: second, carrying: true)
        // The right tab's node stores first, without the left tab's keystroke; the left tab's node is refused.
        await second.flushStores()
        await first.flushStores()
        try await right.confirm(on: second)
        #expect(right.kept.isEmpty)
        // The left tab's next keystroke lands where the right tab's version is stored: it is
        // answered with that version as the stored one, which does not hold its first keystroke.
        try await left.type("7", into: "quantity", on: second)
        #expect(left.catchUps == 1)
        #expect(left.kept.count == 2)
        await secondGate.kill()
        for _ in 0..<4 where !left.kept.isEmpty {
            try await left.confirm(on: first)
            await first.flushStores()
        }
        #expect(left.kept.isEmpty)
        #expect(try await Self.read("name", cluster, id: left.id) == "left")
        #expect(try await Self.read("quantity", cluster, id: left.id) == "7")
        #expect(try await Self.read("note", cluster, id: left.id) == "right")
    }

    /// Two tabs of the session `id`, the left on `first` and the right on `second`, each with one
    /// edit answered and not yet stored: "left" in the name, "right" in the note.
    private static func twoTabsEditing(
        id: String, first: ADWebSessionStore, second: ADWebSessionStore, carrying: Bool
    ) async throws -> (ReplayingPage, ReplayingPage) {
        var left = ReplayingPage(id: id, carrying: carrying)
        var right = ReplayingPage(id: id, carrying: carrying)
        try await left.load(on: first)
        try await right.load(on: second)
        try await left.type("left", into: "name", on: first)
        try await right.type("right", into: "note", on: second)
        return (left, right)
    }

    @Test("two nodes racing on one session: the loser's edit is sent again onto the winner's state and kept")
    func raceLoserResends() async throws {
        let cluster = try SharedSessionTests.Cluster()
        let (first, _) = try await Self.node(cluster)
        let (second, _) = try await Self.node(cluster)
        let id = await first.open()
        // Both tabs edit version 0 at once, each on its own node; both are answered.
        var (left, right) = try await Self.twoTabsEditing(id: id, first: first, second: second, carrying: false)
        await first.flushStores()
        await second.flushStores()
        // One store lost; its tab's next request finds its version gone and sends its edit again,
        // which may send the other tab's version past it in turn: each tab confirms until it
        // holds nothing unstored.
        for _ in 0..<10 where !(left.kept.isEmpty && right.kept.isEmpty) {
            try await left.confirm(on: first)
            try await right.confirm(on: second)
            await first.flushStores()
            await second.flushStores()
        }
        #expect(left.replays + right.replays >= 1)
        #expect(left.kept.isEmpty && right.kept.isEmpty)
        #expect(try await Self.read("name", cluster, id: id) == "left")
        #expect(try await Self.read("note", cluster, id: id) == "right")
    }

    /// A session with one stored edit on `node`, and its page.
    private static func edited(on node: ADWebSessionStore) async throws -> ReplayingPage {
        var page = ReplayingPage(id: await node.open())
        try await page.load(on: node)
        try await page.type("Kept", on: node)
        try await page.confirm(on: node)
        return page
    }

    @Test(
        "a hostile replay is refused with a typed 4xx and changes nothing",
        arguments: [
            ("no events", 400, 0, false, "name"),
            ("too many events", 400, ADWebSessionStore.maximumReplayEvents + 1, false, "name"),
            ("an event without a sequence number", 400, 1, true, "name"),
            ("an unknown control after a good event", 404, 2, false, "nothing"),
        ] as [(String, Int, Int, Bool, String)])
    func hostileReplay(_ what: String, _ status: Int, _ count: Int, _ unsequenced: Bool, _ lastControl: String) async throws {
        let cluster = try SharedSessionTests.Cluster()
        let (node, _) = try await Self.node(cluster)
        let page = try await Self.edited(on: node)
        let after = try #require(page.after)
        let state = try #require(try await node.run(id: page.id) { session in await session.state() })
        var events = (0..<count).map { ADWebEvent(controlID: "name", action: .input, value: .string("Replayed \($0)"), sequence: Int64(10 + $0)) }
        if unsequenced, !events.isEmpty { events[0].sequence = nil }
        if let last = events.indices.last { events[last].controlID = lastControl }
        await #expect(throws: ADWebError.self, "\(what)") {
            _ = try await node.replay(id: page.id, after: after, events: events)
        }
        do {
            _ = try await node.replay(id: page.id, after: after, events: events)
        } catch {
            #expect(error.status.code == status, "\(what): \(error)")
            #expect(error.replay == nil)
        }
        #expect(try await node.run(id: page.id) { session in await session.state() } == state, "\(what)")
        #expect(try await Self.read("name", cluster, id: page.id) == "Kept")
    }

    @Test("a replay after a version the node never made is answered 409 naming the node's version, and changes nothing")
    func replayFarAhead() async throws {
        let cluster = try SharedSessionTests.Cluster()
        let (node, _) = try await Self.node(cluster)
        let page = try await Self.edited(on: node)
        let current = try #require(page.after)
        let event = ADWebEvent(controlID: "name", action: .input, value: .string("Forged"), sequence: 99)
        for after in [ADWebPageVersion(number: 1_000_000, lineage: "ffff"), ADWebPageVersion(number: current.number, lineage: "forged")] {
            do {
                _ = try await node.replay(id: page.id, after: after, events: [event])
                Issue.record("a replay after \(after) was taken")
            } catch {
                #expect(error.status == .conflict)
                #expect(error.replay == current)
            }
        }
        #expect(try await Self.read("name", cluster, id: page.id) == "Kept")
    }

    @Test("a node answering once stored takes no replays, and its answers carry no versions")
    func storedModeUnchanged() async throws {
        let cluster = try SharedSessionTests.Cluster()
        let node = try await cluster.node()
        let id = await node.open()
        let answer = try #require(try await node.run(id: id, after: .initial, repeatable: true) { session throws(ADWebError) in
            try await session.handle(ADWebEvent(controlID: "name", action: .input, value: "Stored", sequence: 1))
        })
        #expect(answer.version == nil && answer.durable == nil)
        await #expect(throws: ADWebError.self) {
            _ = try await node.replay(id: id, after: .initial, events: [ADWebEvent(controlID: "name", action: .input, value: "x", sequence: 2)])
        }
        #expect(try await Self.read("name", cluster, id: id) == "Stored")
    }
}
