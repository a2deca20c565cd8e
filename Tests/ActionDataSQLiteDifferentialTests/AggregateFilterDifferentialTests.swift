import ActionData
import ActionDataPostgres
import ActionDataSQLite
import TestSupport
import Testing

/// Generated filters over list fields (``AggregateFilterGenerator``): the rows SQLite and
/// PostgreSQL select, where aggregates become SQL over the lists' JSON when the engine's
/// answer is certain and stay with the engine otherwise, against the rows the engine selects,
/// for each filter and its negation, wherever the engine answers on every row.
@Suite("Aggregate filters: engine vs SQLite vs PostgreSQL")
struct AggregateFilterDifferentialTests {
    static let seeds: [UInt64] = [0xA66_5EED, 0x5_0A_7E, 36]

    @Test(.onOwnThread, arguments: seeds)
    func sqliteAgreesWithEngine(seed: UInt64) throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        let schema = try ADTableSchema(
            tableName: "Orders", primaryKey: "id", keyType: .uniqueValue, template: AggregateFilterGenerator.template)
        var generator = AggregateFilterGenerator(random: SeededGenerator(seed: seed))
        let records = generator.records(40)
        try provider.transaction { transaction in
            try transaction.register(schema, defaults: AggregateFilterGenerator.template)
            for record in records { try transaction.save(record, in: "Orders") }
        }
        let rows = try provider.read { try $0.loadRecords(from: "Orders", orderBy: [.ascending("id")]) }
        var mismatches: [String] = []
        var compared = 0
        var translated = 0
        for _ in 0..<400 {
            let formula = generator.filter()
            for filter in [formula, "NOT (\(formula))"] {
                guard let expected = AggregateFilterGenerator.engineSelection(filter, rows) else { continue }
                compared += 1
                if try ADSQLiteFilter(ADFormula(filter), schema: schema).sql.contains("json_each") { translated += 1 }
                do {
                    let selected = try provider.read {
                        try $0.loadRecords(from: "Orders", where: filter, orderBy: [.ascending("id")])
                    }
                    let ids = selected.compactMap { $0["id"] }
                    if ids != expected { mismatches.append("\(filter): engine \(expected), SQLite \(ids)") }
                } catch {
                    mismatches.append("\(filter): engine \(expected), SQLite failed: \(error)")
                }
            }
        }
        #expect(compared > 400)
        #expect(translated * 2 > compared, "\(translated) of \(compared) translated")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) disagree, first: \(mismatches.prefix(5).joined(separator: "\n"))")
    }

    @Test(
        .enabled(if: PostgresCluster.isAvailable, PostgresCluster.skipReason), arguments: seeds)
    func postgresAgreesWithEngine(seed: UInt64) async throws {
        let provider = try await ADPostgresProvider(url: try await PostgresCluster.shared().newDatabase())
        do {
            try await comparePostgres(seed: seed, provider)
            await provider.close()
        } catch {
            await provider.close()
            throw error
        }
    }

    private func comparePostgres(seed: UInt64, _ provider: ADPostgresProvider) async throws {
        let schema = try ADTableSchema(
            tableName: "Orders", primaryKey: "id", keyType: .uniqueValue, template: AggregateFilterGenerator.template)
        try await provider.register(schema, defaults: AggregateFilterGenerator.template)
        var generator = AggregateFilterGenerator(random: SeededGenerator(seed: seed))
        for record in generator.records(40) { try await provider.save(record, in: "Orders") }
        let rows = try await provider.loadRecords(from: "Orders", orderBy: [.ascending("id")])
        var mismatches: [String] = []
        var compared = 0
        for _ in 0..<400 {
            let formula = generator.filter()
            for filter in [formula, "NOT (\(formula))"] {
                guard let expected = AggregateFilterGenerator.engineSelection(filter, rows) else { continue }
                compared += 1
                do {
                    let selected = try await provider.loadRecords(from: "Orders", where: filter, orderBy: [.ascending("id")])
                    let ids = selected.compactMap { $0["id"] }
                    if ids != expected { mismatches.append("\(filter): engine \(expected), PostgreSQL \(ids)") }
                } catch {
                    mismatches.append("\(filter): engine \(expected), PostgreSQL failed: \(error)")
                }
            }
        }
        #expect(compared > 400)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) disagree, first: \(mismatches.prefix(5).joined(separator: "\n"))")
    }
}
