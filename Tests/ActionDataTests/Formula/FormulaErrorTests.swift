import ActionData
import TestSupport
import Testing

@Suite("Formula: compile and evaluation errors")
struct FormulaErrorTests {
    static let syntaxErrors: [(String, Int, ADFormulaError.Reason)] = [
        ("", 1, .unexpectedToken), ("quantity >", 11, .unexpectedToken), ("1 +", 4, .unexpectedToken),
        ("(1 + 2", 7, .unexpectedToken), ("1 + 2)", 6, .unexpectedToken), ("'abc", 1, .invalidToken),
        ("\"abc", 1, .invalidToken), ("1 ! 2", 3, .invalidToken), ("a = = b", 5, .unexpectedToken),
        ("1e", 1, .invalidToken), ("12abc", 1, .invalidToken), ("nosuch(1)", 1, .unknownFunction),
        ("upper()", 1, .wrongArgumentCount), ("substr('a')", 1, .wrongArgumentCount), ("min(1)", 1, .wrongArgumentCount),
        ("CASE END", 6, .unexpectedToken), ("CASE WHEN 1 THEN 2", 19, .unexpectedToken), ("1 BETWEEN 2", 12, .unexpectedToken),
        ("1 IN 2", 6, .unexpectedToken), ("1 IN (2", 8, .unexpectedToken), ("'a' REGEXP '('", 12, .invalidPattern),
        ("'a' LIKE 'a' ESCAPE 'ab'", 21, .invalidPattern), ("'a' LIKE 'a\\' ESCAPE '\\'", 10, .invalidPattern),
        ("upper('a',)", 11, .unexpectedToken), ("NOT", 4, .unexpectedToken), ("a.", 2, .invalidToken),
    ]

    @Test(arguments: syntaxErrors)
    func syntaxError(source: String, column: Int, reason: ADFormulaError.Reason) {
        #expect {
            _ = try ADFormula(source)
        } throws: { error in
            guard let error = error as? ADFormulaError else { return false }
            return error.column == column && error.reason == reason
        }
    }

    @Test func descriptionHasColumnExpectationAndCaret() throws {
        let error = try #require(throws: ADFormulaError.self) { try ADFormula("quantity >") }
        #expect(error.line == 1)
        #expect(error.column == 11)
        #expect(error.expected.contains("an expression"))
        #expect(error.found == "the end of the formula")
        #expect(error.description == """
            formula error at column 11: expected an expression after '>', found the end of the formula
              quantity >
                        ^
            """)
    }

    @Test func multiLineFormulasReportTheLine() throws {
        let error = try #require(throws: ADFormulaError.self) { try ADFormula("CASE x\nWHEN 1 THEN\nEND") }
        #expect(error.line == 3)
        #expect(error.column == 1)
        #expect(error.snippet == "  END\n  ^")
    }

    @Test func unknownFunctionSuggestsAName() throws {
        let error = try #require(throws: ADFormulaError.self) { try ADFormula("uper(name)") }
        #expect(error.expected.contains("did you mean upper?"))
    }

    @Test(.onOwnThread, arguments: [
        String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000),
        String(repeating: "(", count: 100_000),
        String(repeating: "-", count: 100_000) + "1",
        String(repeating: "NOT ", count: 100_000) + "1",
        Array(repeating: "1", count: 100_000).joined(separator: " + "),
        String(repeating: "upper(", count: 100_000),
        String(repeating: "CASE WHEN ", count: 50_000),
    ])
    func deepNestingIsAnErrorNotACrash(source: String) throws {
        let error = try #require(throws: ADFormulaError.self) { try ADFormula(source) }
        #expect(error.reason == .tooDeep)
    }

    @Test func nestingUpToTheLimitCompiles() throws {
        let depth = ADFormula.maximumDepth - 2
        let source = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(try ADFormula(source).evaluate(in: [:]) == 1)
        let chain = Array(repeating: "1", count: 200).joined(separator: " + ")
        #expect(try ADFormula(chain).evaluate(in: [:]) == 200)
    }

    @Test func unknownFieldNamesTheFieldAndSuggests() throws {
        let error = try #require(throws: ADEvaluationError.self) { try evaluate("quantty > 1") }
        #expect(error == .unknownField("quantty", suggestion: "quantity"))
        #expect(error.description == "the record has no field `quantty` — did you mean `quantity`?")
    }

    @Test func unknownNestedFieldSuggestsALeafPath() throws {
        let error = try #require(throws: ADEvaluationError.self) { try evaluate("vehicle.brand.car.modle") }
        #expect(error == .unknownField("vehicle.brand.car.modle", suggestion: "vehicle.brand.car.model"))
    }

    @Test func unknownFieldWithNothingCloseHasNoSuggestion() throws {
        let error = try #require(throws: ADEvaluationError.self) { try evaluate("zzzzzz") }
        #expect(error == .unknownField("zzzzzz", suggestion: nil))
    }

    @Test func unknownFieldIsNeverItsOwnName() throws {
        #expect(throws: ADEvaluationError.self) { try evaluate("name = missing") }
        #expect(throws: ADEvaluationError.self) { try evaluate("upper(missing)") }
    }

    @Test func pathThroughAScalarIsUnknown() throws {
        #expect(throws: ADEvaluationError.self) { try evaluate("name.first") }
        #expect(throws: ADEvaluationError.self) { try evaluate("items.9") }
    }

    @Test func pathologicalRegexTimesOut() throws {
        let record: ADRecord = ["text": .string(String(repeating: "a", count: 40) + "b")]
        let error = try #require(throws: ADEvaluationError.self) { try evaluate("text REGEXP '(a+)+$'", record) }
        #expect(error == .regexTimeout(pattern: "(a+)+$"))
    }

    @Test func computedPatternsFailAtEvaluation() throws {
        #expect(throws: ADEvaluationError.invalidPattern(operator: "REGEXP", pattern: "(", reason: "it is not a valid regular expression")) {
            try evaluate("'a' REGEXP p", ["p": "("])
        }
        #expect(throws: ADEvaluationError.self) { try evaluate("'a' LIKE 'a' ESCAPE e", ["e": "ab"]) }
    }
}
