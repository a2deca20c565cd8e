import ActionData
import Foundation
import Testing

@Suite("Binding: editing formatters while focused")
struct BindingEditingFormatTests {
    private static func form(live: Bool) throws -> (ADBindingController, ADTextFieldModel, ADTextFieldModel) {
        let price = ADTextFieldModel(name: "price")
        price.formatting.locale = Locale(identifier: "en_US")
        price.liveUpdate = live
        price.dataBinding = try ADBindingExpression(
            "price { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"USD\" }, editingNumberFormatter: { numberStyle: .DecimalStyle, maximumFractionDigits: 5 } }",
            kind: .text)
        let other = ADTextFieldModel(name: "other", dataPath: "other")
        let controller = ADBindingController(root: ADViewGroup([price, other]))
        controller.setRecord(["price": 1234.5, "other": ""])
        return (controller, price, other)
    }

    @Test("a focused field shows its editing format, and its display format once it loses focus", arguments: [false, true])
    func focusSwitchesFormats(live: Bool) throws {
        let (controller, price, other) = try Self.form(live: live)
        #expect(price.text == "$1,234.50")
        #expect(controller.focus(price))
        #expect(price.text == "1,234.5")
        #expect(price.formatting.isEditing)
        controller.focus(other)
        #expect(price.text == "$1,234.50")
        #expect(!price.formatting.isEditing)
    }

    @Test("typed text is read through the editing format and shown in the display format after")
    func typedText() throws {
        let (controller, price, _) = try Self.form(live: true)
        controller.focus(price)
        price.text = "99.126"
        controller.controlDidChange(price)
        #expect(price.text == "99.126")
        controller.endEditing()
        #expect(controller.record["price"] == 99.126)
        #expect(price.text == "$99.13")
    }
}
