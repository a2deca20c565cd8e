import ActionData
import Foundation
import Testing

@Suite("Form model: the user's locale, or the form's pinned one")
@MainActor
struct FormModelLocaleTests {
    private static func form() -> ADFormModel {
        let price = ADTextFieldModel(name: "price", dataPath: "price", formatting: ADTextFormatting(formatType: .number, formatPattern: "#,##0.00"))
        price.liveUpdate = true
        let doubled = ADLabelModel(name: "doubled", dataPath: "price * 2", formatting: ADTextFormatting(formatType: .number, formatPattern: "#,##0.00"))
        return ADFormModel(root: ADViewGroup([price, doubled]), record: ["price": 1234.5])
    }

    @Test func theDeviceLocaleUntilTheViewSetsItsOwn() throws {
        let form = Self.form()
        #expect(form.userLocale == Locale.current)
        let doubled = try #require(form.control(named: "doubled"))
        let revision = doubled.revision
        form.userLocale = Locale(identifier: "de-DE")
        #expect(doubled.text == "2.469,00")
        #expect(doubled.revision == revision + 1, "a new locale is published")
        form.userLocale = Locale(identifier: "de-DE")
        #expect(doubled.revision == revision + 1, "the same locale publishes nothing")
        let price = try #require(form.control(named: "price"))
        try form.setText("2.500,25", for: price)
        #expect(form.record["price"] == 2500.25)
        #expect(doubled.text == "5.000,50")
    }

    @Test func aPinnedFormIgnoresTheUsersLocale() throws {
        let form = Self.form()
        form.pinnedLocale = Locale(identifier: "fr-FR")
        form.userLocale = Locale(identifier: "de-DE")
        #expect(try #require(form.control(named: "price")).text == "1\u{202F}234,50")
        form.pinnedLocale = nil
        #expect(try #require(form.control(named: "price")).text == "1.234,50")
    }
}
