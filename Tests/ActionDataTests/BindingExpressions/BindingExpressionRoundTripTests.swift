import ActionData
import TestSupport
import Testing

@Suite("Binding expressions: print → parse round trip")
struct BindingExpressionRoundTripTests {
    static let formulas = [
        "name", "objectValue.title", "quantity * 2 + 1", "upper(name)", "'It''s'", "a IS NOT NULL", "\"first name\"",
        "compare(a > 1, 'x', 'y')", "price BETWEEN 1 AND 10", "city IN ('a', 'b')", "-total", "3", "-2.5", "TRUE",
    ]
    static let strings = ["", "plain", "with \"quotes\"", "tab\tand\nnewline", "back\\slash", "brace { } , ]", "$when"]
    static let names = [
        "textForUndefinedValue", "numberFormatter", "title", "choices", "backgroundColor", "liveModelUpdates", "x",
    ]

    /// A random expression tree, written in a random but valid spelling.
    static func expression(_ generator: inout SeededGenerator, depth: Int) -> String {
        if depth < 2, Int.random(in: 0..<6, using: &generator) == 0 {
            var text = ""
            for _ in 0...Int.random(in: 0...2, using: &generator) {
                let keyword = Bool.random(using: &generator) ? "$when" : "$whenNot"
                text += "\(keyword)(\(formulas.randomElement(using: &generator) ?? "a")) \(simple(&generator, depth: depth + 1)) "
            }
            if Bool.random(using: &generator) { text += "$else \(simple(&generator, depth: depth + 1))" }
            return text
        }
        return simple(&generator, depth: depth)
    }

    static func simple(_ generator: inout SeededGenerator, depth: Int) -> String {
        var text: String
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: text = ""
        case 1: text = ADBindingPrimary.constant(.string(strings.randomElement(using: &generator) ?? ""), range: ADSourceRange(0, 0)).description
        case 2: text = Bool.random(using: &generator) ? "$true" : "$false"
        case 3: text = Bool.random(using: &generator) ? ".CurrencyStyle" : "$enum.NSDateFormatterStyle.LongStyle"
        case 4:
            let (r, g, b) = (Int.random(in: 0...255, using: &generator), Int.random(in: 0...255, using: &generator), Int.random(in: 0...255, using: &generator))
            text = "$UIColor{r:\(r),g:\(g),\tb:\(b)}"
        case 5 where depth < 3:
            let count = Int.random(in: 0...2, using: &generator)
            text = "[" + (0..<count).map { _ in expression(&generator, depth: depth + 1) }.joined(separator: " , ") + "]"
        case 6: text = "<Formatter\(Int.random(in: 0...3, using: &generator))>"
        default: text = formulas.randomElement(using: &generator) ?? "a"
        }
        if text.isEmpty || (depth < 3 && Bool.random(using: &generator)) {
            var used = Set<String>()
            var entries: [String] = []
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let name = names.randomElement(using: &generator) ?? "x"
                guard used.insert(name).inserted else { continue }
                entries.append("\(name) :\n \(expression(&generator, depth: depth + 1))")
            }
            text += " {" + entries.joined(separator: ",\n") + "}"
        }
        return text
    }

    @Test("printing then parsing gives an equivalent tree", arguments: 0..<8)
    func roundTrip(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 0xB1D + seed)
        for _ in 0..<150 {
            let source = Self.expression(&generator, depth: 0)
            let parsed = try ADBindingExpression(source)
            let printed = parsed.description
            let reparsed = try ADBindingExpression(printed)
            #expect(reparsed.isEquivalent(to: parsed), "\(source) → \(printed)")
            #expect(reparsed.description == printed)
        }
    }

    /// `$Type.Name` whose type starts with a combining mark: `$` and the mark are one
    /// Character, so the type was once cut after it by a Character-wise drop and printed
    /// without its mark (found by FuzzBindingExpression).
    @Test(
        "a $Type.Name constant keeps its type's every scalar through print and parse",
        arguments: ["$\u{05C7}09\u{FFFD}$\u{FFFD}END.ncna", "$\u{0301}Style.Long", "$Style.Long"])
    func typeNameScalars(source: String) throws {
        let parsed = try ADBindingExpression(source)
        let reparsed = try ADBindingExpression(parsed.description)
        #expect(reparsed.isEquivalent(to: parsed), "\(source) → \(parsed.description)")
        #expect(parsed.description == "$enum." + source.unicodeScalars.dropFirst().map(String.init).joined())
    }

    @Test("equivalence tells different trees apart")
    func equivalenceDiscriminates() throws {
        let pairs = [
            ("a", "b"), ("a { x: 1 }", "a { x: 2 }"), ("a { x: 1 }", "a"), ("1", "1.0"), ("$when(a) x", "$whenNot(a) x"),
            ("$when(a) x $else y", "$when(a) x"), (".A", "$enum.T.A"), ("[a]", "[a, a]"), ("<A>", "<B>"), ("{ x: 1 }", "x"),
        ]
        for (left, right) in pairs {
            #expect(try !ADBindingExpression(left).isEquivalent(to: ADBindingExpression(right)), "\(left) vs \(right)")
        }
    }
}
