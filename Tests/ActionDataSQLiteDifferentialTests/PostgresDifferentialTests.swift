import ActionData
import ActionDataPostgres
import ActionDataSQLite
import TestSupport
import Testing

/// Generated formulas used as filters: the rows PostgreSQL selects (through
/// `ADPostgresProvider`, which compiles what PostgreSQL means alike and leaves the rest to the
/// engine) against the rows the engine selects, for each formula and its negation (which tells
/// FALSE from NULL), wherever the engine answers on every row.
@Suite("Formula vs PostgreSQL filters", .serialized, .enabled(if: PostgresCluster.isAvailable, PostgresCluster.skipReason))
struct PostgresDifferentialTests {
    /// Three seeds of 1,000 formulas each, the same every run.
    @Test(arguments: [0x5EED_5EED, 0xAC71_0DA7, 0x51_73_11_7E] as [UInt64])
    func generatedFiltersAgree(seed: UInt64) async throws {
        try await PostgresProviders.withNewDatabase { try await compare(seed: seed, $0) }
    }

    private func compare(seed: UInt64, _ provider: ADPostgresProvider) async throws {
        let template: ADRecord = ["id": 0, "a": 0, "b": 0, "x": 0.0, "s": "", "t": "", "u": "", "n": nil, "d": SQLiteDifferentialTests.date(0), "e": SQLiteDifferentialTests.date(1)]
        let schema = try ADTableSchema(tableName: "Rows", primaryKey: "id", keyType: .uniqueValue, template: template)
        try await provider.register(schema, defaults: template)
        for (index, record) in SQLiteDifferentialTests.records.enumerated() {
            var row = record
            row["id"] = .int(Int64(index))
            try await provider.save(row, in: "Rows")
        }
        let rows = try await provider.loadRecords(from: "Rows", orderBy: [.ascending("id")])
        var generator = SharedSubsetGenerator(random: SeededGenerator(seed: seed))
        var comparison = FilterComparison(rows: rows, database: "PostgreSQL")
        for _ in 0..<1_000 {
            await comparison.compare(generator.expression().formula) { filter in
                try await provider.loadRecords(from: "Rows", where: filter, orderBy: [.ascending("id")])
            }
        }
        #expect(comparison.compared > 1_000)
        #expect(comparison.mismatches.isEmpty, "\(comparison.summary)")
    }
}
