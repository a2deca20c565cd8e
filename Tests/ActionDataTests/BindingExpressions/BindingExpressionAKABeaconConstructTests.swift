import ActionData
import Foundation
import TestSupport
import Testing

@Suite("Binding expressions: AKABeacon constructs")
struct BindingExpressionAKABeaconConstructTests {
    /// Source, the kind it is validated as, and its canonical print.
    static let constructs: [(String, ADBindingKind, String)] = [
        ("$data", .text, "$data"),
        ("$data.title", .text, "$data.title"),
        ("$root.items { textForUndefinedValue: \"-\" }", .text, "$root.items { textForUndefinedValue: \"-\" }"),
        (
            "$when(\"$fn > 0 AND $ln > 0\" {fn: firstName.length, ln: lastName.length}) \"ok\" $else \"missing\"", .text,
            "$when(\"$fn > 0 AND $ln > 0\" { fn: firstName.length, ln: lastName.length }) \"ok\" $else \"missing\""
        ),
        ("$whenNot(\"$n = 0\" { n: items.length }) items", .text, "$whenNot(\"$n = 0\" { n: items.length }) items"),
        ("$UIColor{r:1, g:0.5, b:0}", .text, "$color { r: 255, g: 128, b: 0 }"),
        ("$UIColor{r:255, g:0, b:0, a:128}", .text, "$color { r: 255, g: 0, b: 0, a: 128 }"),
        (
            "x { textAttributeFormatter: { pattern: search, patternOptions: {.CaseInsensitiveSearch}, backgroundColor: $UIColor{r:255,g:255,b:0} } }",
            .text,
            "x { textAttributeFormatter: { pattern: search, patternOptions: { .CaseInsensitiveSearch }, backgroundColor: $color { r: 255, g: 255, b: 0 } } }"
        ),
        (
            "d { dateFormatter: { dateStyle: $NSDateFormatterStyle.ShortStyle, timeStyle: $enum.NSDateFormatterStyle.NoStyle } }", .text,
            "d { dateFormatter: { dateStyle: $enum.NSDateFormatterStyle.ShortStyle, timeStyle: $enum.NSDateFormatterStyle.NoStyle } }"
        ),
        (
            "p { numberFormatter: { numberStyle: $NSNumberFormatterStyle.CurrencyStyle, roundingMode: $NSNumberFormatterRoundingMode.RoundHalfUp } }",
            .text,
            "p { numberFormatter: { numberStyle: $enum.NSNumberFormatterStyle.CurrencyStyle, roundingMode: $enum.NSNumberFormatterRoundingMode.RoundHalfUp } }"
        ),
        (
            "{ picker: objectValue { choices: objectArrayValue, title: title, titleForUndefinedValue: \"(choose)\", titleForOtherValue: \"(other)\" } }",
            .picker,
            "{ picker: objectValue { choices: objectArrayValue, title: title, titleForUndefinedValue: \"(choose)\", titleForOtherValue: \"(other)\" } }"
        ),
        ("label { transitionAnimation: { duration: 0.3, options: .TransitionCrossDissolve } }", .text, "label { transitionAnimation: { duration: 0.3, options: .TransitionCrossDissolve } }"),
        ("photo { transitionAnimation: { duration: 1 } }", .image, "photo { transitionAnimation: { duration: 1 } }"),
        (
            "count { minimumValue: minimumValue, maximumValue: 10, autorepeat: $true, continuous: $false, wraps: $true }", .value,
            "count { minimumValue: minimumValue, maximumValue: 10, autorepeat: $true, continuous: $false, wraps: $true }"
        ),
        ("mode { choices: [\"walk\", \"ride\"] }", .value, "mode { choices: [\"walk\", \"ride\"] }"),
        ("{ .A, .B, }", .style, "{ .A, .B }"),
    ]

    @Test("parses, validates and prints canonically", arguments: constructs)
    func construct(source: String, kind: ADBindingKind, printed: String) throws {
        let expression = try ADBindingExpression(source)
        #expect(expression.validationErrors(for: kind, source: source).map(\.description) == [] || kind == .style)
        #expect(expression.description == printed)
        let reparsed = try ADBindingExpression(printed)
        #expect(reparsed.isEquivalent(to: expression))
        #expect(reparsed.description == printed)
    }

    /// Colour blocks and the colour AKABeacon reads: fractions unless a component is above 1.
    static let colours: [(String, String)] = [
        ("$UIColor{r:1, g:0, b:0}", "#FF0000"),
        ("$UIColor{r:0.5, g:0.5, b:0.5}", "#808080"),
        ("$UIColor{r:255, g:1, b:0}", "#FF0100"),
        ("$UIColor{r:100, g:100, b:255}", "#6464FF"),
        ("$color{r:0, g:0, b:0, a:0.5}", "#00000080"),
    ]

    @Test("colour components are 0…1 unless one is above 1", arguments: colours)
    func colour(source: String, hex: String) throws {
        let expression = try ADBindingExpression(source)
        #expect(try expression.value(in: ADRecord()) == .string(hex))
        #expect(try ADBindingExpression(expression.description).isEquivalent(to: expression))
    }

    @Test("a colour printed with components 0 or 1 reads back as the same colour")
    func smallComponents() throws {
        let color = ADColor(red: 1, green: 0, blue: 1, alpha: 1)
        let printed = ADBindingPrimary.color(color, range: ADSourceRange(0, 0)).description
        guard case .color(let reread, _)? = try ADBindingExpression(printed).primary else {
            Issue.record("not a colour: \(printed)")
            return
        }
        #expect(reread == color)
    }

    @Test("random colours, scopes and quoted conditions print and parse back to the same tree", arguments: 0..<4)
    func randomRoundTrip(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 0xA4A0 &+ seed)
        for _ in 0..<200 {
            let components = (0..<Int.random(in: 1...4, using: &generator)).map { index -> String in
                let name = ["r", "g", "b", "a"][index]
                let value = Bool.random(using: &generator)
                    ? String(Int.random(in: 0...255, using: &generator)) : String(Double.random(in: 0...1, using: &generator))
                return "\(name): \(value)"
            }
            let colour = "$UIColor{" + components.joined(separator: ", ") + "}"
            let scope = ["$data", "$root.items", "$data.title.length", "x.length"].randomElement(using: &generator) ?? "$data"
            let source = "$when(\"$n > \(Int.random(in: 0...9, using: &generator))\" { n: \(scope) }) \(colour) $else { .A, .B }"
            let parsed = try ADBindingExpression(source)
            let reparsed = try ADBindingExpression(parsed.description)
            #expect(reparsed.isEquivalent(to: parsed), "\(source) → \(parsed.description)")
            #expect(reparsed.description == parsed.description)
        }
    }

    /// Mistakes and the column they are reported at.
    static let mistakes: [(String, ADBindingKind, Int)] = [
        ("$when(\"$fn > 0\" { ln: a }) x", .text, 8),
        ("$when(\"$fn > \" { fn: a }) x", .text, 14),
        ("$UIColor{r:300, g:0, b:0}", .text, 12),
        ("x { textAttributeFormatter: { patternOptions: { .Sideways } } }", .text, 47),
        ("d { dateFormatter: { dateStyle: $NSNumberFormatterStyle.ShortStyle } }", .text, 33),
        ("{ picker: v { choice: c } }", .picker, 15),
        ("$frobnicate", .text, 1),
        ("{ .A, b }", .style, 7),
    ]

    @Test("mistakes are errors at their position", arguments: mistakes)
    func mistake(source: String, kind: ADBindingKind, column: Int) {
        do {
            _ = try ADBindingExpression(source, kind: kind)
            Issue.record("accepted \(source)")
        } catch {
            #expect(error.column == column, "\(error)")
        }
    }

    /// Records and whether `$when("$fn > 0 AND $ln > 0" …)` holds.
    static let substitutions: [(ADRecord, String)] = [
        (["firstName": "Ada", "lastName": "Lovelace"], "ok"),
        (["firstName": "", "lastName": "Lovelace"], "missing"),
        (["firstName": "Ada", "lastName": .null], "missing"),
    ]

    @Test("quoted conditions read their substitutions; length counts characters", arguments: substitutions)
    func quotedCondition(record: ADRecord, shown: String) throws {
        let expression = try ADBindingExpression(
            "$when(\"$fn > 0 AND $ln > 0\" {fn: firstName.length, ln: lastName.length}) \"ok\" $else \"missing\"")
        #expect(try expression.value(in: record) == .string(shown))
        #expect(try expression.observedFieldPaths(in: record) == [ADFieldPath("firstName.length"), ADFieldPath("lastName.length")])
    }

    @Test("length counts the elements of an array and yields to a field called length")
    func lengthOperator() throws {
        let record: ADRecord = ["items": [1, 2, 3], "box": ["length": 7]]
        #expect(try ADBindingExpression("items.length").value(in: record) == 3)
        #expect(try ADBindingExpression("box.length").value(in: record) == 7)
    }

    @Test("plain and $data key paths are relative to the data context, $root to the record")
    func scopes() throws {
        let record: ADRecord = ["title": "Form", "row": ["title": "Row"]]
        let row: ADValue = ["title": "Row"]
        #expect(try ADBindingExpression("title").value(in: record, data: row) == "Row")
        #expect(try ADBindingExpression("$data.title").value(in: record, data: row) == "Row")
        #expect(try ADBindingExpression("$root.title").value(in: record, data: row) == "Form")
        #expect(try ADBindingExpression("$data").value(in: record, data: "plain") == "plain")
        #expect(try ADBindingExpression("$data.title").value(in: record) == "Form")
        #expect(try ADBindingExpression("$root.row.title").writableFieldPath == ADFieldPath("row.title"))
    }

    @Test("formatter constants map to Foundation's values")
    func formatterConstants() throws {
        let number = try #require(
            try ADBindingExpression(
                "p { numberFormatter: { numberStyle: $NSNumberFormatterStyle.PercentStyle, roundingMode: $enum.NSNumberFormatterRoundingMode.RoundFloor } }")
                .numberFormatterConfiguration())
        #expect(number.numberStyle == .percent)
        #expect(number.roundingMode == .floor)
        let date = try #require(
            try ADBindingExpression("d { dateFormatter: { dateStyle: $NSDateFormatterStyle.ShortStyle, timeStyle: style } }")
                .dateFormatterConfiguration(record: ["style": "MediumStyle"]))
        #expect(date.dateStyle == .short)
        #expect(date.timeStyle == .medium)
    }

    @Test("a nested picker binding is the picker's binding")
    func nestedPicker() throws {
        let expression = try ADBindingExpression("{ picker: colour { choices: colours } }", kind: .picker)
        #expect(expression.pickerBinding.writableFieldPath == ADFieldPath("colour"))
        #expect(expression.pickerBinding.attribute("choices") != nil)
    }
}
