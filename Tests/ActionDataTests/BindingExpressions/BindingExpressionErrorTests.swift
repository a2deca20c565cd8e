import ActionData
import Testing

@Suite("Binding expressions: errors and positions")
struct BindingExpressionErrorTests {
    struct Case: Sendable, CustomStringConvertible {
        let source: String
        let line: Int
        let column: Int
        let fragment: String
        var description: String { source }
    }

    static let syntaxErrors: [Case] = [
        Case(source: "", line: 1, column: 1, fragment: "expected a value"),
        Case(source: "a {", line: 1, column: 4, fragment: "an attribute name or '}'"),
        Case(source: "a { b: 1", line: 1, column: 3, fragment: "'}' closing the attribute block"),
        Case(source: "a { b 1 }", line: 1, column: 7, fragment: "':' after the attribute name 'b'"),
        Case(source: "a { b: 1 c: 2 }", line: 1, column: 10, fragment: "expected an operator or the end of the formula, found `c`"),
        Case(source: "a { b: \"1\" c: 2 }", line: 1, column: 12, fragment: "',' or '}' after the value of 'b'"),
        Case(source: "a {\n  b: 1,\n  b: 2\n}", line: 3, column: 3, fragment: "attribute 'b' is given twice"),
        Case(source: "quantity > { x: 1 }", line: 1, column: 11, fragment: "expected an expression"),
        Case(source: "x {\n  t: upper(\n}", line: 2, column: 12, fragment: "found the end of the formula"),
        Case(source: "\"open", line: 1, column: 1, fragment: "a closing \" for the string"),
        Case(source: "$when x", line: 1, column: 7, fragment: "'(' and a condition after $when"),
        Case(source: "$when(a b", line: 1, column: 6, fragment: "')' closing the condition"),
        Case(source: "$when(a +) x", line: 1, column: 10, fragment: "expected an expression"),
        Case(source: "$bogus", line: 1, column: 1, fragment: "found '$bogus'"),
        Case(source: "$.ncna", line: 1, column: 1, fragment: "found '$'"),
        Case(source: "$111.n", line: 1, column: 1, fragment: "found '$111'"),
        Case(source: "$enum", line: 1, column: 6, fragment: "'.Value' or '.Type.Value'"),
        Case(source: "$color { r: 300 }", line: 1, column: 13, fragment: "a number from 0 to 1 (or 0 to 255)"),
        Case(source: "$color { q: 3 }", line: 1, column: 10, fragment: "unknown attribute 'q'; valid attributes: r, g, b, a"),
        Case(source: "<>", line: 1, column: 2, fragment: "a class name after '<'"),
        Case(source: "[a, b", line: 1, column: 6, fragment: "',' or ']' in the array"),
        Case(source: "a b", line: 1, column: 3, fragment: "expected an operator or the end of the formula"),
        Case(source: "\"a\" b", line: 1, column: 5, fragment: "expected the end of the expression"),
        Case(source: "{\n\tbackgroundColor:\n\t\t$when(isReady) $UIColor{r:255 g:0}\n}", line: 3, column: 33, fragment: "found `g`"),
    ]

    @Test("syntax errors name the line, column and expectation", arguments: syntaxErrors)
    func syntaxError(_ testCase: Case) {
        #expect {
            _ = try ADBindingExpression(testCase.source)
        } throws: { error in
            guard let error = error as? ADBindingExpressionError else { return false }
            return error.line == testCase.line && error.column == testCase.column
                && error.description.contains(testCase.fragment)
        }
    }

    @Test("the snippet puts a caret under the column")
    func snippet() throws {
        let error = try #require(throws: ADBindingExpressionError.self) { try ADBindingExpression("name {\n  b 1\n}") }
        #expect(error.snippet == "    b 1\n      ^")
        #expect(error.expected == "':' after the attribute name 'b'")
        #expect(error.found == "'1'")
        #expect(error.offset == 11)
    }

    static let validationErrors: [(String, ADBindingKind, String)] = [
        ("stringValue { textForUndefined: \"?\" }", .text, "unknown attribute 'textForUndefined'; valid attributes: dateFormatter,"),
        ("v { numberFormatter: { numberStyle: .Currency } }", .text, "unknown constant '.Currency' for 'numberStyle'; valid constants: NoStyle"),
        ("v { numberFormatter: { numberStyle: $enum.NSDateFormatterStyle.LongStyle } }", .text, "unknown constant"),
        ("v { numberFormatter: { maximumFractionDigits: 2.5 } }", .text, "a whole number or formula for 'maximumFractionDigits'"),
        ("v { treatEmptyTextAsUndefined: \"yes\" }", .text, "$true, $false or a formula"),
        ("v { formatter: <Mystery> }", .text, "unknown class <Mystery>; registered classes: NSDateFormatter, NSNumberFormatter"),
        ("v { numberFormatter: 5 }", .text, "a '{ … }' block for 'numberFormatter'"),
        ("v { choices: items }", .text, "unknown attribute 'choices'"),
        ("$when(a) v { minimumValue: 1 } $else w { stepSize: 2 }", .value, "unknown attribute 'stepSize'; valid attributes: autorepeat, choices, continuous, liveModelUpdates, maximumValue, minimumValue, stepValue, wraps"),
        ("{ backgroundColor: \"red\" }", .style, "\"#RRGGBB\" string"),
        ("[items] { insertAnimation: .Sideways }", .dataSource, "unknown constant '.Sideways'"),
    ]

    @Test("validation names the attribute and the valid choices", arguments: validationErrors)
    func validation(source: String, kind: ADBindingKind, fragment: String) throws {
        let expression = try ADBindingExpression(source)
        let errors = expression.validationErrors(for: kind, source: source)
        #expect(errors.count == 1)
        #expect(errors.first?.description.contains(fragment) == true, "\(errors)")
        #expect(throws: ADBindingExpressionError.self) { try ADBindingExpression(source, kind: kind) }
    }

    static let validExpressions: [(String, ADBindingKind)] = [
        ("stringValue { textForUndefinedValue: \"(tap to choose)\", treatEmptyTextAsUndefined: $true, liveModelUpdates: $false }", .text),
        ("numberValue { numberFormatter: { numberStyle: $enum.CurrencyStyle, roundingMode: .RoundHalfUp, locale: \"de_DE\", currencySymbol: \"€\", minimumFractionDigits: 2 }, editingNumberFormatter: { maximumFractionDigits: 5 } }", .text),
        ("dateValue { dateFormatter: { dateStyle: $enum.NSDateFormatterStyle.LongStyle, timeStyle: $enum.MediumStyle, timeZone: \"UTC\" } }", .text),
        ("boolValue { textForYes: \"Yes\", textForNo: \"No\" }", .text),
        ("stringValue { choices: stringArrayValue, titleForUndefinedValue: \"(please choose)\" }", .picker),
        ("objectValue { title: title, choices: objectArrayValue, liveModelUpdates: $false }", .picker),
        ("operations { minimumValue: 1, maximumValue: maxOperations, stepValue: 0.5 }", .value),
        ("v { formatter: <NSNumberFormatter> { numberStyle: .PercentStyle } }", .text),
        ("{ backgroundColor: $when(isFinished) $UIColor{r:0, g:255, b:0} $else \"#C8C8C8\" }", .style),
        ("[ items ] { defaultCellMapping: \"DefaultCell\", insertAnimation: .Bottom, deleteAnimation: .Right }", .dataSource),
    ]

    @Test("documented attributes validate", arguments: validExpressions)
    func valid(source: String, kind: ADBindingKind) throws {
        let expression = try ADBindingExpression(source, kind: kind)
        #expect(expression.validationErrors(for: kind, source: source).isEmpty)
    }

    @Test("a registered custom formatter accepts its own configuration")
    func registeredFormatter() throws {
        var registry = ADBindingClassRegistry.standard
        registry.register("CustomFormatter", attributes: ADBindingAttributeSchema([("format", .text)]))
        let good = "objectValue { formatter: <CustomFormatter> { format: \"Hello, %@\" } }"
        #expect(try ADBindingExpression(good).validationErrors(for: .text, source: good, registry: registry).isEmpty)
        let bad = "objectValue { formatter: <CustomFormatter> { template: \"x\" } }"
        let errors = try ADBindingExpression(bad).validationErrors(for: .text, source: bad, registry: registry)
        #expect(errors.map(\.validNames) == [["format"]])
        #expect(errors.first?.column == 46)
    }
}
