import ActionData
import ActionDataSQLite
import ActionDataStorage
import Foundation
import SyncFixtures

/// Figure 4: the save cost with the change log on, as a ratio of the same model shape saved
/// as a plain table, each save its own transaction.
enum SaveFigures {
    static let records = 1_000
    /// Plain and synced rounds alternate this many times, each figure the best of its rounds:
    /// a save's time here moves by a third from one round to the next.
    static let rounds = 5

    /// The baseline of the transfers: the 10,000 fields of 2,000 plain readings saved in one
    /// transaction to a new SQLite file, in ms (the best of three).
    static func plainBatch(folder: URL) async throws -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let provider = try ADSQLiteProvider(path: folder.appendingPathComponent("batch-\(UUID().uuidString).sqlite").path)
            try await provider.register(PlainReading.self)
            let time = try await Measure.milliseconds {
                try await provider.transaction { transaction in
                    for index in 0..<(TransferFigures.changes / Readings.changesPerRecord) { _ = try transaction.save(Readings.plain(index)) }
                }
            }
            best = min(best, time)
        }
        return best
    }

    /// Creates then updates ``records`` readings one save at a time on `provider`, plain and
    /// synced in turn, ``rounds`` times; reports the best of each.
    static func run(on provider: any ADSyncProvider, database: String) async throws {
        try await provider.register(PlainReading.self)
        try await provider.register(SyncedReading.self)
        var best = (plainCreate: Double.infinity, syncedCreate: Double.infinity, plainUpdate: Double.infinity, syncedUpdate: Double.infinity)
        for _ in 0..<rounds {
            let plain = try await createAndUpdate(on: provider, make: Readings.plain)
            let synced = try await createAndUpdate(on: provider, make: Readings.synced)
            best.plainCreate = min(best.plainCreate, plain.create)
            best.plainUpdate = min(best.plainUpdate, plain.update)
            best.syncedCreate = min(best.syncedCreate, synced.create)
            best.syncedUpdate = min(best.syncedUpdate, synced.update)
        }
        report(line("create", database, synced: best.syncedCreate, plain: best.plainCreate))
        report(line("update (2 fields)", database, synced: best.syncedUpdate, plain: best.plainUpdate))
    }

    private static func line(_ kind: String, _ database: String, synced: Double, plain: Double) -> String {
        let each = { (total: Double) in fixed(total * 1_000 / Double(records), 0) + " µs" }
        return "save, \(kind), \(database), \(records) saves of one record each: synced \(each(synced)) a save against plain \(each(plain))"
            + " = \(fixed(synced / plain, 2))× (goal ≤ 1.5×)"
    }

    /// The time of ``records`` creates, then of as many updates of two fields, in ms.
    private static func createAndUpdate<Model: ReadingModel>(
        on provider: any ADSyncProvider, make: (Int) -> Model
    ) async throws -> (create: Double, update: Double) {
        let models = (0..<records).map(make)
        var saved: [Model] = []
        saved.reserveCapacity(records)
        let create = try await Measure.milliseconds {
            for model in models { saved.append(try await provider.save(model)) }
        }
        let update = try await Measure.milliseconds {
            for var model in saved {
                model.value += 1
                model.note += " checked"
                _ = try await provider.save(model)
            }
        }
        return (create, update)
    }
}

/// The fields an update changes, common to both reading models.
protocol ReadingModel: ADDataTable, Sendable {
    var value: Double { get set }
    var note: String { get set }
}

extension PlainReading: ReadingModel {}
extension SyncedReading: ReadingModel {}
