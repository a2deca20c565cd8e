import ActionDataSQLite
import Foundation
import SyncFixtures

/// A new device's first sync, which takes a snapshot: the time for 100,000 records (goal ≤ 3 s)
/// as a ratio of saving them as a plain table, and the peak memory it takes for 20,000 and
/// 100,000 (goal: about equal, bounded by the page). Each size runs in a process of its own
/// (this executable, `snapshot RECORDS`), so one sync's heap does not serve the other's.
enum SnapshotFigure {
    static let sizes = [20_000, 100_000]

    /// Runs a child per size and reports the time and memory of the largest.
    static func run(port: Int) throws {
        var figures: [(milliseconds: Double, growth: Int, changes: Int, baseline: Double)] = []
        for records in sizes {
            let fields = try runChild(["snapshot", String(records)], port: port).split(separator: " ").compactMap { Double($0) }
            guard fields.count == 4 else { throw SyncBenchError("`snapshot \(records)` answered \(fields)") }
            figures.append((fields[0], Int(fields[1]), Int(fields[2]), fields[3]))
        }
        guard let small = figures.first, let large = figures.last else { return }
        report("first sync of \(sizes[1]) records (a snapshot of \(large.changes) field values), server on SQLite, 1,000 records a page: "
            + "\(fixed(large.milliseconds)) ms (goal ≤ 3000 ms) = \(fixed(large.milliseconds / large.baseline, 2))× saving them as a plain "
            + "SQLite table in one transaction (\(fixed(large.baseline)) ms)")
        report("first sync memory: peak resident memory grew \(small.growth) KiB for \(sizes[0]) records, \(large.growth) KiB for "
            + "\(sizes[1]) = \(fixed(Double(large.growth) / Double(max(small.growth, 1)), 2))× (goal ≈ 1×: bounded by the page)")
    }

    /// In the child: a server on SQLite holding `records` readings saved on it, then a new
    /// device's first sync; prints its milliseconds, the KiB it added to the peak resident
    /// memory, the field values it took, and the baseline (the same readings saved as a plain
    /// table in one transaction) in milliseconds.
    static func measure(records: Int, port: Int) async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = try await Measure.milliseconds {
            let plain = try ADSQLiteProvider(path: folder.appendingPathComponent("plain.sqlite").path)
            try await plain.transaction { transaction in
                for index in 0..<records { _ = try transaction.save(Readings.plain(index)) }
            }
        }
        let path = folder.appendingPathComponent("server.sqlite").path
        let seeded = try ADSQLiteProvider(path: path)
        try await seeded.register(SyncedReading.self)
        try await seeded.transaction { transaction in
            for index in 0..<records { _ = try transaction.save(Readings.synced(index)) }
        }
        let server = try await SyncBenchServer.start(on: .sqlite(path: path), port: port)
        do {
            let device = try await SyncBenchDevice.make(in: folder, server: server.url)
            guard Measure.resetPeak(), let before = Measure.residentKiB() else {
                throw SyncBenchError("no /proc/self/clear_refs or /proc/self/status to read the peak memory with")
            }
            var taken = 0
            let milliseconds = try await Measure.milliseconds {
                let sync = try await device.client.sync()
                taken = sync.snapshotChanges + sync.pulled
            }
            guard let after = Measure.residentKiB() else { throw SyncBenchError("no /proc/self/status") }
            print("\(fixed(milliseconds)) \(after.peak - before.now) \(taken) \(fixed(baseline))")
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
