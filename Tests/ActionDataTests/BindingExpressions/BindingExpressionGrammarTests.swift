import ActionData
import Testing

@Suite("Binding expressions: grammar")
struct BindingExpressionGrammarTests {
    /// Source text and its canonical print.
    static let canonical: [(String, String)] = [
        ("stringValue", "stringValue"),
        ("objectValue.title", "objectValue.title"),
        ("stringValue { liveModelUpdates: $false }", "stringValue { liveModelUpdates: $false }"),
        (
            "stringValue {\n\ttextForUndefinedValue: \"(Please enter some text)\",\n\ttreatEmptyTextAsUndefined: $true\n}",
            "stringValue { textForUndefinedValue: \"(Please enter some text)\", treatEmptyTextAsUndefined: $true }"
        ),
        (
            "numberValue {\n numberFormatter: { numberStyle: $enum.CurrencyStyle },\n editingNumberFormatter: { maximumFractionDigits: 5 }\n}",
            "numberValue { numberFormatter: { numberStyle: .CurrencyStyle }, editingNumberFormatter: { maximumFractionDigits: 5 } }"
        ),
        (
            "dateValue { dateFormatter: { dateStyle: $enum.NSDateFormatterStyle.LongStyle, timeStyle: $enum.LongStyle } }",
            "dateValue { dateFormatter: { dateStyle: $enum.NSDateFormatterStyle.LongStyle, timeStyle: .LongStyle } }"
        ),
        ("{ picker: choices }", "{ picker: choices }"),
        ("objectValue { formatter: <CustomFormatter> { format: \"Hello, %@\" } }", "objectValue { formatter: <CustomFormatter> { format: \"Hello, %@\" } }"),
        ("$color { r: 255, g: 0, b: 0 }", "$color { r: 255, g: 0, b: 0 }"),
        ("$UIColor{r:0,g:1,b:0,a:0.5}", "$color { r: 0, g: 255, b: 0, a: 128 }"),
        ("[ items ] { insertAnimation: .Bottom }", "[items] { insertAnimation: .Bottom }"),
        ("[\"a\", 'b', 1, -2.5]", "[\"a\", \"b\", 1, -2.5]"),
        ("upper(name) || ' ' || lower(city)", "upper(name) || ' ' || lower(city)"),
        ("compare(quantity > 10, 'ok', 'order') { textForUndefinedValue: \"-\" }", "compare(quantity > 10, 'ok', 'order') { textForUndefinedValue: \"-\" }"),
        ("price*2{numberFormatter:{}}", "price * 2 { numberFormatter: {} }"),
        ("$when(done) \"Finished\" $whenNot(started) \"Waiting\" $else \"Running\"", "$when(done) \"Finished\" $whenNot(started) \"Waiting\" $else \"Running\""),
        ("$when(a > 1) x { textForUndefinedValue: \"?\" } $else y", "$when(a > 1) x { textForUndefinedValue: \"?\" } $else y"),
        ("{ backgroundColor: $when(isFinished) $UIColor{r:0, g:255, b:0} $else $color{r:1,g:2,b:3} }", "{ backgroundColor: $when(isFinished) $color { r: 0, g: 255, b: 0 } $else $color { r: 1, g: 2, b: 3 } }"),
        ("\"line\\nbreak \\\"quoted\\\"\"", "\"line\\nbreak \\\"quoted\\\"\""),
        ("TRUE", "$true"),
        ("NULL", "NULL"),
        ("\"first name\" { textForYes: \"y\" }", "\"first name\" { textForYes: \"y\" }"),
        ("(\"first name\" || 'x')", "(\"first name\" || 'x')"),
        ("a { b: 1, }", "a { b: 1 }"),
        ("1e999 { b: -1e999 }", "1e999 { b: -1e999 }"),
        ("CASE WHEN a THEN 'x' ELSE 'y' END { textForYes: \"y\" }", "CASE WHEN a THEN 'x' ELSE 'y' END { textForYes: \"y\" }"),
    ]

    @Test("parses and prints canonically", arguments: canonical)
    func printsCanonically(source: String, printed: String) throws {
        let expression = try ADBindingExpression(source)
        #expect(expression.description == printed)
        let reparsed = try ADBindingExpression(expression.description)
        #expect(reparsed.isEquivalent(to: expression))
        #expect(reparsed.description == printed)
    }

    @Test("a formula ends where an attribute block begins")
    func formulaEndsAtBrace() throws {
        let expression = try ADBindingExpression("compare(a, 'x{', \"y}\") { textForYes: \"yes\" }")
        guard case .formula(let formula, let range)? = expression.primary else {
            Issue.record("expected a formula primary, got \(expression)")
            return
        }
        #expect(formula.source == "compare(a, 'x{', \"y}\")")
        #expect(range == ADSourceRange(0, 22))
        #expect(expression.attributes.map(\.name) == ["textForYes"])
    }

    @Test("primaries are classified")
    func primaryKinds() throws {
        #expect(try ADBindingExpression("5").primary == .constant(.int(5), range: ADSourceRange(0, 1)))
        #expect(try ADBindingExpression("-5").primary == .constant(.int(-5), range: ADSourceRange(0, 2)))
        #expect(try ADBindingExpression("'x'").primary == .constant(.string("x"), range: ADSourceRange(0, 3)))
        #expect(try ADBindingExpression("$true").primary == .constant(.bool(true), range: ADSourceRange(0, 5)))
        #expect(try ADBindingExpression(".Bottom").primary == .enumConstant(type: nil, name: "Bottom", range: ADSourceRange(0, 7)))
        #expect(try ADBindingExpression("<Fmt>").primary == .classReference("Fmt", range: ADSourceRange(0, 5)))
        #expect(
            try ADBindingExpression("$color{r:255}").primary
                == .color(ADColor(red: 255, green: 0, blue: 0), range: ADSourceRange(0, 13)))
        #expect(try ADBindingExpression("{ a: 1 }").primary == nil)
        #expect(try ADBindingExpression("name").writableFieldPath == ADFieldPath("name"))
        #expect(try ADBindingExpression("upper(name)").writableFieldPath == nil)
    }

    @Test("conditional branches keep their own attributes and ranges")
    func conditionalStructure() throws {
        let source = "$when(done) a { textForYes: \"y\" } $whenNot(ready) b $else c { textForNo: \"n\" }"
        let expression = try ADBindingExpression(source)
        guard case .conditional(let branches, let otherwise, _) = expression else {
            Issue.record("expected a conditional")
            return
        }
        #expect(branches.map(\.negated) == [false, true])
        #expect(branches.map { $0.condition.source } == ["done", "ready"])
        #expect(branches[0].body.attributes.map(\.name) == ["textForYes"])
        #expect(branches[0].range.text(in: source) == "$when(done) a { textForYes: \"y\" }")
        #expect(otherwise?.attributes.map(\.name) == ["textForNo"])
        #expect(branches[1].conditionRange.text(in: source) == "ready")
    }
}
