import ActionData
import Testing

@Suite("Formula evaluation is bounded: long results are errors, not gigabytes")
struct FormulaLimitTests {
    /// A 64 KB field, as in issue 17.
    static let record: ADRecord = ["name": .string(String(repeating: "a", count: 65_536)), "short": "ab"]

    @Test("growing text past the limit throws resultTooLong naming the formula", arguments: [
        ("replace(name, 'a', name)", "replace"),
        ("replace(replace(name, 'a', name), 'a', name)", "replace"),
        ("name || name || name || name || name || name || name || name || name || name || name || name || name || name || name || name", "||"),
        ("name + name + name + name + name + name + name + name + name + name + name + name + name + name + name + name", "+"),
        ("upper(replace(replace(short, 'a', name), 'a', 'aaaaaaaaaaaaaaaaaaaa'))", "replace"),
        ("substr(replace(name, 'a', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'), 1)", "replace"),
    ])
    func tooLong(formula: String, operation: String) throws {
        let compiled = try ADFormula(formula)
        // Not #expect(throws:): a failure would print the whole long result.
        let error: ADEvaluationError?
        do {
            let value = try compiled.evaluate(in: Self.record)
            Issue.record("expected resultTooLong, got a value of \(value.stringValue?.utf8.count ?? 0) bytes")
            return
        } catch let thrown {
            error = thrown
        }
        guard case .resultTooLong(let source, let failed, let length, let limit) = error else {
            Issue.record("expected resultTooLong, got \(String(describing: error))")
            return
        }
        #expect(source == formula)
        #expect(failed == operation)
        #expect(length > limit)
        #expect(limit == ADEvaluationLimits.defaultMaximumLength)
        #expect(error?.description.contains(formula) == true)
    }

    @Test("results within the limit are built", arguments: [
        ("length(replace(short, 'a', name))", ADValue.int(65_537)),
        ("length(name || name)", .int(131_072)),
        ("length(replace(name, 'a', ''))", .int(0)),
        ("length(upper(name))", .int(65_536)),
    ])
    func withinLimit(formula: String, expected: ADValue) throws {
        #expect(try ADFormula(formula).evaluate(in: Self.record) == expected)
    }

    @Test("a per-formula and a per-cache limit", arguments: [
        ("short || short", 3, true), ("short || short", 4, false), ("upper(short)", 1, true),
        // A text already past the limit: a replacement with no match gives it back, one with
        // a match fails unless its result is within the limit.
        ("replace(short, 'z', 'zz')", 1, false), ("replace(short, 'a', 'aa')", 1, true),
        ("replace(short, 'a', 'aa')", 3, false), ("replace(short, 'a', '')", 1, false),
        ("replace(short, 'a', '')", 0, true),
        ("format(12345, '#,##0.00')", 5, true), ("substr(short, 1)", 1, true), ("substr(short, 2)", 1, false),
    ])
    func configuredLimit(formula: String, maximumLength: Int, fails: Bool) throws {
        let limits = ADEvaluationLimits(maximumLength: maximumLength)
        let direct = try ADFormula(formula, limits: limits)
        let cached = try ADFormulaCache(limits: limits).formula(formula)
        #expect(cached.limits == limits)
        for compiled in [direct, cached] {
            if fails {
                #expect(throws: ADEvaluationError.self) { try compiled.evaluate(in: Self.record) }
            } else {
                #expect(throws: Never.self) { try compiled.evaluate(in: Self.record) }
            }
        }
    }

    @Test("LIKE and GLOB with a wildcard run are bounded by text × pattern", arguments: [
        "name LIKE '%a%a%a%a%a%a%a%a%a%a%a%a%a%a%a%a%a%a%a%a%b'", "name GLOB '*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b'",
    ])
    func matchWork(formula: String) throws {
        let limits = ADEvaluationLimits(maximumMatchWork: 1_000_000)
        let error = #expect(throws: ADEvaluationError.self) { try ADFormula(formula, limits: limits).evaluate(in: Self.record) }
        guard case .matchTooLarge(let source, _, let work, let limit) = error else {
            Issue.record("expected matchTooLarge, got \(String(describing: error))")
            return
        }
        #expect(source == formula)
        #expect(work > limit)
        // Without a wildcard run the match is linear and not bounded.
        #expect(try ADFormula("name LIKE 'a_a'", limits: limits).evaluate(in: Self.record) == .bool(false))
    }

    @Test func defaults() {
        #expect(ADEvaluationLimits.default.maximumLength == 1_000_000)
        #expect(ADEvaluationLimits.default.maximumMatchWork == 100_000_000)
        #expect(ADEvaluationLimits(maximumLength: -5).maximumLength == 0)
    }
}

@Suite("REGEXP patterns are bounded: Foundation leaks long ones")
struct RegexPatternLengthTests {
    @Test func longLiteralPatternIsACompileError() {
        let error = #expect(throws: ADFormulaError.self) {
            _ = try ADFormula("name REGEXP '\(String(repeating: "a", count: 257))'")
        }
        #expect(error?.reason == .invalidPattern)
        #expect(throws: Never.self) { _ = try ADFormula("name REGEXP '\(String(repeating: "a", count: 256))'") }
    }

    @Test("a long pattern read from a field is an evaluation error", arguments: ["name REGEXP long", "name REGEX long", "'x' NOT REGEXP long"])
    func longFieldPattern(formula: String) throws {
        let record: ADRecord = ["name": "abc", "long": .string(String(repeating: "ab", count: 32_768))]
        let error = #expect(throws: ADEvaluationError.self) { try ADFormula(formula).evaluate(in: record) }
        guard case .invalidPattern(let op, _, let reason) = error else {
            Issue.record("expected invalidPattern, got \(String(describing: error))")
            return
        }
        #expect(op == "REGEXP")
        #expect(reason.contains("256"))
    }
}
