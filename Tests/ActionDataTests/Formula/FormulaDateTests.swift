import ActionData
import Foundation
import TestSupport
import Testing

@Suite("Date functions: fields, arithmetic, differences, zones and errors")
struct FormulaDateTests {
    /// 2024-03-15 13:45:30.250 UTC, a Friday.
    static let friday = Date(timeIntervalSince1970: 1_710_510_330.25)
    /// 2024-01-31 00:00 UTC.
    static let endOfJanuary = Date(timeIntervalSince1970: 1_706_659_200)
    static let record: ADRecord = [
        "d": .date(friday), "e": .date(endOfJanuary), "n": nil, "text": "2024-02-29", "count": 3,
    ]

    static func utc(_ text: String) -> ADValue {
        guard let date = ISO8601DateFormatter().date(from: text) else { return .string("not a date: \(text)") }
        return .date(date)
    }

    static func value(_ source: String, zone: String = "UTC") throws -> ADValue {
        let limits = ADEvaluationLimits(timeZone: TimeZone(identifier: zone) ?? ADEvaluationLimits.defaultTimeZone)
        return try ADFormula(source, limits: limits).evaluate(in: record)
    }

    @Test("fields, conversions and arithmetic in UTC", arguments: [
        ("year(d)", ADValue.int(2024)), ("month(d)", .int(3)), ("day(d)", .int(15)), ("weekday(d)", .int(5)),
        ("hour(d)", .int(13)), ("minute(d)", .int(45)), ("weekday(e)", .int(3)),
        ("date(text)", utc("2024-02-29T00:00:00Z")), ("date('2023-02-29')", .null), ("date(5)", .null),
        ("date(n)", .null), ("date('2024-03-15 12:00')", utc("2024-03-15T12:00:00Z")),
        ("date('2024-03-15T14:45:30.25+01:00') = d", .bool(true)), ("date('15/03/2024')", .null),
        ("year('2024-03-15T23:30:00-02:00')", .int(2024)), ("day('2024-03-15T23:30:00-02:00')", .int(16)),
        ("dateAdd(e, 1, 'month')", utc("2024-02-29T00:00:00Z")), ("dateAdd(e, 13, 'months')", utc("2025-02-28T00:00:00Z")),
        ("dateAdd(e, -1, 'YEAR')", utc("2023-01-31T00:00:00Z")), ("dateAdd(e, 30, 'day')", utc("2024-03-01T00:00:00Z")),
        ("dateAdd(e, 90, 'minute')", utc("2024-01-31T01:30:00Z")), ("dateAdd(e, -1, 'second')", utc("2024-01-30T23:59:59Z")),
        ("dateAdd(e, 2.9, 'hour')", utc("2024-01-31T02:00:00Z")), ("dateAdd(n, 1, 'day')", .null),
        ("dateAdd(e, n, 'day')", .null), ("dateAdd(e, 1, n)", .null), ("dateAdd('x', 1, 'day')", .null),
        ("dateDiff(e, d, 'month')", .int(1)), ("dateDiff(d, e, 'month')", .int(-1)), ("dateDiff(e, d, 'day')", .int(44)),
        ("dateDiff(d, e, 'day')", .int(-44)), ("dateDiff(e, d, 'hour')", .int(1069)), ("dateDiff(e, d, 'year')", .int(0)),
        ("dateDiff('2000-02-29', '2024-02-28', 'year')", .int(23)), ("dateDiff('2000-02-29', '2024-02-29', 'years')", .int(24)),
        ("dateDiff(d, d, 'second')", .int(0)), ("dateDiff(e, d, 'minute')", .int(64_185)), ("dateDiff(n, d, 'day')", .null),
        ("weekday('0001-01-01')", .int(1)), ("year(dateAdd('9999-12-31', 23, 'hour'))", .int(9999)),
    ])
    func utcValues(source: String, expected: ADValue) throws {
        #expect(try Self.value(source) == expected)
    }

    @Test("the form's zone: fields, midnight and a daylight-saving day", arguments: [
        ("hour(d)", ADValue.int(14)), ("day('2024-03-15T23:30:00Z')", .int(16)),
        ("date('2024-03-30T12:00')", utc("2024-03-30T11:00:00Z")),
        ("dateAdd('2024-03-30T12:00', 1, 'day')", utc("2024-03-31T10:00:00Z")),
        ("dateDiff('2024-03-30T12:00', '2024-03-31T12:00', 'hour')", .int(23)),
        ("dateDiff('2024-03-30T12:00', '2024-03-31T12:00', 'day')", .int(1)),
        ("hour(dateAdd('2024-03-31T01:30', 1, 'hour'))", .int(3)),
        ("hour(today())", .int(0)), ("minute(today(-3))", .int(0)),
    ])
    func zone(source: String, expected: ADValue) throws {
        #expect(try Self.value(source, zone: "Europe/Berlin") == expected)
    }

    @Test("today, now and age are relative to the clock", arguments: [
        "dateDiff(today(), today(1), 'day') = 1", "dateDiff(today(-7), today(), 'day') = 7",
        "age(dateAdd(today(), -30, 'year')) = 30", "age(dateAdd(dateAdd(today(), -30, 'year'), 1, 'day')) = 29",
        "dateDiff(now(), now(), 'minute') = 0", "now() >= today()", "age(today(1)) = 0", "age(n) IS NULL",
    ])
    func clock(source: String) throws {
        for zone in ["UTC", "Pacific/Kiritimati", "America/St_Johns"] {
            #expect(try Self.value(source, zone: zone) == .bool(true), "\(source) in \(zone)")
        }
    }

    @Test("an unknown unit and a date past year 9999 are typed errors", arguments: [
        ("dateAdd(d, 1, 'fortnight')", ADEvaluationError.unknownDateUnit(function: "dateAdd", unit: "fortnight")),
        ("dateDiff(d, e, 5)", .unknownDateUnit(function: "dateDiff", unit: "5")),
        ("dateAdd(n, 1, 'week')", .unknownDateUnit(function: "dateAdd", unit: "week")),
        ("dateAdd(d, 9223372036854775807, 'second')", .dateOutOfRange(function: "dateAdd")),
        ("dateAdd(d, -9223372036854775808, 'day')", .dateOutOfRange(function: "dateAdd")),
        ("dateAdd(d, 8000, 'year')", .dateOutOfRange(function: "dateAdd")),
        ("dateAdd('9999-12-31', 1, 'day')", .dateOutOfRange(function: "dateAdd")),
        ("dateAdd('0001-01-01', -1, 'second')", .dateOutOfRange(function: "dateAdd")),
        ("today(4000000)", .dateOutOfRange(function: "today")),
    ])
    func errors(source: String, expected: ADEvaluationError) throws {
        #expect(throws: expected) { try Self.value(source) }
    }

    @Test("a stored date outside years 1–9999 is an error naming the function")
    func outOfRangeDate() throws {
        let record: ADRecord = ["far": .date(Date(timeIntervalSince1970: 1e15)), "nan": .date(Date(timeIntervalSince1970: .nan))]
        #expect(throws: ADEvaluationError.dateOutOfRange(function: "year")) { try ADFormula("year(far)").evaluate(in: record) }
        #expect(throws: ADEvaluationError.dateOutOfRange(function: "dateDiff")) {
            try ADFormula("dateDiff(nan, nan, 'day')").evaluate(in: record)
        }
    }

    @Test("dateDiff counts back what dateAdd added", arguments: ["UTC", "Europe/Berlin", "Australia/Lord_Howe"])
    func addThenDiff(zone: String) throws {
        var random = SeededGenerator(seed: 0xDA7E)
        let limits = ADEvaluationLimits(timeZone: TimeZone(identifier: zone) ?? ADEvaluationLimits.defaultTimeZone)
        let added = try ADFormula("dateDiff(start, dateAdd(start, amount, unit), unit)", limits: limits)
        for _ in 0..<500 {
            // Days 1–28 at whole minutes, so no month end clamps and no skipped wall-clock hour is hit twice.
            let start = try ADFormula(
                "date('\(Int.random(in: 1900...2100, using: &random))-\(Self.pad(Int.random(in: 1...12, using: &random)))-\(Self.pad(Int.random(in: 1...28, using: &random)))T12:\(Self.pad(Int.random(in: 0...59, using: &random)))')",
                limits: limits
            ).evaluate(in: [:])
            let unit = ["year", "month", "day", "hour", "minute", "second"][Int.random(in: 0..<6, using: &random)]
            let amount = Int64.random(in: -500...500, using: &random)
            let record: ADRecord = ["start": start, "amount": .int(amount), "unit": .string(unit)]
            #expect(try added.evaluate(in: record) == .int(amount), "\(start) + \(amount) \(unit) in \(zone)")
        }
    }

    private static func pad(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
