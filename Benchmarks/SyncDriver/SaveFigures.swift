import ActionData
import ActionDataPostgres
import ActionDataSQLite
import ActionDataStorage
import Foundation
import SyncFixtures

/// Figure 4: the save cost with the change log on, as a ratio of the same model shape saved
/// as a plain table, each save its own transaction.
enum SaveFigures {
    static let records = 1_000
    /// Rounds of saves, each figure the median of its rounds.
    static let rounds = 7

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

    /// Saves alternate between the plain and the synced table one by one, so both meet the
    /// same disk: a commit's `fsync` here takes from about 20 to over 100 µs from one second
    /// to the next, which moved a round of 1,000 plain saves by half against the next.
    static let batch = 1

    /// Creates then updates ``records`` readings one save at a time on `provider`, plain and
    /// synced alternating, ``rounds`` times. Reports each kind's median time a save over the
    /// rounds, and the median of the rounds' ratios (each of a round's own saves).
    static func run(on provider: any ADSyncProvider, database: String) async throws {
        try await provider.register(PlainReading.self)
        try await provider.register(SyncedReading.self)
        var create: [(synced: Double, plain: Double)] = []
        var update: [(synced: Double, plain: Double)] = []
        for _ in 0..<rounds {
            var plain = SaveRound<PlainReading>(make: Readings.plain)
            var synced = SaveRound<SyncedReading>(make: Readings.synced)
            for start in stride(from: 0, to: records, by: batch) {
                try await plain.create(start..<min(start + batch, records), on: provider)
                try await synced.create(start..<min(start + batch, records), on: provider)
            }
            for start in stride(from: 0, to: records, by: batch) {
                try await plain.update(start..<min(start + batch, records), on: provider)
                try await synced.update(start..<min(start + batch, records), on: provider)
            }
            create.append((synced.createTime, plain.createTime))
            update.append((synced.updateTime, plain.updateTime))
        }
        report(line("create", database, create))
        report(line("update (2 fields)", database, update))
    }

    /// ``run(on:database:)`` on a provider of the PostgreSQL database `url`, closed whatever happens.
    static func runOnPostgres(url: String) async throws {
        let provider = try await ADPostgresProvider(url: url, connections: 4)
        do {
            try await run(on: provider, database: "PostgreSQL")
        } catch {
            await provider.close()
            throw error
        }
        await provider.close()
    }

    private static func line(_ kind: String, _ database: String, _ rounds: [(synced: Double, plain: Double)]) -> String {
        let each = { (total: Double) in fixed(total * 1_000 / Double(records), 0) + " µs" }
        let (synced, plain) = (median(rounds.map(\.synced)), median(rounds.map(\.plain)))
        let ratios = rounds.map { $0.synced / $0.plain }.sorted()
        let spread = (ratios.first ?? 0, ratios.last ?? 0)
        return "save, \(kind), \(database), \(records) saves of one record each: synced \(each(synced)) a save against plain \(each(plain))"
            + " = \(fixed(median(ratios), 2))× (rounds \(fixed(spread.0, 2))–\(fixed(spread.1, 2))×; goal ≤ 1.5×)"
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

/// One round's saves of one reading model: ``SaveFigures/records`` creates, then as many
/// updates of two fields, each save awaited on its own, their times summed in ms.
private struct SaveRound<Model: ReadingModel> {
    private let models: [Model]
    private var saved: [Model] = []
    private(set) var createTime = 0.0
    private(set) var updateTime = 0.0

    init(make: (Int) -> Model) {
        models = (0..<SaveFigures.records).map(make)
        saved.reserveCapacity(models.count)
    }

    /// Creates the readings `range`.
    mutating func create(_ range: Range<Int>, on provider: any ADSyncProvider) async throws {
        var made: [Model] = []
        createTime += try await Measure.milliseconds {
            for model in models[range] { made.append(try await provider.save(model)) }
        }
        saved += made
    }

    /// Updates two fields of the readings `range`, created before.
    mutating func update(_ range: Range<Int>, on provider: any ADSyncProvider) async throws {
        let changed = saved[range].map { model in
            var model = model
            model.value += 1
            model.note += " checked"
            return model
        }
        updateTime += try await Measure.milliseconds {
            for model in changed { _ = try await provider.save(model) }
        }
    }
}

/// The fields an update changes, common to both reading models.
protocol ReadingModel: ADDataTable, Sendable {
    var value: Double { get set }
    var note: String { get set }
}

extension PlainReading: ReadingModel {}
extension SyncedReading: ReadingModel {}
