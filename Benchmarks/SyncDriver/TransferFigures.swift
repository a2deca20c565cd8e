import Foundation
import SyncFixtures

/// Figures 1 and 2: pushing then pulling 10,000 changes through a real server, and a pull with
/// nothing new, on one database.
enum TransferFigures {
    static let changes = 10_000

    /// Measures on `database`; push and pull as ratios of `copy` (PostgreSQL's COPY of the same
    /// rows, in ms) when given, and of `sqliteSave` (the same rows saved as a plain table).
    static func run(on database: SyncBenchDatabase, port: Int, folder: URL, copy: Double?, sqliteSave: Double) async throws {
        let server = try await SyncBenchServer.start(on: database, port: port)
        do {
            try await measure(server, database: database.name, folder: folder, copy: copy, sqliteSave: sqliteSave)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    private static func measure(
        _ server: SyncBenchServer, database: String, folder: URL, copy: Double?, sqliteSave: Double
    ) async throws {
        let pusher = try await SyncBenchDevice.make(in: folder, server: server.url)
        // Its first sync (a snapshot of nothing) first: the figure is the push's.
        try await pusher.client.sync()
        try await pusher.createChanges(changes)
        var pushed = 0
        let push = try await Measure.milliseconds { pushed = try await pusher.client.sync().pushed }
        report(transfer("push", pushed, database, push, copy: copy, sqliteSave: sqliteSave))

        let puller = try await SyncBenchDevice.make(in: folder, server: server.url)
        var pulled = 0
        let pull = try await Measure.milliseconds {
            let sync = try await puller.client.sync()
            pulled = sync.pulled + sync.snapshotChanges
        }
        report(transfer("pull (a first sync: a snapshot)", pulled, database, pull, copy: copy, sqliteSave: sqliteSave))

        let empty = try await Measure.median(of: 50) { try await puller.client.sync() }
        let health = try await Measure.median(of: 50) { try await server.health() }
        report("sync with nothing new, server on \(database): \(fixed(empty, 2)) ms median of 50 (goal ≤ 5 ms)"
            + " = \(fixed(empty / health, 2))× a GET /healthz round trip (\(fixed(health, 2)) ms)")
    }

    private static func transfer(
        _ direction: String, _ count: Int, _ database: String, _ milliseconds: Double, copy: Double?, sqliteSave: Double
    ) -> String {
        var line = "\(direction) \(count) changes, server on \(database), 1,000 a request: \(fixed(milliseconds)) ms (goal ≤ 1000 ms)"
        if let copy { line += " = \(fixed(milliseconds / copy, 2))× PostgreSQL's COPY of the rows (\(fixed(copy)) ms)" }
        return line + " = \(fixed(milliseconds / sqliteSave, 2))× saving them as a plain SQLite table (\(fixed(sqliteSave)) ms)"
    }
}
