import ActionData
import TestSupport
import Testing

@Suite("Formula: fuzzing compiles or throws, never crashes")
struct FormulaFuzzTests {
    static let pieces = [
        "quantity", "price", "name", "enabled", "nothing", "vehicle.brand.car.model", "\"order\"", "items.1", "missing",
        "1", "0", "-1", "2.5", ".5", "1e3", "9223372036854775807", "'abc'", "'It''s'", "''", "'%b%'", "'[a-c]*'",
        "NULL", "TRUE", "FALSE", "+", "-", "*", "/", "%", "||", "=", "==", "!=", "<>", "<", "<=", ">", ">=",
        "AND", "OR", "NOT", "IS", "IS NOT", "LIKE", "GLOB", "REGEXP", "BETWEEN", "IN", "ESCAPE", "CASE", "WHEN",
        "THEN", "ELSE", "END", "(", ")", ",", "upper(", "substr(", "replace(", "compare(", "coalesce(", "min(",
        "format(", "round(", "trim(", "length(", "abs(", "random(", "instr(", "'\\'", "'x' REGEXP '^a'", "\"",
        "'", "!", "é", "0x1F", ".", "1.", "$", "#",
    ]

    /// Well-formed formulas from a tiny grammar, so the fuzzing reaches the evaluator.
    static func wellFormed(_ generator: inout SeededGenerator, depth: Int = 0) -> String {
        let atoms = ["quantity", "price", "name", "enabled", "nothing", "1", "2.5", "'abc'", "NULL", "TRUE", "'%a%'"]
        if depth > 3 || Bool.random(using: &generator) { return atoms.randomElement(using: &generator) ?? "1" }
        let a = "(" + wellFormed(&generator, depth: depth + 1) + ")"
        let b = "(" + wellFormed(&generator, depth: depth + 1) + ")"
        let c = "(" + wellFormed(&generator, depth: depth + 1) + ")"
        let forms = [
            "\(a) + \(b)", "\(a) - \(b)", "\(a) * \(b)", "\(a) / \(b)", "\(a) % \(b)", "\(a) || \(b)", "\(a) = \(b)",
            "\(a) < \(b)", "\(a) AND \(b)", "\(a) OR \(b)", "NOT \(a)", "-\(a)", "(\(a))", "\(a) LIKE \(b)",
            "\(a) GLOB \(b)", "\(a) BETWEEN \(b) AND \(c)", "\(a) IN (\(b), \(c))", "\(a) IS \(b)",
            "CASE \(a) WHEN \(b) THEN \(c) ELSE \(a) END", "CASE WHEN \(a) THEN \(b) END", "substr(\(a), \(b), \(c))",
            "replace(\(a), \(b), \(c))", "upper(\(a))", "length(\(a))", "abs(\(a))", "round(\(a), \(b))",
            "min(\(a), \(b))", "coalesce(\(a), \(b))", "compare(\(a), \(b), \(c))", "instr(\(a), \(b))",
            "trim(\(a))", "nullif(\(a), \(b))", "format(\(a), '#,##0.0')",
        ]
        return forms.randomElement(using: &generator) ?? a
    }

    static func mutate(_ source: String, _ generator: inout SeededGenerator) -> String {
        var scalars = Array(source.unicodeScalars)
        let mutations = Int.random(in: 1...3, using: &generator)
        for _ in 0..<mutations {
            let position = scalars.isEmpty ? 0 : Int.random(in: 0..<scalars.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where !scalars.isEmpty: scalars.remove(at: position)
            case 1: scalars.insert(contentsOf: (pieces.randomElement(using: &generator) ?? "(").unicodeScalars, at: position)
            default:
                if !scalars.isEmpty {
                    scalars[position] = "()',%*_-+=<>\"aZ9. ".unicodeScalars.randomElement(using: &generator) ?? " "
                }
            }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }

    @Test(.onOwnThread) func hundredThousandFormulasCompileOrThrow() {
        var generator = SeededGenerator(seed: 0xAD_F0_4D_17)
        var compiled = 0
        var evaluated = 0
        for round in 0..<100_000 {
            let source: String
            switch round % 3 {
            case 0:
                let count = Int.random(in: 1...8, using: &generator)
                source = (0..<count).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }.joined(separator: " ")
            case 1:
                source = Self.wellFormed(&generator)
            default:
                source = Self.mutate(Self.wellFormed(&generator), &generator)
            }
            guard let formula = try? ADFormula(source) else { continue }
            compiled += 1
            #expect(formula.source == source)
            if (try? formula.evaluate(in: sampleRecord)) != nil { evaluated += 1 }
        }
        #expect(compiled > 20_000)
        #expect(evaluated > 10_000)
    }

    @Test(.onOwnThread) func canonicalPrintingOfGeneratedFormulasIsStable() throws {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<2_000 {
            let formula = try ADFormula(Self.wellFormed(&generator))
            let printed = formula.expression.description
            let reparsed = try ADFormula(printed)
            #expect(reparsed.expression.description == printed, "\(formula.source)")
            let first = Result { try formula.evaluate(in: sampleRecord) }
            let second = Result { try reparsed.evaluate(in: sampleRecord) }
            if case .success(let a) = first, case .success(let b) = second {
                #expect(a == b || (a.doubleValue?.isNaN ?? false), "\(formula.source) vs \(printed)")
            }
        }
    }
}
