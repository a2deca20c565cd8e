import ActionData
import ActionDataSQLite
import ActionDataWeb
import Foundation

/// The demo form of `actiondata serve`: the spec's Category form, one control of every kind,
/// with formulas that show live updates reaching only the controls that read the edited field.
/// Save decodes the form into a ``Category`` and writes it, and who changed what, to the app's database.
enum CategoryForm {
    /// A form showing `category`, saving into `database`.
    static func make(_ category: Category, database: any ADDataProvider) throws -> ADWebForm {
        try ADWebForm(title: "ActionData — Categories", root: try tree(), model: category) { edited, audit in
            try await database.save(edited, audit: audit)
        }
    }

    private static func tree() throws -> ADViewGroup {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.liveUpdate = true
        name.validation.required = true
        name.validation.requiredError = "A category needs a name."
        let summary = ADLabelModel(name: "summary", dataPath: "'Category: ' + upper(name)")

        let enabled = ADSwitchModel(name: "enabled", dataPath: "enabled")
        enabled.liveUpdate = true
        let description = ADTextViewModel(name: "description", dataPath: "description")
        description.enabledPath = "enabled"

        let quantity = ADStepperModel(name: "quantity", dataPath: "quantity")
        quantity.liveUpdate = true
        let stock = ADLabelModel(name: "stock", dataPath: "compare(quantity > 10, 'ok', 'order more')")

        let percentage = ADSliderModel(name: "percentage", dataPath: "percentage", minimumValue: 0, maximumValue: 100)
        percentage.liveUpdate = true
        let progress = ADProgressViewModel(name: "progress", dataPath: "percentage", minimumValue: 0, maximumValue: 100)

        let price = ADTextFieldModel(name: "price")
        price.dataBinding = try ADBindingExpression(
            "price { numberFormatter: { numberStyle: .DecimalStyle, minimumFractionDigits: 2, maximumFractionDigits: 2 },"
                + " editingNumberFormatter: { numberStyle: .DecimalStyle, usesGroupingSeparator: $false, maximumFractionDigits: 2 } }",
            kind: .text)
        price.liveUpdate = true
        price.onEndEditing = true
        price.validation.fieldTypeError = "The price must be a number."
        // Shown through a number format, not the formula function format(), which is POSIX
        // everywhere: the total reads in the user's locale like the price.
        let total = ADLabelModel(
            name: "total", dataPath: "price * quantity", formatting: ADTextFormatting(formatType: .number, formatPattern: "#,##0.00"))

        let phone = ADTextFieldModel(name: "phone", dataPath: "phone", formatting: ADTextFormatting(
            formatType: .masked, formatPattern: "(###) ###-####"))
        phone.liveUpdate = true
        phone.onEndEditing = true

        let use = ADSegmentedControlModel(name: "use", dataPath: "use", segmentTitles: ["Local", "Web"], byTitle: true)
        use.segmentValues = CategoryUsage.allCases.map(\.rawValue)
        use.liveUpdate = true
        let url = ADTextFieldModel(name: "url", dataPath: "url")
        url.liveUpdate = true
        url.onEndEditing = true
        url.hiddenPath = "use = 'local'"
        let page = ADWebViewModel(name: "page", dataPath: "url")
        page.hiddenPath = "use = 'local'"

        let labelColor = ADTextPickerModel(
            name: "labelColor", dataPath: "labelColor", title: "Label colour",
            optionList: CategoryColor.allCases.map(\.rawValue))
        labelColor.liveUpdate = true
        let highlight = ADTextFieldModel(name: "highlightColor", dataPath: "highlightColor")
        highlight.liveUpdate = true
        highlight.onEndEditing = true
        let swatch = ADLabelModel(name: "swatch", dataPath: "'■ ' + labelColor + ' on ' + highlightColor")
        swatch.colorPath = "highlightColor"
        let icon = ADImageViewModel(name: "icon", dataPath: "icon")
        icon.validation.persist = true
        icon.maximumImageSize = 64 * 1024

        for field in [name, price, phone, url, highlight] as [ADTextEntryControlModel] + [description] {
            field.showPrevNextButtons = true
            field.showDoneButton = true
        }
        labelColor.showPrevNextButtons = true

        return ADViewGroup([
            ADViewGroup(name: "Category", [name, summary, enabled, description]),
            ADViewGroup(name: "Stock", [quantity, stock, percentage, progress, price, total]),
            ADViewGroup(name: "Contact", [phone, use, url, page]),
            ADViewGroup(name: "Appearance", [labelColor, highlight, swatch, icon]),
        ])
    }
}
