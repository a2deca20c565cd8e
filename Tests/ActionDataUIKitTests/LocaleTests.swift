#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// A priced item, for the locale tests.
private struct Item: Codable {
    var price = 1234.5
}

@MainActor
@Suite("ADBoundViewController shows numbers in the device's locale unless the form pins one")
struct UIKitLocaleTests {
    private static func form() -> (BoundForm, ADBoundTextField, ADBoundLabel) {
        let price = ADBoundTextField(frame: .zero)
        price.dataPath = "price"
        price.formatType = "number"
        price.formatPattern = "#,##0.00"
        price.liveUpdate = true
        let doubled = ADBoundLabel(frame: .zero)
        doubled.dataPath = "price * 2"
        doubled.formatType = "number"
        doubled.formatPattern = "#,##0.00"
        return (BoundForm([price, doubled]), price, doubled)
    }

    @Test func theDeviceLocaleByDefault() throws {
        let (form, price, doubled) = Self.form()
        try form.show(Item())
        #expect(form.controller.bindingController.locale == Locale.current)
        let device = ADDisplayFormat(type: .number, pattern: "#,##0.00", locale: .current)
        #expect(price.text == (try device.format(1234.5)))
        #expect(doubled.text == (try device.format(2469)))
    }

    @Test func aPinnedFormReadsAndShowsInItsLocale() throws {
        let (form, price, doubled) = Self.form()
        form.controller.pinnedLocale = Locale(identifier: "de-DE")
        try form.show(Item())
        #expect(price.text == "1.234,50")
        #expect(doubled.text == "2.469,00")
        BoundForm.replaceText(of: price, with: "2.500,25")
        #expect(form.controller.record["price"] == 2500.25)
        #expect(doubled.text == "5.000,50")
    }

    @Test func aPinnedControlKeepsItsLocaleInAPinnedForm() throws {
        let (form, price, doubled) = Self.form()
        price.model.formatting.locale = Locale(identifier: "fr-FR")
        form.controller.pinnedLocale = Locale(identifier: "de-DE")
        try form.show(Item())
        #expect(price.text == "1\u{202F}234,50")
        #expect(doubled.text == "2.469,00")
        form.controller.pinnedLocale = nil
        #expect(price.text == "1\u{202F}234,50")
        #expect(doubled.text == (try ADDisplayFormat(type: .number, pattern: "#,##0.00", locale: .current).format(2469)))
    }
}
#endif
