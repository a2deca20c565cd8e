import ActionData
import Testing

/// Printing properties the fuzz targets check, with the inputs that broke them.
@Suite("Printed formulas and binding expressions read back to the same tree")
struct PrintingFuzzRegressionTests {
    @Test("a binding whose formula starts with a quoted name is parenthesised", arguments: [
        "\u{0347}\u{FFFD}\u{FFFD}", "\"first name\"", "aedit - '!''\u{0347}x'", "upper(\"\u{0347}x\")", "\u{0301}x",
    ])
    func bindingReadsBack(source: String) throws {
        let expression = try ADBindingExpression(source)
        let printed = expression.description
        let reparsed = try ADBindingExpression(printed)
        #expect(reparsed.isEquivalent(to: expression), "\(printed) → \(reparsed)")
        #expect(reparsed.description == printed)
    }

    @Test("formula literals print back exactly", arguments: [
        "0xFFFFFFFFFFFFFFFF", "0x8000000000000000", "1e999", "-1e999", "1e999 * 0", "'!''\u{0347}x'", "\"a\"\"\u{0347}\" + 1", "'\u{0347}' || \"\u{0347}x\"",
    ])
    func formulaReadsBack(source: String) throws {
        let printed = try ADFormula(source).expression.description
        #expect(try ADFormula(printed).expression.description == printed)
    }
}
