import ActionData
import Testing

@Suite("Formula: operator precedence and associativity")
struct FormulaPrecedenceTests {
    static let cases: [(String, ADValue)] = [
        ("2 * 3 + 1", 7), ("1 + 2 * 3", 7), ("10 - 2 - 3", 5), ("100 / 10 / 2", 5.0), ("-2 + 3", 1),
        ("2 * -3", -6), ("- 2 * 3", -6), ("17 % 5 * 2", 4), ("(1 + 2) * 3", 9), ("2 + 3 || 'x'", "5x"),
        ("'x' || 2 * 3", "x6"), ("1=1 OR 1=1 AND 2=3", true), ("(1=1 OR 1=1) AND 2=3", false),
        ("NOT 1 = 2", true), ("NOT 0 AND 0", false), ("NOT (0 AND 0)", true), ("NOT NOT 1", true),
        ("1 + 1 = 2", true), ("1 < 2 = 1", true), ("1 + NOT 0 = 1", 2),
        ("1 BETWEEN 0 AND 2 AND 3 = 3", true), ("2 BETWEEN 1 + 0 AND 1 + 2", true),
        ("0 OR 1 AND 0", false), ("1 OR 0 AND 0", true), ("'a' LIKE 'A' AND 1", true),
        ("3 IN (1, 2) OR 3 IN (3)", true), ("2 - -2", 4), ("+ 3", 3), ("((((1))))", 1),
        ("upper(('a' || 'b'))", "AB"), ("(1 > 0 AND (2 > 1 OR 0))", true),
    ]

    @Test(arguments: cases)
    func precedence(source: String, expected: ADValue) throws {
        #expect(try evaluate(source, [:]) == expected)
    }

    @Test func comparisonOperatorsAreLeftAssociative() throws {
        // (1 < 2) < 3 → TRUE < 3 → 1 < 3
        #expect(try evaluate("1 < 2 < 3", [:]) == true)
        #expect(try evaluate("3 > 2 > 1", [:]) == false)
    }
}
