import ActionData
import ActionDataSQLite
import TestSupport
import Testing

@Suite("Formula filters in SQL agree with in-memory evaluation")
struct FilterTranslationTests {
    static let table = "Sample \"rows\""

    static func sampleProvider(seed: UInt64, rows: Int) throws -> (ADSQLiteProvider, [ADRecord]) {
        let provider = try ADSQLiteProvider(path: ":memory:")
        let schema = try ADTableSchema(
            tableName: table, primaryKey: "id", keyType: .uniqueValue, template: FilterCaseGenerator.template)
        try provider.register(schema, defaults: FilterCaseGenerator.template)
        var generator = FilterCaseGenerator(random: SeededGenerator(seed: seed))
        try provider.transaction { transaction in
            for id in 0..<rows { try transaction.save(generator.row(id: Int64(id)), in: table) }
        }
        return (provider, try provider.loadRecords(from: table, orderBy: [.ascending("id")]))
    }

    /// The keys of the stored rows for which `formula` is true, evaluated in memory.
    static func expectedKeys(_ formula: String, in rows: [ADRecord], key: String = "id") throws -> [ADValue] {
        let truth = try ADFormula("iif(\(formula), TRUE, FALSE)")
        return try rows.filter { try truth.evaluate(in: $0) == .bool(true) }.map { $0[key] ?? .null }
    }

    /// Four seeds × 400 generated filters over 60 generated rows each: seconds of computing
    /// without a suspension, so on a thread of its own (four cases at once held both threads of
    /// the pool, and every server of the run stalled for up to 80 s).
    @Test(.onOwnThread, arguments: [0x5EED, 0xF11_7E4, 77, 0xACE] as [UInt64])
    func generatedFiltersAgree(seed: UInt64) throws {
        let (provider, rows) = try Self.sampleProvider(seed: seed, rows: 60)
        #expect(rows.count == 60)
        var generator = FilterCaseGenerator(random: SeededGenerator(seed: seed &* 31))
        var mismatches: [String] = []
        var compared = 0
        var nonEmpty = 0
        for _ in 0..<400 {
            let formula = generator.condition(3)
            let expected: [ADValue]
            do {
                expected = try Self.expectedKeys(formula, in: rows)
            } catch {
                #expect(throws: ADSQLiteError.self, "\(formula) fails in memory (\(error)), so SQL must fail too") {
                    try provider.loadRecords(from: Self.table, where: formula)
                }
                continue
            }
            let found = try provider.loadRecords(from: Self.table, where: formula, orderBy: [.ascending("id")]).map {
                $0["id"] ?? .null
            }
            compared += 1
            if !expected.isEmpty { nonEmpty += 1 }
            if found != expected {
                mismatches.append("\(formula): SQL \(found), in memory \(expected)")
            }
            let counted = try provider.count(in: Self.table, where: formula)
            if counted != expected.count {
                mismatches.append("\(formula): COUNT \(counted), in memory \(expected.count)")
            }
        }
        #expect(compared > 300)
        #expect(nonEmpty > 50)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(8).joined(separator: "\n"))")
    }

    /// Filters whose every part has a faithful SQL spelling compile without the fallback.
    @Test(arguments: [
        "i > 10 AND x <= 2.5", "name = 'abc' OR tag IS NULL", "NOT flag", "i BETWEEN 1 AND 3", "name IN ('a', 'b')",
        "(i + j) * 2 >= x / 4", "due < due", "coalesce(name, tag) = 'x'", "name + 'x' = tag",
        "i % 3 = 1 AND i IS NOT NULL",
        "CASE WHEN i > 1 THEN x WHEN flag THEN 2 ELSE NULL END > 1", "iif(flag, i, j) = 1", "max(i, j, 3) = 3",
        "nullif(i, 0) IS NULL", "compare(name = tag, name, tag) = 'x'", "year(due) = 2023 AND month(due) > 6",
        "weekday(due) = 0 OR hour(start) < 12", "dateDiff(start, due, 'hours') > 3", "dateDiff(due, start, 'day') <= minute(due)",
    ])
    func nativeFilters(formula: String) throws {
        let schema = try ADTableSchema(
            tableName: "t", primaryKey: "id", keyType: .uniqueValue, template: FilterCaseGenerator.template)
        let filter = try ADSQLiteFilter(ADFormula(formula), schema: schema)
        #expect(!filter.sql.contains("actiondata_truth"), "\(filter.sql)")
        #expect(filter.values.count == filter.sql.filter { $0 == "?" }.count)
    }

    /// Parts whose SQLite meaning differs for the kinds at hand use the formula engine.
    @Test(arguments: [
        "min(name, tag) = 'a'", "name LIKE 'a%'", "'10' = i", "name + x = 'a1.0'", "flag || name = 'truex'",
        "CASE i WHEN 1 THEN 'a' END = name", "iif(flag, i, name) = 1", "upper(name) = 'A'", "meta.n = 1",
        "due < '2000-01-01'", "dateDiff(start, due, 'month') = 1", "dateAdd(due, 1, 'day') > start",
        "year('2024-01-01') = 2024", "dateDiff(start, due, 'year') IS NULL",
    ])
    func fallbackFilters(formula: String) throws {
        let schema = try ADTableSchema(
            tableName: "t", primaryKey: "id", keyType: .uniqueValue, template: FilterCaseGenerator.template)
        let filter = try ADSQLiteFilter(ADFormula(formula), schema: schema)
        #expect(filter.sql.contains("actiondata_truth"), "\(filter.sql)")
    }

    /// Deviations from SQLite go through the formula engine, and give its answers.
    @Test(
        arguments: [
            ("name LIKE '\u{E9}t\u{E9}'", ["\u{E9}t\u{E9}", "\u{C9}T\u{C9}"]),
            ("upper(name) = 'STRASSE'", ["Straße", "STRASSE"]),
            ("name = 'e\u{301}te\u{301}'", ["\u{E9}t\u{E9}"]),
            ("i / 2 = 1.5", ["Straße", "x"]),
            ("name + i = 'Straße3'", ["Straße"]),
            ("instr(name, 'ß') = TRUE", ["Straße"]),
            ("length(name) = 3", ["\u{E9}t\u{E9}", "\u{C9}T\u{C9}"]),
        ] as [(String, [String])])
    func deviations(formula: String, names: [String]) throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        let template: ADRecord = ["key": "", "name": "", "i": 0]
        try provider.register(
            ADTableSchema(tableName: "d", primaryKey: "key", keyType: .uniqueValue, template: template),
            defaults: template)
        let rows: [(String, String, Int64)] = [
            ("a", "Straße", 3), ("b", "STRASSE", 1), ("c", "\u{E9}t\u{E9}", 2), ("d", "\u{C9}T\u{C9}", 0),
            ("e", "x", 3),
        ]
        for (key, name, i) in rows {
            try provider.save(["key": .string(key), "name": .string(name), "i": .int(i)], in: "d")
        }
        let found = try provider.loadRecords(from: "d", where: formula, orderBy: [.ascending("key")])
        #expect(found.map { $0["name"] } == names.map { ADValue.string($0) })
        let inMemory = try FilterTranslationTests.expectedKeys(
            formula, in: provider.loadRecords(from: "d", orderBy: [.ascending("key")]), key: "key")
        #expect(found.map { $0["key"] ?? .null } == inMemory)
    }

    /// Literals, patterns and the formula text of fallback parts are bound values: none of
    /// the filter's text appears in the SQL, and identifiers appear quoted.
    @Test(arguments: HostileInputTests.hostileTexts.filter { $0.count > 2 })
    func filterTextIsNeverPasted(text: String) throws {
        let template: ADRecord = ["id": 0, "odd \"name\"": "", "n": 0]
        let schema = try ADTableSchema(
            tableName: "t", primaryKey: "id", keyType: .uniqueValue, template: template)
        let literal = "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        for source in [
            "\"odd \"\"name\"\"\" = \(literal)", "\"odd \"\"name\"\"\" LIKE \(literal)",
            "n > 1 AND upper(\(literal)) = \(literal)",
        ] {
            let filter = try ADSQLiteFilter(ADFormula(source), schema: schema)
            #expect(!filter.sql.contains(text), "\(filter.sql)")
            #expect(filter.sql.contains("\"odd \"\"name\"\"\"") || filter.sql.contains("\"n\""))
            #expect(filter.values.count == filter.sql.filter { $0 == "?" }.count)
        }
    }

    @Test func evaluationErrorsInFallbackPartsFailTheQuery() throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        let template: ADRecord = ["id": 0, "text": "", "pattern": ""]
        try provider.register(
            ADTableSchema(tableName: "p", primaryKey: "id", keyType: .uniqueValue, template: template),
            defaults: template)
        try provider.save(["id": 1, "text": "abc", "pattern": "(unclosed"], in: "p")
        let error = #expect(throws: ADSQLiteError.self) {
            try provider.loadRecords(from: "p", where: "text REGEXP pattern")
        }
        #expect(error?.description.contains("(unclosed") == true, "\(String(describing: error))")
        #expect(error?.table == "p")
    }

    /// Integer extremes, where SQLite's arithmetic has special cases.
    @Test(arguments: [
        "i % j = 0", "i % j IS NULL", "-i > 0", "i * j > 0", "i - j < 0", "i + j > 0", "i / j > 0", "x / j < 0",
        "i * 2 = x", "i = x", "i < x", "i + 0.0 = x", "-x < i", "(i + j) - j = i", "i BETWEEN j AND x",
    ])
    func integerExtremesAgree(formula: String) throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        let template: ADRecord = ["id": 0, "i": 0, "j": 0, "x": 0.0]
        try provider.register(
            ADTableSchema(tableName: "e", primaryKey: "id", keyType: .uniqueValue, template: template),
            defaults: template)
        let integers: [Int64] = [.min, .min + 1, -1, 0, 1, .max]
        let reals: [Double] = [-9_223_372_036_854_775_808.0, 9_223_372_036_854_775_808.0, -0.0, 1.5]
        var id: Int64 = 0
        for i in integers {
            for j in integers {
                for x in reals {
                    try provider.save(["id": .int(id), "i": .int(i), "j": .int(j), "x": .double(x)], in: "e")
                    id += 1
                }
            }
        }
        let rows = try provider.loadRecords(from: "e", orderBy: [.ascending("id")])
        let expected = try Self.expectedKeys(formula, in: rows)
        let found = try provider.loadRecords(from: "e", where: formula, orderBy: [.ascending("id")]).map {
            $0["id"] ?? .null
        }
        #expect(found == expected)
    }

    /// Aggregates over a list stored as JSON run in the engine, with the rows' fields in scope.
    @Test(arguments: ["sum(lines, price * quantity) > 10", "count(lines, price > 2) = 1", "avg(lines, price) < 3", "count(lines) = 0"])
    func aggregatesOverJSONLists(formula: String) throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        let template: ADRecord = ["id": 0, "lines": [["price": 1, "quantity": 1]]]
        try provider.register(
            ADTableSchema(tableName: "o", primaryKey: "id", keyType: .uniqueValue, template: template), defaults: template)
        let orders: [ADValue] = [
            [["price": 1, "quantity": 2], ["price": 5, "quantity": 3]], [], [["price": 2.5, "quantity": 1]],
        ]
        for (id, lines) in orders.enumerated() { try provider.save(["id": .int(Int64(id)), "lines": lines], in: "o") }
        let rows = try provider.loadRecords(from: "o", orderBy: [.ascending("id")])
        let found = try provider.loadRecords(from: "o", where: formula, orderBy: [.ascending("id")]).map { $0["id"] ?? .null }
        let expected = try Self.expectedKeys(formula, in: rows)
        #expect(found == expected)
        #expect(!expected.isEmpty)
    }

    @Test func unknownColumnIsNamed() throws {
        let schema = try ADTableSchema(
            tableName: "t", primaryKey: "id", keyType: .uniqueValue, template: FilterCaseGenerator.template)
        let error = #expect(throws: ADSQLiteError.self) { try ADSQLiteFilter(ADFormula("quantty > 1"), schema: schema) }
        #expect(error?.description.contains("quantty") == true)
    }
}
