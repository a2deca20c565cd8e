import ActionData
import Foundation
import GRDB
import TestSupport
import Testing

@Suite("Formula vs SQLite on the shared subset")
struct SQLiteDifferentialTests {
    /// Records the expressions read; the same values are bound as SQLite parameters.
    static let records: [ADRecord] = [
        ["a": 3, "b": -4, "x": 2.5, "s": "abc", "t": "Hello", "u": " pad ", "n": nil, "d": date(0), "e": date(1)],
        ["a": 0, "b": 7, "x": -0.5, "s": "a_c", "t": "hello world", "u": "ABC", "n": nil, "d": date(2), "e": date(3)],
        ["a": 12, "b": 12, "x": 12.0, "s": "", "t": "It's", "u": "10", "n": nil, "d": date(4), "e": date(5)],
    ]

    /// The records' dates and their stored text (UTC, six fraction digits): a leap day, a
    /// microsecond before 1970, a date before 1900, the last microsecond of a year.
    static let dates: [(stored: String, date: Date)] = [
        ("2024-03-15T13:45:30.250000Z", Date(timeIntervalSince1970: 1_710_510_330.25)),
        ("2024-01-31T00:00:00.000000Z", Date(timeIntervalSince1970: 1_706_659_200)),
        ("1969-12-31T23:59:59.999999Z", Date(timeIntervalSince1970: -0.000001)),
        ("2000-02-29T12:00:00.500000Z", Date(timeIntervalSince1970: 951_825_600.5)),
        ("1899-06-01T06:07:08.000001Z", Date(timeIntervalSince1970: -2_227_456_371.999999)),
        ("2023-12-31T23:59:59.999999Z", Date(timeIntervalSince1970: 1_704_067_199.999999)),
    ]

    static func date(_ index: Int) -> ADValue { .date(dates[index].date) }

    /// What ActionData's value is in SQLite's storage terms: booleans are the integers 1 and 0.
    static func sqliteEquivalent(_ value: ADValue) -> DatabaseValue? {
        switch value {
        case .null: .null
        case .bool(let flag): (flag ? 1 : 0).databaseValue
        case .int(let integer): integer.databaseValue
        case .double(let real): real.databaseValue
        case .string(let text): text.databaseValue
        case .date(let date): dates.first { $0.date == date }?.stored.databaseValue
        default: nil
        }
    }

    static func arguments(for record: ADRecord) -> StatementArguments {
        var values: [String: (any DatabaseValueConvertible)?] = [:]
        for (name, value) in record {
            values[name] = sqliteEquivalent(value)
        }
        return StatementArguments(values)
    }

    /// Five seeds of 2,000 expressions each: 10,000 comparisons per run, the same every run.
    @Test(.onOwnThread, arguments: [0x5EED_5EED, 0xAC71_0DA7, 0x51_73_11_7E, 11, 12] as [UInt64])
    func generatedExpressionsAgree(seed: UInt64) throws {
        let database = try DatabaseQueue()
        var generator = SharedSubsetGenerator(random: SeededGenerator(seed: seed))
        var mismatches: [String] = []
        var compared = 0
        try database.read { db in
            for round in 0..<2_000 {
                let expression = generator.expression()
                let record = Self.records[round % Self.records.count]
                let formula = try ADFormula(expression.formula)
                let ours = try formula.evaluate(in: record)
                let theirs = try DatabaseValue.fetchOne(db, sql: "SELECT \(expression.sql)", arguments: Self.arguments(for: record))
                compared += 1
                if Self.sqliteEquivalent(ours) != (theirs ?? .null) {
                    mismatches.append("\(expression.formula) → ActionData \(ours), SQLite \(String(describing: theirs))")
                }
            }
        }
        #expect(compared == 2_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(10).joined(separator: "\n"))")
    }
}
