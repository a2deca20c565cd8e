import ActionData
import ActionDataPostgres
import ActionDataSQLite
import TestSupport
import Testing

/// Generated filters over list fields (``AggregateFilterGenerator``): the rows SQLite (which
/// leaves list aggregates to the engine) and PostgreSQL (where they become SQL over the lists'
/// JSON when the engine's answer is certain) select, against the rows the engine selects,
/// for each filter and its negation, wherever the engine answers on every row.
@Suite("Aggregate filters: engine vs SQLite vs PostgreSQL")
struct AggregateFilterDifferentialTests {
    static let seeds: [UInt64] = [0xA66_5EED, 0x5_0A_7E, 36]

    /// The table the generated records are saved in.
    static func orders() throws -> ADTableSchema {
        try ADTableSchema(tableName: "Orders", primaryKey: "id", keyType: .uniqueValue, template: AggregateFilterGenerator.template)
    }

    /// SQLite leaves every aggregate over a list column to the engine (`actiondata_truth`):
    /// reading the JSON in SQL measured slower than the engine (docs/performance.md).
    /// PostgreSQL, which has no engine in the server, writes them as SQL where the engine's answer
    /// is certain; ``postgresAgreesWithEngine(seed:)`` compares what it selects.
    @Test("SQLite leaves list aggregates to the engine", arguments: [
        "sum(items, price * qty) > 100", "count(items) = 0", "count(items, qty < 5) > 1", "avg(items, price) > 2",
        "min(items, price) = 1", "max(nums, value) > 3", "sum(items, price * outer.a) > 3", "count(items, TRUE) = 2",
        "sum(items, price / 2.0) > 1", "avg(items, qty || 'x') > 1", "sum(items, deep.price) > 1",
        "sum(items, sum(nums, value)) > 1", "count(a) = 1",
    ])
    func sqliteLeavesAggregatesToEngine(filter: String) throws {
        let sql = try ADSQLiteFilter(ADFormula(filter), schema: Self.orders()).sql
        #expect(sql.contains("actiondata_truth") && !sql.contains("json_"), "\(sql)")
    }

    @Test(.onOwnThread, arguments: seeds)
    func sqliteAgreesWithEngine(seed: UInt64) async throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        let schema = try Self.orders()
        var generator = AggregateFilterGenerator(random: SeededGenerator(seed: seed))
        let records = generator.records(40)
        try await provider.transaction { transaction in
            try transaction.register(schema, defaults: AggregateFilterGenerator.template)
            for record in records { try transaction.save(record, in: "Orders") }
        }
        let rows = try await provider.read { try $0.loadRecords(from: "Orders", orderBy: [.ascending("id")]) }
        var comparison = FilterComparison(rows: rows, database: "SQLite")
        for _ in 0..<400 {
            await comparison.compare(generator.filter()) { filter in
                try await provider.read { try $0.loadRecords(from: "Orders", where: filter, orderBy: [.ascending("id")]) }
            }
        }
        #expect(comparison.compared > 400)
        #expect(comparison.mismatches.isEmpty, "\(comparison.summary)")
    }

    @Test(.enabled(if: PostgresCluster.isAvailable, PostgresCluster.skipReason), arguments: seeds)
    func postgresAgreesWithEngine(seed: UInt64) async throws {
        try await PostgresProviders.withNewDatabase { try await comparePostgres(seed: seed, $0) }
    }

    private func comparePostgres(seed: UInt64, _ provider: ADPostgresProvider) async throws {
        let schema = try Self.orders()
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
