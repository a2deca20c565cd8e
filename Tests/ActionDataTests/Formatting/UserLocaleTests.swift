import ActionData
import Foundation
import Testing

@Suite("The user's locale: Accept-Language, numbers and dates, right to left")
struct UserLocaleTests {
    struct Header: CustomTestStringConvertible, Sendable {
        var header: String
        var tag: String
        var rightToLeft = false
        var testDescription: String { "\(header.prefix(40)) → \(tag)" }
    }

    static let headers: [Header] = [
        Header(header: "de-DE,de;q=0.9,en;q=0.8", tag: "de-DE"),
        Header(header: "fr-FR", tag: "fr-FR"),
        Header(header: "ar", tag: "ar", rightToLeft: true),
        Header(header: "he-IL,he;q=0.9", tag: "he-IL", rightToLeft: true),
        Header(header: "fa-IR", tag: "fa-IR", rightToLeft: true),
        Header(header: "en-US,en;q=0.5", tag: "en-US"),
        Header(header: "en;q=0.1, ar;q=0.9", tag: "ar", rightToLeft: true),
        Header(header: "de;q=0, fr;q=0.5", tag: "fr"),
        Header(header: "  DE-de ", tag: "de-DE"),
        Header(header: "zh-hant-tw", tag: "zh-Hant-TW"),
        Header(header: "es-419", tag: "es-419"),
        Header(header: "", tag: "en"),
        Header(header: "%%% garbage ;;", tag: "en"),
        Header(header: "*", tag: "en"),
        Header(header: "xx-YY", tag: "en"),
        Header(header: "de;q=abc", tag: "en"),
        Header(header: "de-DE;q=2", tag: "en"),
        Header(header: "de-DE-", tag: "en"),
        Header(header: "1e-DE", tag: "en"),
        Header(header: "<script>", tag: "en"),
        Header(header: String(repeating: "a-", count: 10_000), tag: "en"),
        Header(header: String(repeating: "zz,", count: 10_000) + "de", tag: "en"),
    ]

    @Test("a session's locale comes from Accept-Language; garbage falls back to en", arguments: headers)
    func acceptLanguage(_ row: Header) {
        let user = ADUserLocale(acceptLanguage: row.header)
        #expect(user.languageTag == row.tag)
        #expect(user.isRightToLeft == row.rightToLeft)
        #expect(user.direction == (row.rightToLeft ? "rtl" : "ltr"))
    }

    struct Number: CustomTestStringConvertible, Sendable {
        var locale: String
        var pattern = "#,##0.00"
        var value: Double
        var shown: String
        /// Typed text and the value it reads as; nil when it is refused.
        var typed: [(String, Double?)]
        /// Whether the text shown reads back (ICU does not read every currency text it writes).
        var readsBack = true
        var testDescription: String { "\(locale) \(pattern) \(value)" }
    }

    static let numbers: [Number] = [
        Number(locale: "de-DE", value: 1234.5, shown: "1.234,50",
               typed: [("1.234,50", 1234.5), ("1234,5", 1234.5), ("-1.234,50", -1234.5), ("1234.5", nil), ("1,234.50", nil), ("12a", nil)]),
        Number(locale: "fr-FR", value: 1234.5, shown: "1\u{202F}234,50",
               typed: [("1 234,50", 1234.5), ("1\u{202F}234,50", 1234.5), ("1234,5", 1234.5), ("1234.5", nil)]),
        Number(locale: "fr-FR", pattern: "#,##0.00 ¤", value: 1234.5, shown: "1\u{202F}234,50 €",
               typed: [], readsBack: false),
        Number(locale: "en-US", value: 1234.5, shown: "1,234.50",
               typed: [("1,234.50", 1234.5), ("1234.5", 1234.5), ("1.234,50", nil), ("1,234.50x", nil)]),
        Number(locale: "ar", value: 1234.5, shown: "1,234.50", typed: [("1,234.50", 1234.5)]),
        Number(locale: "ar-EG", value: 1234.5, shown: "١٬٢٣٤٫٥٠", typed: [("١٬٢٣٤٫٥٠", 1234.5), ("١٢٣٤٫٥", 1234.5)]),
        Number(locale: "en-US", pattern: "#,##0", value: 12_345_678_901_234_567, shown: "12,345,678,901,234,568",
               typed: [("12,345,678,901,234,567", 12_345_678_901_234_567)]),
    ]

    @Test("numbers are shown and read in the user's locale, and read whole", arguments: numbers)
    func numberInLocale(_ row: Number) throws {
        let format = ADDisplayFormat(type: .number, pattern: row.pattern, locale: Locale(identifier: row.locale))
        #expect(try format.format(.double(row.value)) == row.shown)
        if row.readsBack { #expect(try format.parse(row.shown).asDouble() == row.value) }
        for (text, expected) in row.typed {
            let read = try? format.parse(text).asDouble()
            #expect(read == expected, "\(text)")
        }
    }

    @Test("dates are shown and read in the user's locale", arguments: [
        ("de-DE", "d. MMMM yyyy", "1. Januar 2018"), ("fr-FR", "d MMMM yyyy", "1 janvier 2018"),
        ("en-US", "MMMM d, yyyy", "January 1, 2018"),
    ])
    func dateInLocale(locale: String, pattern: String, shown: String) throws {
        let format = ADDisplayFormat(type: .date, pattern: pattern, locale: Locale(identifier: locale))
        let day = ADValue.date(Date(timeIntervalSince1970: 1_514_764_800))
        #expect(try format.format(day) == shown)
        #expect(try format.parse(shown) == day)
    }

    /// A price shown with grouping and read, while edited, without: the demo's binding.
    private static let priceBinding =
        "price { numberFormatter: { numberStyle: .DecimalStyle, minimumFractionDigits: 2, maximumFractionDigits: 2 }, editingNumberFormatter: { numberStyle: .DecimalStyle, usesGroupingSeparator: $false, maximumFractionDigits: 2 } }"

    private static func priceForm() throws -> (ADBindingController, ADTextFieldModel, ADLabelModel) {
        let price = ADTextFieldModel(name: "price")
        price.dataBinding = try ADBindingExpression(priceBinding, kind: .text)
        price.liveUpdate = true
        let total = ADLabelModel(name: "total", dataPath: "price * 2", formatting: ADTextFormatting(formatType: .number, formatPattern: "#,##0.00"))
        return (ADBindingController(root: ADViewGroup([price, total])), price, total)
    }

    @Test("a German user types 1.234,50 and the model gets 1234.5; a French user sees 1 234,50", arguments: [
        ("de-DE", "1.234,50", "1.234,50", "2.469,00"), ("de-DE", "1234,5", "1.234,50", "2.469,00"),
        ("fr-FR", "1 234,50", "1\u{202F}234,50", "2\u{202F}469,00"), ("en-US", "1,234.50", "1,234.50", "2,469.00"),
        ("ar", "1234.5", "1,234.50", "2,469.00"),
    ])
    func typedInLocale(locale: String, typed: String, shown: String, total: String) throws {
        let (controller, price, totalLabel) = try Self.priceForm()
        controller.userLocale = Locale(identifier: locale)
        controller.setRecord(["price": 0.5])
        controller.focus(price)
        price.text = typed
        controller.controlDidChange(price)
        controller.endEditing()
        #expect(controller.record["price"] == 1234.5)
        #expect(price.text == shown)
        #expect(totalLabel.text == total)
    }

    @Test("a German text typed into an American field is refused, not stored as 1.234")
    func wrongConventionRefused() throws {
        let (controller, price, _) = try Self.priceForm()
        controller.userLocale = Locale(identifier: "en-US")
        controller.setRecord(["price": 7.5])
        controller.focus(price)
        price.text = "1.234,50"
        controller.controlDidChange(price)
        controller.endEditing()
        #expect(controller.record["price"] == 7.5)
        #expect(price.validationError != nil)
    }

    @Test("a control or the form may pin a locale; the user's locale does not move it")
    func pinned() throws {
        let pinnedField = ADTextFieldModel(name: "a", dataPath: "a", formatting: ADTextFormatting(
            formatType: .number, formatPattern: "#,##0.00", locale: Locale(identifier: "en_US_POSIX")))
        let following = ADLabelModel(name: "b", dataPath: "a", formatting: ADTextFormatting(formatType: .number, formatPattern: "#,##0.00"))
        let controller = ADBindingController(root: ADViewGroup([pinnedField, following]))
        controller.setRecord(["a": 1234.5])
        controller.userLocale = Locale(identifier: "de-DE")
        #expect(pinnedField.text == "1,234.50")
        #expect(following.text == "1.234,50")
        controller.pinnedLocale = Locale(identifier: "fr-FR")
        #expect(controller.locale == Locale(identifier: "fr-FR"))
        #expect(following.text == "1\u{202F}234,50")
        #expect(pinnedField.text == "1,234.50")
        controller.pinnedLocale = nil
        #expect(following.text == "1.234,50")
    }

    @Test("an unsaved edit keeps the text typed when the locale changes")
    func unsavedEditKept() throws {
        let field = ADTextFieldModel(name: "a", dataPath: "a", formatting: ADTextFormatting(formatType: .number, formatPattern: "#,##0.00"))
        let controller = ADBindingController(root: ADViewGroup([field]))
        controller.userLocale = Locale(identifier: "de-DE")
        controller.setRecord(["a": 1])
        field.text = "2,5"
        controller.controlDidChange(field)
        controller.userLocale = Locale(identifier: "en-US")
        #expect(field.text == "2,5")
    }

    @Test("masks do not depend on the locale", arguments: ["de-DE", "fr-FR", "ar", "he-IL", "en-US"])
    func masksIgnoreLocale(locale: String) {
        let phone = ADTextFieldModel(name: "phone", dataPath: "phone", formatting: ADTextFormatting(
            formatType: .masked, formatPattern: "(###) ###-####"))
        let controller = ADBindingController(root: ADViewGroup([phone]))
        controller.userLocale = Locale(identifier: locale)
        controller.setRecord(["phone": "8085551212"])
        #expect(phone.text == "(808) 555-1212")
    }

    @Test("formula functions keep POSIX semantics whatever the user's locale")
    func formulasArePOSIX() {
        let label = ADLabelModel(name: "t", dataPath: "format(a, '#,##0.00')")
        let controller = ADBindingController(root: ADViewGroup([label]))
        controller.userLocale = Locale(identifier: "de-DE")
        controller.setRecord(["a": 1234.5])
        #expect(label.text == "1,234.50")
    }

    struct RightToLeft: CustomTestStringConvertible, Sendable {
        var name: String
        var mask: String
        var text: String
        var selection: Range<Int>
        var kind: ADTextInputKind = .replace
        var typed: String
        var shown: String
        var utf16Caret: Int
        var raw: String
        var testDescription: String { name }
    }

    /// Carets are logical (the order the text is stored in), as `selectionStart` and UIKit
    /// count them, whatever the direction the text is drawn in.
    static let rightToLeft: [RightToLeft] = [
        RightToLeft(name: "Arabic letters into a letter mask", mask: "**-**", text: "", selection: 0..<0, typed: "سلام",
                    shown: "سل-ام", utf16Caret: 5, raw: "سلام"),
        RightToLeft(name: "an Arabic letter in the middle", mask: "**-**", text: "سل-ا", selection: 1..<1, typed: "م",
                    shown: "سم-لا", utf16Caret: 2, raw: "سملا"),
        RightToLeft(name: "backspace over the literal in Arabic", mask: "**-**", text: "سل-ام", selection: 3..<3, kind: .deleteBackward,
                    typed: "", shown: "سا-م", utf16Caret: 1, raw: "سام"),
        RightToLeft(name: "Hebrew with vowel points: one character, several UTF-16 units", mask: "**-**", text: "", selection: 0..<0,
                    typed: "שָׁלוֹם", shown: "שָׁל-וֹם", utf16Caret: 8, raw: "שָׁלוֹם"),
        RightToLeft(name: "Hebrew: typing after a pointed letter counts it as one", mask: "**-**", text: "שָׁל", selection: 3..<3,
                    typed: "ב", shown: "שָׁב-ל", utf16Caret: 4, raw: "שָׁבל"),
        RightToLeft(name: "Hebrew: backspace takes a pointed letter whole", mask: "**-**", text: "שָׁל-וֹם", selection: 8..<8,
                    kind: .deleteBackward, typed: "", shown: "שָׁל-וֹ", utf16Caret: 7, raw: "שָׁלוֹ"),
        RightToLeft(name: "Hebrew: backspace after the first pointed letter", mask: "**-**", text: "שָׁל-וֹם", selection: 3..<3,
                    kind: .deleteBackward, typed: "", shown: "לוֹ-ם", utf16Caret: 0, raw: "לוֹם"),
        RightToLeft(name: "Arabic-Indic digits are not the mask's digits", mask: "###", text: "", selection: 0..<0, typed: "١٢٣",
                    shown: "", utf16Caret: 0, raw: ""),
    ]

    @Test("the caret map stays right for Arabic and Hebrew text in a masked field", arguments: rightToLeft)
    func rightToLeftCarets(_ row: RightToLeft) {
        let mask = ADMaskedStringFormatter(formatString: row.mask)
        let edit = mask.input(row.kind, in: row.text, selectingUTF16: row.selection, text: row.typed)
        if row.shown.isEmpty {
            #expect(edit == nil)
            return
        }
        #expect(edit?.text == row.shown)
        #expect(edit?.utf16Caret == row.utf16Caret)
        #expect(edit?.raw == row.raw)
    }
}
