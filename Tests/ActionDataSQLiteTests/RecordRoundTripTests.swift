import ActionData
import ActionDataSQLite
import Foundation
import TestSupport
import Testing

@Suite("Records read back exactly as saved")
struct RecordRoundTripTests {
    static let template: ADRecord = [
        "key": 0, "flag": false, "count": 0, "amount": 0.0, "text": "", "when": .date(Date(timeIntervalSince1970: 0)),
        "bytes": .data(Data()), "nested": ["a": 0], "list": [], "later": .null,
    ]

    /// A JSON-representable value (no dates or data, which JSON keeps as text).
    static func nestedValue(_ random: inout SeededGenerator, depth: Int) -> ADValue {
        switch Int.random(in: 0..<(depth > 0 ? 8 : 6), using: &random) {
        case 0: return .null
        case 1: return .bool(random.chance(50))
        case 2: return .int(Int64.random(in: Int64.min...Int64.max, using: &random))
        case 3: return .double(random.pick([0.0, -0.0, 1.0, 0.1, -2.5e-300, 1e300, 123_456.789, .infinity.nextDown]))
        case 4, 5: return .string(text(&random))
        case 6:
            return .array(
                (0..<Int.random(in: 0...4, using: &random)).map { _ in nestedValue(&random, depth: depth - 1) })
        default:
            var record = ADRecord()
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                record[text(&random)] = nestedValue(&random, depth: depth - 1)
            }
            return .record(record)
        }
    }

    static func text(_ random: inout SeededGenerator) -> String {
        let pieces = [
            "a", "Z", "é", "e\u{301}", "\u{0}", "\"", "'", "\\", "\n", "\u{1F}", "🙂", "👩‍👩‍👧", "%", "%00", ";", "--",
            "\u{FEFF}", " ",
        ]
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in random.pick(pieces) }.joined()
    }

    /// A date with whole microseconds anywhere in years 1…9999.
    static func date(_ random: inout SeededGenerator) -> Date {
        let seconds = Int64.random(in: -62_135_596_800...253_402_300_799, using: &random)
        let micros = Int64.random(in: 0..<1_000_000, using: &random)
        return Date(timeIntervalSince1970: Double(seconds * 1_000_000 + micros) / 1_000_000)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func generatedRecordsRoundTrip(seed: UInt64) throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        try provider.register(
            ADTableSchema(tableName: "Values", primaryKey: "key", keyType: .uniqueValue, template: Self.template),
            defaults: Self.template)
        var random = SeededGenerator(seed: seed)
        var saved: [ADRecord] = []
        try provider.transaction { transaction in
            for key in 0..<200 {
                let record: ADRecord = [
                    "key": .int(Int64(key)), "flag": random.chance(10) ? .null : .bool(random.chance(50)),
                    "count": .int(Int64.random(in: Int64.min...Int64.max, using: &random)),
                    "amount": .double(Double.random(in: -1e12...1e12, using: &random)),
                    "text": .string(Self.text(&random)),
                    "when": .date(Self.date(&random)),
                    "bytes": .data(
                        Data(
                            (0..<Int.random(in: 0...8, using: &random)).map { _ in
                                UInt8.random(in: 0...255, using: &random)
                            })),
                    "nested": .record([
                        "a": Self.nestedValue(&random, depth: 3),
                        Self.text(&random): Self.nestedValue(&random, depth: 2),
                    ]),
                    "list": .array((0..<3).map { _ in Self.nestedValue(&random, depth: 2) }),
                    "later": random.chance(50) ? .null : .string(Self.text(&random)),
                ]
                saved.append(try transaction.save(record, in: "Values"))
            }
        }
        let loaded = try provider.loadRecords(from: "Values", orderBy: [.ascending("key")])
        #expect(loaded.count == saved.count)
        for (back, original) in zip(loaded, saved) {
            #expect(back == original, "key \(original["key"] ?? .null)")
        }
        #expect(try provider.schema(of: "Values").columns["later"] == .text)
    }

    @Test func datesKeepTheirOrderInFilters() throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        try provider.register(
            ADTableSchema(tableName: "Values", primaryKey: "key", keyType: .uniqueValue, template: Self.template),
            defaults: Self.template)
        var random = SeededGenerator(seed: 9)
        var dates: [Date] = []
        for key in 0..<100 {
            let date = Self.date(&random)
            dates.append(date)
            try provider.save(["key": .int(Int64(key)), "when": .date(date)], in: "Values")
        }
        let ordered = try provider.loadRecords(from: "Values", orderBy: [.ascending("when")]).compactMap {
            $0["when"]?.dateValue
        }
        #expect(ordered == dates.sorted())
        let cutoff = try ADFormula("\"when\" < '2000-01-01'")
        let expected = try provider.loadRecords(from: "Values").filter { try cutoff.evaluate(in: $0) == .bool(true) }
            .count
        #expect(expected > 0)
        #expect(try provider.count(in: "Values", where: cutoff.source) == expected)
    }
}
