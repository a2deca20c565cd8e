#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// A priced, dated, phoned item, for the formatter object tests.
private struct Order: Codable {
    var price = 1234.5
    var due = Date(timeIntervalSince1970: 1_700_000_000)
    var phone = "5551234"
}

/// How an app configures a control's number formatter further.
struct NumberFormatterSetup: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let configure: @Sendable (NumberFormatter) -> Void
}

@MainActor
@Suite("The spec's numberFormatter, dateFormatter and maskedFormatter: made from formatType and formatPattern, configured by the app, shown and read by the engine")
struct FormatterObjectTests {
    nonisolated private static let english = Locale(identifier: "en_US")

    nonisolated private static let setups: [NumberFormatterSetup] = [
        NumberFormatterSetup(testDescription: "a currency") { $0.numberStyle = .currency; $0.currencyCode = "EUR" },
        NumberFormatterSetup(testDescription: "a prefix and suffix") { $0.positivePrefix = "≈ "; $0.positiveSuffix = " net" },
        NumberFormatterSetup(testDescription: "rounding up to whole numbers") { $0.maximumFractionDigits = 0; $0.roundingMode = .up },
        NumberFormatterSetup(testDescription: "percent") { $0.numberStyle = .percent },
    ]

    /// The app's formatter as the control made it, configured by `setup`, on a fresh formatter.
    private static func expected(_ value: Double, _ setup: NumberFormatterSetup, locale: Locale = english) -> String? {
        let formatter = ADTextFormatting(formatType: .number, formatPattern: "#,##0.00", locale: locale).makeNumberFormatter()
        setup.configure(formatter)
        return formatter.string(from: NSNumber(value: value))
    }

    @Test("a label and a text field show numbers as the app's configured formatter does, and the field reads typed text back with it", arguments: setups)
    func numbers(_ setup: NumberFormatterSetup) throws {
        let (label, field) = (ADBoundLabel(frame: .zero), ADBoundTextField(frame: .zero))
        (label.dataPath, field.dataPath) = ("price * 2", "price")
        (label.formatType, label.formatPattern, field.formatType, field.formatPattern) = ("number", "#,##0.00", "number", "#,##0.00")
        let form = BoundForm([label, field])
        form.controller.pinnedLocale = Self.english
        setup.configure(label.numberFormatter)
        setup.configure(field.numberFormatter)
        try form.show(Order())
        #expect(label.text == Self.expected(2469, setup))
        #expect(field.text == Self.expected(1234.5, setup))
        let typed = try #require(Self.expected(3000, setup))
        BoundForm.replaceText(of: field, with: typed)
        try form.controller.updateRecord()
        let read = try #require(form.controller.record["price"]?.doubleValue)
        #expect(Self.expected(read, setup) == typed, "read back as the formatter reads \(typed)")
    }

    @Test("a formatter configured after the form is filled applies at the next refresh; setting the pattern starts it anew")
    func laterChanges() throws {
        let label = ADBoundLabel(frame: .zero)
        (label.dataPath, label.formatType, label.formatPattern) = ("price", "number", "#,##0.00")
        let form = BoundForm([label])
        form.controller.pinnedLocale = Self.english
        try form.show(Order())
        #expect(label.text == "1,234.50")
        label.numberFormatter.positivePrefix = "USD "
        #expect(label.text == "1,234.50", "not before the form is refreshed")
        form.controller.refreshDisplay()
        #expect(label.text == "USD 1,234.50")
        label.formatPattern = "#,##0.0"
        form.controller.refreshDisplay()
        #expect(label.text == "1,234.5")
    }

    @Test("a formatter the app left in its locale follows the form's; one given a locale keeps it")
    func locales() throws {
        let (following, pinned) = (ADBoundLabel(frame: .zero), ADBoundLabel(frame: .zero))
        for label in [following, pinned] { (label.dataPath, label.formatType, label.formatPattern) = ("price", "number", "#,##0.00") }
        following.numberFormatter.positiveSuffix = " ¤¤"
        pinned.numberFormatter.locale = Locale(identifier: "fr_FR")
        let form = BoundForm([following, pinned])
        form.controller.pinnedLocale = Locale(identifier: "de_DE")
        try form.show(Order())
        #expect(following.text?.hasPrefix("1.234,50") == true, "\(following.text ?? "")")
        #expect(pinned.text == "1\u{202F}234,50")
    }

    @Test("a date formatter's styles show the date; the masked formatter's mask masks the text")
    func datesAndMasks() throws {
        let (due, phone) = (ADBoundLabel(frame: .zero), ADBoundTextField(frame: .zero))
        (due.dataPath, due.formatType, due.formatPattern) = ("due", "date", "MM/dd/yyyy")
        (phone.dataPath, phone.formatType, phone.formatPattern) = ("phone", "masked", "(###) ###-####")
        due.dateFormatter.dateStyle = .long
        due.dateFormatter.timeStyle = .none
        phone.maskedFormatter.formatString = "###-####"
        let form = BoundForm([due, phone])
        form.controller.pinnedLocale = Self.english
        try form.show(Order())
        let expected = DateFormatter()
        (expected.locale, expected.timeZone, expected.dateStyle, expected.timeStyle) = (Self.english, TimeZone(identifier: "UTC"), .long, .none)
        #expect(due.text == expected.string(from: Order().due))
        #expect(phone.text == "555-1234")
        #expect(phone.formatPattern == "###-####")
    }

    @Test("a value Foundation would trap on with the app's rounding increment is refused, not shown")
    func hostileMagnitude() throws {
        let (huge, plain) = (ADBoundLabel(frame: .zero), ADBoundLabel(frame: .zero))
        (huge.dataPath, huge.formatType, huge.formatPattern) = ("price * 1e40", "number", "#,##0.00")
        (plain.dataPath, plain.formatType, plain.formatPattern) = ("price", "number", "#,##0.00")
        huge.numberFormatter.positiveFormat = "#,##0.05"
        let form = BoundForm([huge, plain])
        form.controller.pinnedLocale = Self.english
        try form.show(Order())
        #expect(huge.text?.contains(",") != true, "not formatted: \(huge.text ?? "")")
        #expect(plain.text == "1,234.50")
    }
}
#endif
