import ActionData
import Foundation
import Testing

@Suite("Numeric functions at their edges: values or NULL, never a trap")
struct FormulaNumericEdgeTests {
    static let record: ADRecord = [
        "imin": .int(.min), "imax": .int(.max), "big": 1e308, "small": -1e308, "nan": "NaN", "negzero": .double(-0.0),
    ]

    @Test("random over spans wider than the largest real", arguments: [
        ("random(-1e308, 1e308)", -1e308, 1e308), ("random(small, big)", -1e308, 1e308),
        ("random(1.7976931348623157e308, -1.7976931348623157e308)", -Double.greatestFiniteMagnitude, .greatestFiniteMagnitude),
        ("random(big, big)", 1e308, 1e308),
    ])
    func wideRandom(formula: String, low: Double, high: Double) throws {
        for _ in 0..<50 {
            let value = try #require(try ADFormula(formula).evaluate(in: Self.record).doubleValue)
            #expect(value >= low && value <= high)
        }
    }

    @Test("integer random over the whole Int64 range")
    func wholeRangeRandom() throws {
        let value = try ADFormula("random(imin, imax)").evaluate(in: Self.record)
        #expect(value.intValue != nil)
    }

    @Test("edge values", arguments: [
        ("abs(imin)", ADValue.double(9_223_372_036_854_775_808.0)),
        ("imin % -1", .int(0)), ("imax % -1", .int(0)), ("imin % 0", .null),
        ("-imin", .double(9_223_372_036_854_775_808.0)), ("imax + 1", .double(9_223_372_036_854_775_808.0)),
        ("imin - 1", .double(-9_223_372_036_854_775_808.0)), ("imax * 2", .double(18_446_744_073_709_551_614.0)),
        ("round(big, 9223372036854775807)", .double(1e308)), ("round(1.25, -9223372036854775807)", .double(1.0)),
        ("round(2.5, 1000000)", .double(2.5)), ("round(nan)", .double(0.0)),
        ("round(big * 10)", .double(.infinity)), ("big * 10 - big * 10", .null),
        ("substr('abc', imax, imax)", .string("")),
        ("substr('abc', -9223372036854775807, 9223372036854775807)", .string("abc")),
        ("big % 7", .double(Double(Int64.max % 7))), ("small % imin", .double(0)),
        ("1e999 = big * 10", .bool(true)), ("random(nan, nan)", .int(0)),
        ("abs(negzero)", .double(0)), ("round(negzero)", .double(0)),
    ])
    func edges(formula: String, expected: ADValue) throws {
        #expect(try ADFormula(formula).evaluate(in: Self.record) == expected)
    }

    @Test("extreme arguments give a value, never a trap", arguments: [
        "substr('abc', imin, imax)", "substr('abc', imin, imin)", "substr('abc', 0, imin)", "round(imin, imin)",
        "round(imax, imax)", "random(imax, imin)", "random(small, small)", "abs(small)", "imin / -1", "imin * -1",
        "format(imin, '#,##0.05')", "format(big, '#,##1.01')", "format(small, '1.1')", "format(imax, '0.07')",
    ])
    func noTrap(formula: String) {
        #expect(throws: Never.self) { try ADFormula(formula).evaluate(in: Self.record) }
    }
}
