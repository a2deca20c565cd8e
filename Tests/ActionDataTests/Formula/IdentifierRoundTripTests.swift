import ActionData
import TestSupport
import Testing

/// `ADIdentifier` is the one rule for names; these properties check that what the formula and
/// binding-expression printers write with it reads back as the same names.
@Suite("Identifiers: generated names in any script print and parse back to the same expression")
struct IdentifierRoundTripTests {
    /// Pieces names are made of: letters of several scripts, digits, `_`, `$`, combining marks,
    /// and characters that force quotes (spaces, operators, quotes, non-ASCII whitespace).
    static let pools: [[String]] = [
        ["a", "Z", "é", "ß", "ñ", "q"],
        ["α", "β", "Ω", "λ"],
        ["и", "м", "Я", "ж"],
        ["名", "前", "漢", "字", "日"],
        ["ا", "س", "م", "ع"],
        ["0", "1", "7", "9"],
        ["_", "$"],
        ["\u{301}", "\u{308}", "\u{347}"],
        [" ", "-", ".", "+", "'", "\"", "(", ",", "\u{A0}", "\u{3000}"],
    ]
    static let keywords = ["and", "OR", "Not", "null", "Is", "case", "END", "like", "between", "in", "true", "Else"]

    static func name(_ generator: inout SeededGenerator) -> String {
        if Int.random(in: 0..<10, using: &generator) == 0 {
            return keywords.randomElement(using: &generator) ?? "and"
        }
        var text = ""
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            let pool = pools.randomElement(using: &generator) ?? pools[0]
            text += pool.randomElement(using: &generator) ?? "a"
        }
        return text
    }

    /// A random identifier by the rule that does not start with `$` (a sigil in binding
    /// expressions): an attribute or enum constant name.
    static func identifier(_ generator: inout SeededGenerator) -> String {
        var text = ""
        while !ADIdentifier.isIdentifier(text) || text.unicodeScalars.first == "$" {
            text = name(&generator)
        }
        return text
    }

    /// A random name `ADIdentifier.isPlain` accepts: a `$data`/`$root` path component, which
    /// binding expressions write without quotes.
    static func plainName(_ generator: inout SeededGenerator) -> String {
        var text = ""
        while !ADIdentifier.isPlain(text) { text = name(&generator) }
        return text
    }

    static func path(_ generator: inout SeededGenerator) -> ADFieldPath {
        ADFieldPath(components: (0..<Int.random(in: 1...3, using: &generator)).map { _ in name(&generator) })
    }

    static let none = ADSourceRange(0, 0)

    /// A small expression over generated field names.
    static func expression(_ generator: inout SeededGenerator, depth: Int = 0) -> ADExpression {
        switch depth < 2 ? Int.random(in: 0..<5, using: &generator) : 0 {
        case 1: .binary(.equal, expression(&generator, depth: depth + 1), expression(&generator, depth: depth + 1), range: none)
        case 2: .binary(.concatenate, expression(&generator, depth: depth + 1), .literal("x", range: none), range: none)
        case 3: .call(name: "upper", arguments: [expression(&generator, depth: depth + 1)], range: none)
        case 4: .unary(.not, expression(&generator, depth: depth + 1), range: none)
        default: .field(path(&generator), range: none)
        }
    }

    /// The field paths of `expression`, in source order.
    static func fields(_ expression: ADExpression) -> [ADFieldPath] {
        if case .field(let path, _) = expression { return [path] }
        return expression.children.flatMap(fields)
    }

    @Test("a printed formula parses back to the same fields and prints the same", .onOwnThread, arguments: [1, 2, 3, 4])
    func formulaRoundTrip(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<1_000 {
            let expression = Self.expression(&generator)
            let printed = expression.description
            let reparsed = try ADFormula(printed).expression
            #expect(Self.fields(reparsed) == Self.fields(expression), "\(printed)")
            #expect(reparsed.description == printed)
        }
    }

    @Test("a printed binding expression parses back equivalent", arguments: [5, 6, 7])
    func bindingRoundTrip(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let formula = Self.expression(&generator).description
            let scoped = (0..<Int.random(in: 1...3, using: &generator)).map { _ in Self.plainName(&generator) }
            let first = Self.identifier(&generator)
            var second = Self.identifier(&generator)
            while second == first { second = Self.identifier(&generator) }
            let source = """
                $when((\(formula))) (\(formula)) { \(first): $data.\(scoped.joined(separator: ".")), \
                \(second): .\(Self.identifier(&generator)) } $else $root.\(Self.plainName(&generator))
                """
            let parsed: ADBindingExpression
            let reparsed: ADBindingExpression
            let printed: String
            do {
                parsed = try ADBindingExpression(source)
                printed = parsed.description
                reparsed = try ADBindingExpression(printed)
            } catch {
                Issue.record("\(source): \(error)")
                continue
            }
            #expect(reparsed.isEquivalent(to: parsed), "\(source) → \(printed)")
            #expect(reparsed.description == printed)
        }
    }

    @Test("the rule", arguments: [
        ("prix", true), ("größe", true), ("Ωmega", true), ("имя", true), ("名前", true), ("اسم", true), ("e\u{301}te", true),
        ("row_2", true), ("$fn", true), ("_", true), ("\u{347}x", true), ("2nd", false), ("first name", false),
        ("a-b", false), ("", false), ("a\u{A0}b", false), ("a\u{3000}", false),
    ])
    func rule(name: String, isIdentifier: Bool) {
        #expect(ADIdentifier.isIdentifier(name) == isIdentifier)
    }

    @Test("names that need quotes are printed in quotes", arguments: [
        ("first name", "\"first name\""), ("and", "\"and\""), ("$fn", "\"$fn\""), ("a$b", "\"a$b\""), ("2nd", "\"2nd\""),
        ("名前", "名前"), ("e\u{301}te", "e\u{301}te"), ("a\u{A0}b", "\"a\u{A0}b\""),
    ])
    func quoting(name: String, printed: String) {
        #expect(ADExpression.field(ADFieldPath(components: [name]), range: Self.none).description == printed)
    }

    @Test("non-ASCII whitespace separates tokens in a formula, as in a binding expression")
    func unicodeWhitespace() throws {
        #expect(try ADFormula("a\u{A0}=\u{3000}b").expression.description == "a = b")
    }
}
