import ActionData
import Testing

@Suite("Formula: literals, identifiers and tokens")
struct FormulaLexerTests {
    static let literals: [(String, ADValue)] = [
        ("1", 1), ("1.5", 1.5), (".5", 0.5), ("1e3", 1000.0), ("2E-2", 0.02), ("1.", 1.0), ("0x1F", 31),
        ("9223372036854775807", .int(.max)), ("9223372036854775808", 9_223_372_036_854_775_808.0),
        ("'It''s'", "It's"), ("''", ""), ("''''", "'"), ("'a\"b'", "a\"b"), ("'ünï'", "ünï"),
        ("TRUE", true), ("true", true), ("False", false), ("null", nil), ("NuLl", nil),
    ]

    @Test(arguments: literals)
    func literal(source: String, expected: ADValue) throws {
        #expect(try evaluate(source, [:]) == expected)
    }

    static let fields: [(String, ADFieldPath)] = [
        ("price", "price"), ("vehicle.brand.car.model", "vehicle.brand.car.model"), ("\"order\"", "order"),
        ("\"key\"", "key"), ("\"replace\"", "replace"), ("\"a b\"", "a b"), ("\"say \"\"hi\"\"\"", "say \"hi\""),
        ("a.\"case\".c", ADFieldPath(components: ["a", "case", "c"])), ("items.0.name", "items.0.name"),
        ("_x$1", "_x$1"), ("größe", "größe"), ("\"a.b\"", ADFieldPath(components: ["a.b"])),
    ]

    @Test(arguments: fields)
    func fieldReference(source: String, path: ADFieldPath) throws {
        let formula = try ADFormula(source)
        #expect(formula.fieldPath == path)
        #expect(formula.fieldPaths == [path])
    }

    @Test func fieldNamesAreCaseSensitive() throws {
        #expect(try evaluate("Name", ["Name": "a", "name": "b"]) == "a")
        #expect(throws: ADEvaluationError.self) { try evaluate("NAME", ["name": "b"]) }
    }

    @Test func keywordsAndFunctionsAreCaseInsensitive() throws {
        #expect(try evaluate("UPPER('a') || Lower('B')", [:]) == "Ab")
        #expect(try evaluate("1 between 0 And 2 aNd NOT false", [:]) == true)
        #expect(try evaluate("case when true then 'y' else 'n' end", [:]) == "y")
    }

    @Test func operatorsNeedNoSpaces() throws {
        #expect(try evaluate("price*2", ["price": 4]) == 8)
        #expect(try evaluate("price*2+1", ["price": 4]) == 9)
        #expect(try evaluate("(price)-1", ["price": 4]) == 3)
        #expect(try evaluate("price<>4", ["price": 4]) == false)
        #expect(try evaluate("'a'||'b'", [:]) == "ab")
        #expect(try evaluate("price>=4 AND(price<=4)", ["price": 4]) == true)
    }

    @Test func sourceRangesCoverTheirTokens() throws {
        let formula = try ADFormula("quantity > 10 AND enabled")
        guard case .binary(.and, let left, let right, let range) = formula.expression,
            case .binary(.greater, let field, let literal, _) = left
        else {
            Issue.record("unexpected tree \(formula.expression)")
            return
        }
        #expect(range == ADSourceRange(0, 25))
        #expect(field.range == ADSourceRange(0, 8))
        #expect(literal.range.text(in: formula.source) == "10")
        #expect(right.range.text(in: formula.source) == "enabled")
    }

    @Test func rangesCountUnicodeScalars() throws {
        let formula = try ADFormula("'héllo' + größe")
        guard case .binary(_, _, let right, _) = formula.expression else { return }
        #expect(right.range == ADSourceRange(10, 15))
    }

    @Test(arguments: ["1 + 2 * 3 - 4", "NOT a AND b OR c", "upper(name) || 'x'", "a NOT LIKE 'b%' ESCAPE '\\'",
        "x NOT BETWEEN 1 AND 2", "CASE WHEN a THEN 1 ELSE 2 END", "\"order\" IN (1, 'two', NULL)", "-(-1)", "- -x",
        "(1 + 2) * 3", "a IS NOT NULL", "vehicle.\"case\".x", "'It''s'", "1.5e10 / .5", "(a OR b) AND c", "NOT (a = b)"])
    func canonicalPrintingRoundTrips(source: String) throws {
        let printed = try ADFormula(source).expression.description
        let reprinted = try ADFormula(printed).expression.description
        #expect(printed == reprinted)
    }
}
