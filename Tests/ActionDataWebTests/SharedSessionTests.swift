import ActionData
import ActionDataWeb
import ActionDataWebSQLite
import Foundation
import Testing

/// Two nodes — two session stores — sharing their sessions through one SQLite file, as two
/// `actiondata serve --cluster-sessions` processes on one machine do.
@Suite("Web: sessions shared by every node, every answered edit durable")
struct SharedSessionTests {
    /// A shared-sessions file in a fresh folder, removed when the test ends.
    final class Cluster {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-cluster-\(UUID().uuidString)")
        var path: String { folder.appendingPathComponent("sessions.sqlite").path }

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// A node answering once stored: its own store and its own connection to the shared file.
        func node(capacity: Int = 100) async throws -> ADWebSessionStore {
            try await ADWebSessionStore(
                shared: try ADSQLiteSharedSessionStorage(path: path), capacity: capacity, acknowledgement: .stored
            ) { WebFormFixture.form() }
        }
    }

    private static func type(_ text: String, into store: ADWebSessionStore, id: String) async throws -> ADWebUpdate? {
        try await store.run(id: id) { session throws(ADWebError) in
            try await session.handle(ADWebEvent(controlID: "name", action: .input, value: .string(text)))
        }
    }

    private static func name(in store: ADWebSessionStore, id: String) async throws -> ADValue? {
        try await store.run(id: id) { session in await session.record()["name"] } ?? nil
    }

    @Test("a session opened on one node is served by the other, edits alternating between them")
    func alternatingNodes() async throws {
        let cluster = try Cluster()
        let first = try await cluster.node()
        let second = try await cluster.node()
        let id = await first.open()
        #expect(await second.holds(id: id), "any node accepts an identifier another signed")
        var typed = ""
        for (index, letter) in "Kotlin".enumerated() {
            typed.append(letter)
            let node = index.isMultiple(of: 2) ? second : first
            #expect(try await Self.type(typed, into: node, id: id) != nil)
        }
        #expect(try await Self.name(in: first, id: id) == "Kotlin")
        #expect(try await Self.name(in: second, id: id) == "Kotlin")
    }

    @Test("an edit a node answered survives the node going away without parking anything")
    func killedNodeLosesNothing() async throws {
        let cluster = try Cluster()
        var doomed: ADWebSessionStore? = try await cluster.node()
        let id = try #require(await doomed?.open())
        if let doomed { _ = try await Self.type("Answered", into: doomed, id: id) }
        doomed = nil
        let survivor = try await cluster.node()
        #expect(try await Self.name(in: survivor, id: id) == "Answered")
    }

    @Test("a node applying a request to a copy another node has moved past keeps nothing of it and answers 409")
    func staleCopyIsRefused() async throws {
        let cluster = try Cluster()
        let first = try await cluster.node()
        let second = try await cluster.node()
        let id = await first.open()
        _ = try await Self.type("Base", into: first, id: id)
        do {
            _ = try await first.run(id: id) { session throws(ADWebError) in
                // While this request runs on the first node, the second stores a newer state.
                _ = try? await Self.type("Second", into: second, id: id)
                return try await session.handle(ADWebEvent(controlID: "name", action: .input, value: "First"))
            }
            Issue.record("the stale request was stored")
        } catch {
            #expect(error.status == 409, "\(error)")
        }
        #expect(try await Self.name(in: first, id: id) == "Second")
        #expect(try await Self.name(in: second, id: id) == "Second")
    }

    @Test("requests of one session on one node run one at a time, none lost")
    func concurrentRequestsOnOneNode() async throws {
        let cluster = try Cluster()
        let node = try await cluster.node()
        let other = try await cluster.node()
        let id = await node.open()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    _ = try await node.run(id: id) { session throws(ADWebError) in
                        let name = await session.record()["name"]?.stringValue ?? ""
                        return try await session.handle(ADWebEvent(controlID: "name", action: .input, value: .string(name + "x")))
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await Self.name(in: other, id: id) == .string("Swift File" + String(repeating: "x", count: 20)))
    }

    /// Identifiers no node of the cluster signed.
    static let forged = [
        "", "not-a-session", UUID().uuidString.lowercased(), UUID().uuidString.lowercased() + ".AAAA",
        UUID().uuidString.lowercased() + "." + String(repeating: "A", count: 43), String(repeating: "9", count: 5_000),
    ]

    @Test("an identifier no node signed names no session, on any node", arguments: forged)
    func forgedIdentifiers(id: String) async throws {
        let cluster = try Cluster()
        let node = try await cluster.node()
        #expect(await !node.holds(id: id))
        #expect(try await Self.type("Mallory", into: node, id: id) == nil)
    }

    /// base64 leaves the last character of a 32-byte signature 2 spare bits: an identifier with
    /// them changed decodes to the same signature, and is still refused.
    @Test("an identifier whose signature is spelled otherwise is refused")
    func respelledSignatures() async throws {
        let cluster = try Cluster()
        let node = try await cluster.node()
        let own = await node.open()
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        let last = try #require(own.last.flatMap { alphabet.firstIndex(of: $0) })
        #expect(await node.holds(id: own))
        for spare in 1...3 {
            let respelled = String(own.dropLast()) + String(alphabet[last ^ spare])
            #expect(await !node.holds(id: respelled), "\(respelled)")
        }
    }

    @Test("an identifier signed by another cluster is refused, and a tampered one too")
    func otherClustersIdentifiers() async throws {
        let mine = try await Cluster().node()
        let theirs = try await Cluster().node()
        let foreign = await theirs.open()
        #expect(await !mine.holds(id: foreign))
        let own = await mine.open()
        let tampered = String(own.dropLast()) + (own.last == "A" ? "B" : "A")
        #expect(await !mine.holds(id: tampered))
        #expect(try await Self.type("Mallory", into: mine, id: tampered) == nil)
    }

    @Test("a node holding few forms drops them from memory and reads them back when asked")
    func smallNodeReadsBack() async throws {
        let cluster = try Cluster()
        let node = try await cluster.node(capacity: 1)
        let ids = [await node.open(), await node.open(), await node.open()]
        for (index, id) in ids.enumerated() { _ = try await Self.type("Form \(index)", into: node, id: id) }
        #expect(await node.openCount == 1)
        for (index, id) in ids.enumerated() { #expect(try await Self.name(in: node, id: id) == .string("Form \(index)")) }
    }
}
