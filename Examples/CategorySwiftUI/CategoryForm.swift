import ActionData
import Foundation

/// The detail form's controls, built in code: each names the field or formula it binds. The
/// summary and the stock advice are formulas over the fields, recomputed live as the user
/// types into the fields they read.
enum CategoryForm {
    @MainActor
    static func controls() -> ADViewGroup {
        let name = ADTextFieldModel(name: "Name", dataPath: "name")
        name.liveUpdate = true
        name.validation.required = true
        name.validation.requiredError = "A category needs a name."
        let summary = ADLabelModel(name: "Summary", dataPath: "'Category: ' + upper(name)")

        let description = ADTextViewModel(name: "Description", dataPath: "description")
        description.enabledPath = "enabled"

        let quantity = ADTextFieldModel(name: "Quantity", dataPath: "quantity", formatting: ADTextFormatting(
            formatType: .number, formatPattern: "#,##0"))
        quantity.liveUpdate = true
        quantity.validation.fieldTypeError = "The quantity must be a whole number."
        let advice = ADLabelModel(
            name: "Stock advice", dataPath: "compare(quantity > 10, 'quantity good', 'order more product')")

        let price = ADTextFieldModel(name: "Price", dataPath: "price", formatting: ADTextFormatting(
            formatType: .number, formatPattern: "#,##0.00"))
        price.onEndEditing = true
        price.validation.fieldTypeError = "The price must be a number."
        let total = ADLabelModel(name: "Stock value", dataPath: "format(price * quantity, '#,##0.00')")

        let phone = ADTextFieldModel(name: "Supplier phone", dataPath: "phone", formatting: ADTextFormatting(
            formatType: .masked, formatPattern: "(###) ###-####"))
        phone.liveUpdate = true

        let enabled = ADSwitchModel(name: "Enabled", dataPath: "enabled")
        enabled.liveUpdate = true

        for field in [name, quantity, price, phone] as [ADTextEntryControlModel] + [description] {
            field.showPrevNextButtons = true
            field.showDoneButton = true
        }
        return ADViewGroup([name, summary, description, quantity, advice, price, total, phone, enabled])
    }
}
