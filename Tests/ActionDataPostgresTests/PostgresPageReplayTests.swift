import ActionData
import ActionDataPostgres
import ActionDataWeb
import ActionDataWebPostgres
import Foundation
import TestSupport
import Testing

extension PostgresTests {
/// Shared sessions on PostgreSQL answered once applied (`ADWebSessionAcknowledgement.applied`):
/// the versions travel in the stored state, and a page's kept events, sent again, keep every
/// keystroke whichever node answers (the protocol's cases in detail: PageReplayTests).
@Suite("PostgreSQL: sessions answered once applied, the page replaying what is not stored")
struct PostgresPageReplayTests {
    /// A page's keystrokes, each kept until an answer says it is stored.
    struct Typist {
        let id: String
        /// Whether each keystroke carries the kept ones (as page.js sends them), or they go
        /// only in a replay after a 409.
        let carrying: Bool
        var after: ADWebPageVersion?
        var durable: ADWebPageVersion?
        var kept: [ADWebEvent] = []
        var replays = 0

        mutating func type(_ text: String, sequence: Int64, on node: ADWebSessionStore) async throws {
            let event = ADWebEvent(controlID: "name", action: .input, value: .string(text), sequence: sequence)
            let carried = kept
            kept.append(event)
            let answer: ADWebAcknowledged<ADWebUpdate>?
            do {
                if carrying, let after {
                    answer = try await node.run(id: id, after: after, durable: durable, kept: { carried }) { session throws(ADWebError) in
                        try await session.handle(event)
                    }
                } else {
                    answer = try await node.run(id: id, after: after, repeatable: true) { session throws(ADWebError) in try await session.handle(event) }
                }
            } catch {
                answer = try await replay(onto: try #require(error.replay, "\(error)"), on: node)
            }
            take(try #require(answer))
        }

        /// Sends the kept events onto `from`, and onto the node's newer version while its
        /// background store of another lineage is refused meanwhile (at most three times).
        private mutating func replay(onto from: ADWebPageVersion, on node: ADWebSessionStore) async throws -> ADWebAcknowledged<ADWebUpdate>? {
            var from = from
            for _ in 0..<3 {
                replays += 1
                let events = kept
                let answer: Result<ADWebAcknowledged<ADWebUpdate>?, ADWebError>
                do {
                    answer = .success(try await node.replay(id: id, after: from, events: events))
                } catch {
                    answer = .failure(error)
                }
                switch answer {
                case .success(let given): return given
                case .failure(let error): from = try #require(error.replay, "\(error)")
                }
            }
            return try await node.replay(id: id, after: from, events: kept)
        }

        private mutating func take(_ given: ADWebAcknowledged<ADWebUpdate>) {
            after = given.version
            // Every kept event is held by the answer's version; all of them are stored once that is.
            if let stored = given.durable, stored == given.version {
                durable = stored
                kept = []
            }
        }
    }

    @Test(
        "keystrokes alternating between two nodes that answer before storing: every one is in the stored state",
        arguments: [false, true])
    func alternatingKeepsEveryKeystroke(carrying: Bool) async throws {
        let url = try await TestDatabase.url()
        let firstStorage = try await ADPostgresSharedSessionStorage(url: url)
        let secondStorage = try await ADPostgresSharedSessionStorage(url: url)
        let first = try await ADWebSessionStore(shared: firstStorage, acknowledgement: .applied) { PostgresSessionTests.Nodes.form() }
        let second = try await ADWebSessionStore(shared: secondStorage, acknowledgement: .applied) { PostgresSessionTests.Nodes.form() }
        var typist = Typist(id: await first.open(), carrying: carrying)
        do {
            var typed = ""
            for (index, letter) in "Replayed onto PostgreSQL".enumerated() {
                typed.append(letter)
                try await typist.type(typed, sequence: Int64(index + 1), on: index.isMultiple(of: 2) ? first : second)
            }
            // Whichever node lost the last race, the page's next keystroke there sends what it kept.
            await first.flushStores()
            await second.flushStores()
            try await typist.type(typed, sequence: Int64(typed.count + 1), on: first)
            await first.flushStores()
        } catch {
            await firstStorage.close()
            await secondStorage.close()
            throw error
        }
        let readerStorage = try await ADPostgresSharedSessionStorage(url: url)
        let reader = try await ADWebSessionStore(shared: readerStorage) { PostgresSessionTests.Nodes.form() }
        #expect(try await reader.run(id: typist.id) { session in await session.record()["name"] } ?? nil == "Replayed onto PostgreSQL")
        await readerStorage.close()
        await firstStorage.close()
        await secondStorage.close()
    }
}
}
