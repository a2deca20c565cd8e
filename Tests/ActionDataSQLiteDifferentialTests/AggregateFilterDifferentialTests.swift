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

    @Test("which aggregates become SQL", arguments: [
        ("sum(items, price * qty) > 100", true), ("count(items) = 0", true), ("count(items, qty < 5) > 1", true),
        ("avg(items, price) > 2", true), ("min(items, price) = 1", true), ("max(nums, value) > 3", true),
        ("sum(items, price * outer.a) > 3", true), ("count(items, TRUE) = 2", true),
        ("sum(items, price / 2.0) > 1", false), ("sum(items, price * 1.5) > 1", false), ("avg(items, qty || 'x') > 1", false),
        ("sum(items, deep.price) > 1", false), ("sum(items, sum(nums, value)) > 1", false), ("count(a) = 1", false),
    ])
    func translation(filter: String, inSQL: Bool) throws {
        let schema = try ADTableSchema(
            tableName: "Orders", primaryKey: "id", keyType: .uniqueValue, template: AggregateFilterGenerator.template)
        let sql = try ADSQLiteFilter(ADFormula(filter), schema: schema).sql
        #expect(sql.contains("json_") == inSQL, "\(sql)")
        #expect(sql.contains("actiondata_truth"), "records whose rows are not all integers stay with the engine")
    }

    @Test(.onOwnThread, arguments: seeds)
    func sqliteAgreesWithEngine(seed: UInt64) async throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        let schema = try ADTableSchema(
            tableName: "Orders", primaryKey: "id", keyType: .uniqueValue, template: AggregateFilterGenerator.template)
        var generator = AggregateFilterGenerator(random: SeededGenerator(seed: seed))
        let records = generator.records(40)
        try await provider.transaction { transaction in
            try transaction.register(schema, defaults: AggregateFilterGenerator.template)
            for record in records { try transaction.save(record, in: "Orders") }
        }
        let rows = try await provider.read { try $0.loadRecords(from: "Orders", orderBy: [.ascending("id")]) }
        var comparison = FilterComparison(rows: rows, database: "SQLite")
        var translated = 0
        for _ in 0..<400 {
            let formula = generator.filter()
            if try ADSQLiteFilter(ADFormula(formula), schema: schema).sql.contains("json_each") { translated += 1 }
            await comparison.compare(formula) { filter in
                try await provider.read { try $0.loadRecords(from: "Orders", where: filter, orderBy: [.ascending("id")]) }
            }
        }
        #expect(comparison.compared > 400)
        #expect(translated > 200, "\(translated) of 400 translated")
        #expect(comparison.mismatches.isEmpty, "\(comparison.summary)")
    }

    @Test(.enabled(if: PostgresCluster.isAvailable, PostgresCluster.skipReason), arguments: seeds)
    func postgresAgreesWithEngine(seed: UInt64) async throws {
        try await PostgresProviders.withNewDatabase { try await comparePostgres(seed: seed, $0) }
    }

    private func comparePostgres(seed: UInt64, _ provider: ADPostgresProvider) async throws {
        let schema = try ADTableSchema(
            tableName: "Orders", primaryKey: "id", keyType: .uniqueValue, template: AggregateFilterGenerator.template)
        try await provider.register(schema, defaults: AggregateFilterGenerator.template)
        var generator = AggregateFilterGenerator(random: SeededGenerator(seed: seed))
        for record in generator.records(40) { try await provider.save(record, in: "Orders") }
        let rows = try await provider.loadRecords(from: "Orders", orderBy: [.ascending("id")])
        var comparison = FilterComparison(rows: rows, database: "PostgreSQL")
        for _ in 0..<400 {
            await comparison.compare(generator.filter()) { filter in
                try await provider.loadRecords(from: "Orders", where: filter, orderBy: [.ascending("id")])
            }
        }
        #expect(comparison.compared > 400)
        #expect(comparison.mismatches.isEmpty, "\(comparison.summary)")
    }
}
