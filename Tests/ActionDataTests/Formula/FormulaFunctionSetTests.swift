import ActionData
import Testing

@Suite("Formula functions are a closed set with arities; REGEX is REGEXP")
struct FormulaFunctionSetTests {
    static let functions: [(name: String, arities: ClosedRange<Int>)] = [
        ("ltrim", 1...2), ("trim", 1...2), ("rtrim", 1...2), ("instr", 2...2), ("replace", 3...3), ("substr", 2...3),
        ("substring", 2...3), ("upper", 1...1), ("lower", 1...1), ("length", 1...1), ("abs", 1...1), ("random", 0...2),
        ("compare", 3...3), ("iif", 3...3), ("coalesce", 2...6), ("ifnull", 2...2), ("nullif", 2...2), ("round", 1...2),
        ("min", 2...6), ("max", 2...6), ("format", 2...2), ("now", 0...0), ("today", 0...1), ("date", 1...1),
        ("year", 1...1), ("month", 1...1), ("day", 1...1), ("weekday", 1...1), ("hour", 1...1), ("minute", 1...1),
        ("age", 1...1), ("dateAdd", 3...3), ("dateDiff", 3...3), ("sum", 2...2), ("count", 1...2), ("avg", 2...2),
    ]

    @Test("every function compiles with its arities and rejects one argument more or less", arguments: functions)
    func arities(name: String, arities: ClosedRange<Int>) throws {
        for count in max(0, arities.lowerBound - 1)...(arities.upperBound + 1) {
            let source = "\(name)(\(Array(repeating: "'1'", count: count).joined(separator: ", ")))"
            let unbounded = ["coalesce", "min", "max"].contains(name) && count > arities.upperBound
            if arities.contains(count) || unbounded {
                #expect(throws: Never.self, "\(source)") { _ = try ADFormula(source) }
            } else {
                let error = #expect(throws: ADFormulaError.self, "\(source)") { _ = try ADFormula(source) }
                #expect(error?.reason == .wrongArgumentCount)
            }
        }
    }

    @Test("names outside the set are unknown functions, not format", arguments: [
        "formats(1, '#')", "printf('%d', 1)", "concat('a', 'b')", "regexps('a', 'b')", "datetime('now')", "total(1, 2)",
    ])
    func unknown(source: String) {
        let error = #expect(throws: ADFormulaError.self) { _ = try ADFormula(source) }
        #expect(error?.reason == .unknownFunction)
    }

    @Test("REGEX is a synonym of REGEXP", arguments: [
        ("name REGEX '^Sw'", ADValue.bool(true)), ("name regex 'File$'", .bool(true)), ("name REGEX 'x'", .bool(false)),
        ("name NOT REGEX 'x'", .bool(true)), ("name Not Regex '^S'", .bool(false)), ("nothing REGEX 'a'", .null),
        ("regex REGEX 'a+'", .bool(true)), ("regex || 'b'", .string("aaab")), ("upper(regex)", .string("AAA")),
    ])
    func regexSynonym(formula: String, expected: ADValue) throws {
        let record: ADRecord = ["name": "Swift File", "nothing": nil, "regex": "aaa"]
        let compiled = try ADFormula(formula)
        #expect(try compiled.evaluate(in: record) == expected)
        if case .match(let op, _, _, _, _, _) = compiled.expression { #expect(op == .regexp) }
        #expect(try ADFormula(compiled.expression.description).evaluate(in: record) == expected)
    }

    @Test("printed formulas read back to the same tree", arguments: [
        "0xFFFFFFFFFFFFFFFF", "0x8000000000000000 + 1", "1e999", "-1e999", "name REGEX 'a'", "-(0xFFFFFFFFFFFFFFFF)",
    ])
    func printsBack(source: String) throws {
        let printed = try ADFormula(source).expression.description
        let reparsed = try ADFormula(printed)
        #expect(reparsed.expression.description == printed)
        let record: ADRecord = ["name": "abc"]
        #expect(try reparsed.evaluate(in: record) == (try ADFormula(source).evaluate(in: record)))
    }
}
