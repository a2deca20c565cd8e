import ActionData
import Foundation
import Testing

@Suite("Formula: functions")
struct FormulaFunctionTests {
    static let cases: [(String, ADValue)] = [
        ("ltrim('  a b  ')", "a b  "), ("rtrim('  a b  ')", "  a b"), ("trim('  a b  ')", "a b"),
        ("trim('\n\t a \u{00A0}')", "a"), ("rtrim('abc  ')", "abc"), ("rtrim('')", ""), ("trim('   ')", ""),
        ("trim('xxaxx', 'x')", "a"), ("ltrim('xxaxx', 'x')", "axx"), ("rtrim('xyaxy', 'xy')", "xya"),
        ("instr('hello', 'ell')", true), ("instr('hello', 'L')", false), ("instr('hello', '')", true),
        ("instr(12345, 34)", true),
        ("replace('hello hello', 'hello', 'hi')", "hi hi"), ("replace('Hello', 'hello', 'hi')", "Hello"),
        ("replace('abc', '', 'x')", "abc"), ("replace('aaa', 'a', '')", ""),
        // Literal, scalar by scalar as SQLite: a NUL in the pattern is a character like any other
        // (Foundation's canonical search ignored it and answered a range past the text's end,
        // found by the formula fuzzer), and a precomposed é does not match e + combining accent.
        ("replace('abab', 'b\u{0}\u{0}', 'x')", "abab"), ("replace('ab\u{0}b', 'b\u{0}', '-')", "a-b"),
        ("replace('cafe\u{301}', 'é', 'e')", "cafe\u{301}"), ("replace('café', 'é', 'e')", "cafe"),
        ("replace('e\u{301}e\u{301}', '\u{301}', '')", "ee"),
        // Non-overlapping, left to right; multi-byte scalars; matches at both ends.
        ("replace('aaaa', 'aa', 'b')", "bb"), ("replace('aaa', 'aa', 'b')", "ba"), ("replace('ab', 'abc', 'x')", "ab"),
        ("replace('日本日本', '本', 'x')", "日x日x"), ("replace('xax', 'x', '日本')", "日本a日本"),
        ("replace('😀a😀', '😀', '')", "a"), ("replace('ab', 'ab', 'cd')", "cd"),
        ("substr('Hello', 4, 2)", "lo"), ("substr('Hello', 1, 1)", "H"), ("substr('Hello', 2)", "ello"),
        ("substr('Hello', 0, 2)", "H"), ("substr('Hello', 0)", "Hello"), ("substr('Hello', -3)", "llo"),
        ("substr('Hello', -3, 2)", "ll"), ("substr('Hello', -10, 7)", "He"), ("substr('Hello', 10)", ""),
        ("substr('Hello', 3, -2)", "He"), ("substr('Hello', 2, 100)", "ello"), ("substr('Hello', 2, 0)", ""),
        ("substring('Hello', 2, 3)", "ell"), ("substr('héllo', 2, 1)", "é"),
        ("upper('straße')", "STRASSE"), ("lower('ÉCOLE')", "école"), ("length('héllo')", 5), ("length(12.5)", 4),
        ("length('')", 0), ("abs(-3)", 3), ("abs(3.5)", 3.5), ("abs(-9223372036854775807 - 1)", 9_223_372_036_854_775_808.0),
        ("abs('-2')", 2.0), ("compare(1, 'a', 'b')", "a"), ("compare(0, 'a', 'b')", "b"), ("compare(NULL, 'a', 'b')", "b"),
        ("iif(2 > 1, 'yes', 'no')", "yes"), ("coalesce(NULL, NULL, 3)", 3), ("coalesce(NULL, NULL)", nil),
        ("ifnull(NULL, 'x')", "x"), ("ifnull(1, 'x')", 1), ("nullif(1, 1)", nil), ("nullif(1, 2)", 1),
        ("nullif(1, 1.0)", nil), ("round(2.5)", 3.0), ("round(-2.5)", -3.0), ("round(2.4)", 2.0), ("round(1.2345, 2)", 1.23),
        ("round(7)", 7.0), ("min(3, 1, 2)", 1), ("max(3, 1, 2)", 3), ("min(2, 1.5)", 1.5), ("max('a', 1)", "a"),
        ("min('b', 'a')", "a"), ("format(1234.5, '#,##0.00')", "1,234.50"), ("format(-1234.5, '#,##0.00;(#,##0.00)')", "(1,234.50)"),
        ("format(-1000, '###,###')", "-1,000"), ("format(1000, '###,###')", "1,000"), ("format(0.5, '0%')", "50%"),
    ]

    @Test(arguments: cases)
    func function(source: String, expected: ADValue) throws {
        #expect(try evaluate(source, [:]) == expected)
    }

    @Test func formatWithAComputedPattern() throws {
        let formula = try ADFormula("format(amount, pattern)")
        #expect(try formula.evaluate(in: ["amount": 1234, "pattern": "#,##0"]) == "1,234")
        #expect(try formula.evaluate(in: ["amount": 1234, "pattern": "0.0"]) == "1234.0")
        #expect(try formula.evaluate(in: ["amount": nil, "pattern": "0.0"]) == nil)
    }

    @Test func randomWithRealBounds() throws {
        let value = try #require(try evaluate("random(1.5, 2.5)", [:]).doubleValue)
        #expect((1.5...2.5).contains(value))
        let swapped = try #require(try evaluate("random(7, 5)", [:]).intValue)
        #expect((5...7).contains(swapped))
    }
}
