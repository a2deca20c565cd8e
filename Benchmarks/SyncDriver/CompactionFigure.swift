import ActionDataSQLite
import ActionDataStorage
import Foundation
import SyncFixtures

/// The log's size after 1,000,000 updates of 1,000 records, before and after compaction, on a
/// server's SQLite file.
enum CompactionFigure {
    static let records = 1_000
    static let updates = 1_000_000

    static func run(folder: URL) async throws {
        let server = try ADSQLiteProvider(path: folder.appendingPathComponent("compaction.sqlite").path)
        try await server.register(SyncedReading.self)
        let saved = try await server.transaction { transaction in
            try (0..<records).map { index in try transaction.save(Readings.synced(index)) }
        }
        let batch = 10_000
        let updating = try await Measure.milliseconds {
            for start in stride(from: 0, to: updates, by: batch) {
                try await server.transaction { transaction in
                    for update in start..<min(start + batch, updates) {
                        var reading = saved[update % records]
                        reading.value = Double(update)
                        _ = try transaction.save(reading)
                    }
                }
            }
        }
        var compaction = ADSyncCompactionReport(changesRemoved: 0, tombstonesRemoved: 0, rowsLeft: 0, start: 0)
        let compacting = try await Measure.milliseconds {
            compaction = try await server.compactLog(ADSyncCompactionPolicy(keepingHistory: .zero, keepingTombstones: .zero))
        }
        let rowsBefore = compaction.rowsLeft + compaction.changesRemoved + compaction.tombstonesRemoved
        report("log after \(updates) updates of \(records) records (\(fixed(updating / 1_000)) s to make): "
            + "\(rowsBefore) rows before compaction, \(compaction.rowsLeft) after = \(fixed(Double(compaction.rowsLeft) / Double(max(rowsBefore, 1)), 4))×, "
            + "compacted in \(fixed(compacting)) ms")
    }
}
