import ActionData
import Foundation
import Testing
import TestSupport

@Suite("Binding expressions: text bindings show and read values through their attributes")
struct BindingTextFormatTests {
    static let us = Locale(identifier: "en_US")
    static let utc = TimeZone(identifier: "UTC") ?? .current

    static func format(_ source: String, record: ADRecord = ADRecord()) throws -> ADBindingTextFormat {
        try ADBindingTextFormat(binding: ADBindingExpression(source), record: record)
    }

    static let shown: [(binding: String, value: ADValue, text: String)] = [
        ("price { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"EUR\" } }", 3.5, "€3.50"),
        ("price { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"EUR\" } }", 1234, "€1,234.00"),
        ("rate { numberFormatter: { numberStyle: $enum.PercentStyle } }", 0.8, "80%"),
        ("n { numberFormatter: { minimumFractionDigits: 2, maximumFractionDigits: 2 } }", 2, "2.00"),
        ("n { formatter: <NSNumberFormatter> { numberStyle: .DecimalStyle } }", 1234567, "1,234,567"),
        ("d { dateFormatter: { dateFormat: \"yyyy-MM-dd\" } }", .date(Date(timeIntervalSince1970: 86_400)), "1970-01-02"),
        ("d { dateFormatter: { dateStyle: $enum.NSDateFormatterStyle.LongStyle } }", .date(Date(timeIntervalSince1970: 0)), "January 1, 1970"),
        ("d { dateFormatter: { dateFormat: \"HH:mm\", timeZone: \"Europe/Berlin\" } }", .date(Date(timeIntervalSince1970: 0)), "01:00"),
        ("d { dateFormatter: { dateFormat: \"yyyy-MM-dd\" } }", "1970-01-02T00:00:00Z", "1970-01-02"),
        ("d { dateFormatter: { dateFormat: \"yyyy-MM-dd\" } }", "1970-01-02T10:30:00.250Z", "1970-01-02"),
        ("d { dateFormatter: { dateFormat: \"yyyy-MM-dd\" } }", "soon", "soon"),
        ("d { numberFormatter: { numberStyle: .DecimalStyle } }", "1970-01-02T00:00:00Z", "1970-01-02T00:00:00Z"),
        ("x { textForUndefinedValue: \"(none)\" }", .null, "(none)"),
        ("x { textForUndefinedValue: fallback }", .null, "from the record"),
        ("x { textForYes: \"Yes\", textForNo: \"No\" }", true, "Yes"),
        ("x { textForYes: \"Yes\", textForNo: \"No\" }", false, "No"),
        ("x { textForYes: \"Yes\" }", false, "false"),
        ("x { numberFormatter: { numberStyle: .CurrencyStyle } }", "not a number", "not a number"),
        ("x", 42, "42"),
    ]

    @Test("values show through the binding's formatters and texts", arguments: shown)
    func shows(binding: String, value: ADValue, text: String) throws {
        let format = try Self.format(binding, record: ["fallback": "from the record"])
        #expect(format.text(for: value, locale: Self.us, timeZone: Self.utc) == text)
    }

    static let typed: [(binding: String, text: String, value: ADValue)] = [
        ("p { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"EUR\" } }", "€3.50", 3.5),
        ("p { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"EUR\" } }", " €1,234.00 ", 1234),
        ("p { numberFormatter: { numberStyle: .CurrencyStyle }, editingNumberFormatter: { numberStyle: .DecimalStyle } }", "3.25", 3.25),
        ("r { numberFormatter: { numberStyle: .PercentStyle } }", "80%", 0.8),
        ("d { dateFormatter: { dateFormat: \"yyyy-MM-dd\" } }", "1970-01-02", .date(Date(timeIntervalSince1970: 86_400))),
        ("x { textForUndefinedValue: \"(none)\" }", "(none)", .null),
        ("x { textForYes: \"Yes\", textForNo: \"No\" }", "yes", true),
        ("x { textForYes: \"Yes\", textForNo: \"No\" }", "NO", false),
        ("x { treatEmptyTextAsUndefined: $true }", "  ", .null),
        ("x", "", ""),
        ("x { numberFormatter: { numberStyle: .DecimalStyle } }", "", .null),
        ("x { textForUndefinedValue: \"(none)\" }", "something", "something"),
    ]

    @Test("typed text reads back through the same attributes", arguments: typed)
    func reads(binding: String, text: String, value: ADValue) throws {
        let format = try Self.format(binding)
        #expect(try format.value(from: text, locale: Self.us, timeZone: Self.utc) == value)
    }

    static let roundTrips: [ADValue] = [0, 1, -1, 3.5, 1234.25, -0.01, 99_999_999, .null]

    @Test("a currency value shown and read back is the same value", arguments: roundTrips)
    func currencyRoundTrip(value: ADValue) throws {
        let format = try Self.format(
            "p { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"USD\" }, textForUndefinedValue: \"–\" }")
        let text = format.text(for: value, locale: Self.us)
        #expect(try format.value(from: text, locale: Self.us) == value)
    }

    static let styles = [
        "numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"EUR\" }",
        "numberFormatter: { numberStyle: .DecimalStyle, maximumFractionDigits: 2 }",
        "numberFormatter: { numberStyle: .PercentStyle, maximumFractionDigits: 2 }",
    ]

    @Test("random amounts shown and read back are the same amounts; random text reads or throws", .onOwnThread, arguments: styles)
    func randomRoundTrips(style: String) throws {
        let format = try Self.format("x { \(style), textForYes: \"Y\", textForNo: \"N\" }")
        var random = SeededGenerator(seed: 0xC0FFEE)
        for _ in 0..<2_000 {
            let cents = Int64.random(in: -10_000_000...10_000_000, using: &random)
            let value: ADValue = style.contains("Percent") ? .double(Double(cents) / 10_000) : .double(Double(cents) / 100)
            let text = format.text(for: value, locale: Self.us)
            let back = try format.value(from: text, locale: Self.us)
            #expect(abs((back.numericValue ?? .nan) - (value.numericValue ?? 0)) < 1e-9, "\(text)")
            let garbage = String((0..<Int.random(in: 0...12, using: &random)).map { _ in
                Character(UnicodeScalar(UInt8.random(in: 32...126, using: &random)))
            })
            _ = try? format.value(from: garbage, locale: Self.us)
        }
    }

    @Test(
        "a storyboard's number format ICU aborts on is left out; one whose rounding Foundation traps on at the value's size shows the value as text",
        arguments: [
            ("n { numberFormatter: { positiveFormat: \"~#\", minimumFractionDigits: 1 } }", ADValue.double(12.5), "12.5"),
            ("n { numberFormatter: { negativeFormat: \"'#\", minimumFractionDigits: 1 } }", ADValue.double(-12.5), "-12.5"),
            ("n { numberFormatter: { positivePrefix: \"~\", minimumFractionDigits: 1 } }", ADValue.double(12.5), "12.5"),
            ("n { numberFormatter: { negativeSuffix: \"a~b\", minimumFractionDigits: 1 } }", ADValue.double(-12.5), "-12.5"),
            ("n { numberFormatter: { positiveFormat: \"#,##0.05\" } }", ADValue.double(1e40), "1e+40"),
        ])
    func hostileNumberFormats(binding: String, value: ADValue, text: String) throws {
        let format = try Self.format(binding)
        #expect(format.text(for: value, locale: Self.us) == text)
        #expect(throws: ADConversionError.self) { try format.value(from: "~~12", locale: Self.us) }
    }

    @Test("text a number formatter cannot read is an error naming the text and an example, never 0")
    func unreadableNumber() throws {
        let format = try Self.format("p { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"EUR\" } }")
        let error = #expect(throws: ADConversionError.self) { try format.value(from: "abc", locale: Self.us) }
        #expect(error?.description == "'abc' is not a number; expected text like €1,234.50")
        let dates = try Self.format("d { dateFormatter: { dateFormat: \"yyyy-MM-dd\" } }")
        #expect(throws: ADConversionError.self) { try dates.value(from: "31/12/1999", locale: Self.us) }
    }

    @Test("a binding without text attributes is plain; attribute formulas need their fields")
    func plainAndMissingFields() throws {
        #expect(try Self.format("name").isPlain)
        #expect(try !Self.format("name { textForNo: \"no\" }").isPlain)
        #expect(throws: ADEvaluationError.self) { try Self.format("x { textForUndefinedValue: missing }") }
    }

    @Test("a bound text field shows through the binding format and writes back what it read")
    func textFieldUsesTheBindingFormat() throws {
        let price = ADTextFieldModel(name: "price", dataPath: "price")
        price.formatting.locale = Self.us
        price.formatting.bindingFormat = try Self.format(
            "price { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"USD\" }, editingNumberFormatter: { numberStyle: .DecimalStyle } }")
        let note = ADTextFieldModel(name: "note", dataPath: "note")
        note.formatting.bindingFormat = try Self.format("note { textForUndefinedValue: \"(none)\" }")
        let form = ADBindingController(root: ADViewGroup([price, note]))
        form.record = ["price": 12.5, "note": .null]
        form.refreshDisplay()
        #expect(price.text == "$12.50")
        #expect(note.text == "(none)")
        price.text = "1,000.75"
        try form.updateRecord()
        #expect(form.record["price"] == 1000.75)
        #expect(form.record["note"] == .null)
        price.text = "lots"
        let error = #expect(throws: ADBindingError.self) { try form.updateRecord() }
        #expect(error?.failures.map(\.control) == ["price"])
        #expect(form.record["price"] == 1000.75)
    }
}
