import ActionData
import ActionDataPostgres
import ActionDataSQLite
import TestSupport
import Testing

/// Row rules pushed into SQL select the rows the engine allows: generated records, identities
/// and rules (``PermissionRuleGenerator``), each rule's filter with the identity put in, ANDed
/// with a typed filter, run by SQLite and PostgreSQL against ``ADAccess/allows(_:_:)`` on
/// every row.
@Suite("Permission row rules: engine vs SQLite vs PostgreSQL")
struct PermissionFilterDifferentialTests {
    static let seeds: [UInt64] = [0x5EC_0DE, 43, 0xB0B]

    static func schema() throws -> ADTableSchema {
        try ADTableSchema(tableName: "Rows", primaryKey: "id", keyType: .uniqueValue, template: PermissionRuleGenerator.template)
    }

    @Test(.onOwnThread, arguments: seeds)
    func sqliteAgreesWithEngine(seed: UInt64) async throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        var generator = PermissionRuleGenerator(random: SeededGenerator(seed: seed))
        let records = generator.records(30)
        let schema = try Self.schema()
        try await provider.transaction { transaction in
            try transaction.register(schema, defaults: PermissionRuleGenerator.template)
            for record in records { try transaction.save(record, in: "Rows") }
        }
        let mismatches = try await Self.compare(&generator, records: records) { filter in
            try await provider.read { try $0.loadRecords(from: "Rows", where: filter, orderBy: [.ascending("id")]) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) disagree, first: \(mismatches.prefix(3))")
    }

    @Test(.enabled(if: PostgresCluster.isAvailable, PostgresCluster.skipReason), arguments: seeds)
    func postgresAgreesWithEngine(seed: UInt64) async throws {
        try await PostgresProviders.withNewDatabase { provider in
            try await provider.register(try Self.schema(), defaults: PermissionRuleGenerator.template)
            var generator = PermissionRuleGenerator(random: SeededGenerator(seed: seed))
            let records = generator.records(30)
            for record in records { try await provider.save(record, in: "Rows") }
            let mismatches = try await Self.compare(&generator, records: records) { filter in
                try await provider.loadRecords(from: "Rows", where: filter, orderBy: [.ascending("id")])
            }
            #expect(mismatches.isEmpty, "\(mismatches.count) disagree, first: \(mismatches.prefix(3))")
        }
    }

    /// 60 documents × 5 identities: the ids `select` returns for each identity's filter, against
    /// the ids of the rows the engine allows and the typed filter selects.
    private static func compare(
        _ generator: inout PermissionRuleGenerator, records: [ADRecord], select: (String) async throws -> [ADRecord]
    ) async throws -> [String] {
        var mismatches: [String] = []
        var compared = 0, partial = 0
        for _ in 0..<60 {
            let permissions = try generator.permissions()
            for _ in 0..<5 {
                let identity = generator.identity()
                let access = try permissions.access(to: "Rows", for: identity)
                let typed = generator.typedFilter()
                let typedFormula = try typed.map { try ADFormula($0) }
                var expected: [ADValue] = []
                for record in records where try access.allows(.read, record) {
                    if try typedFormula.map({ try $0.evaluate(in: record) == .bool(true) }) ?? true, let id = record["id"] { expected.append(id) }
                }
                let filter = try access.readFilter(and: typed)
                let selected = try await select(filter).compactMap { $0["id"] }
                compared += 1
                if !expected.isEmpty, expected.count < records.count { partial += 1 }
                if selected != expected { mismatches.append("\(identity.id) \(identity.roles) \(filter): engine \(expected), database \(selected)") }
            }
        }
        #expect(compared == 300)
        // The rules are not trivially all or nothing: many select some rows and not others.
        #expect(partial > 60, "\(partial) of 300 select some rows but not all")
        return mismatches
    }
}
