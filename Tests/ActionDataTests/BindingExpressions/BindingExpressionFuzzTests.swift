import ActionData
import TestSupport
import Testing

@Suite("Binding expressions: fuzzing parses or throws, never crashes")
struct BindingExpressionFuzzTests {
    static let pieces = [
        "name", "a.b", "upper(", ")", "(", "{", "}", "[", "]", ",", ":", "<", ">", "<Fmt>", "$when", "$whenNot", "$else",
        "$true", "$false", "$enum", ".", ".Style", "$color", "$UIColor", "$bogus", "\"", "\"text\"", "'", "'q'", "\\",
        "1", "-2.5", "textForYes", "numberFormatter", " ", "\n", "\t", "é", "NULL", "CASE", "WHEN", "END", "+", "*",
    ]

    @Test("random token soup", .onOwnThread, arguments: 0..<6)
    func soup(seed: UInt64) {
        var generator = SeededGenerator(seed: 0xF022 + seed)
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...14, using: &generator)
            let source = (0..<count).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }.joined()
            let expression: ADBindingExpression
            do {
                expression = try ADBindingExpression(source)
            } catch {
                #expect(error.line >= 1 && error.column >= 1, "\(source)")
                #expect(error.offset <= source.unicodeScalars.count, "\(source)")
                continue
            }
            let reparsed = try? ADBindingExpression(expression.description)
            #expect(reparsed?.isEquivalent(to: expression) == true, "\(source) → \(expression)")
        }
    }

    @Test("deep nesting is an error, not a stack overflow")
    func deepNesting() throws {
        let deep = String(repeating: "{ a: ", count: 10_000) + "1" + String(repeating: " }", count: 10_000)
        let error = try #require(throws: ADBindingExpressionError.self) { try ADBindingExpression(deep) }
        #expect(error.reason == .tooDeep)
        let arrays = String(repeating: "[", count: 5_000)
        #expect(throws: ADBindingExpressionError.self) { try ADBindingExpression(arrays) }
        let fine = String(repeating: "{ a: ", count: 100) + "1" + String(repeating: " }", count: 100)
        #expect(try ADBindingExpression(fine).attributes.count == 1)
    }
}
