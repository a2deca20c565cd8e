import ActionData
import ActionDataWeb

/// A small form with one control of each editable kind and formulas that read them.
enum WebFormFixture {
    static let record: ADRecord = [
        "name": "Swift File", "quantity": 5, "enabled": true, "note": "hello", "percentage": 50,
        "use": "local", "color": "red",
    ]

    static func form() -> ADWebForm {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.liveUpdate = true
        let greeting = ADLabelModel(name: "greeting", dataPath: "'Category: ' + name")
        let quantity = ADTextFieldModel(name: "quantity", dataPath: "quantity")
        quantity.liveUpdate = true
        quantity.onEndEditing = true
        let advice = ADLabelModel(name: "advice", dataPath: "compare(quantity > 10, 'ok', 'order more')")
        let enabled = ADSwitchModel(name: "enabled", dataPath: "enabled")
        enabled.liveUpdate = true
        let note = ADTextViewModel(name: "note", dataPath: "note")
        note.enabledPath = "enabled"
        let percentage = ADSliderModel(name: "percentage", dataPath: "percentage", minimumValue: 0, maximumValue: 100)
        percentage.liveUpdate = true
        let progress = ADProgressViewModel(name: "progress", dataPath: "percentage", minimumValue: 0, maximumValue: 100)
        let use = ADSegmentedControlModel(name: "use", dataPath: "use", segmentTitles: ["Local", "Web"], byTitle: true)
        use.liveUpdate = true
        let color = ADTextPickerModel(name: "color", dataPath: "color", title: "Colour", optionList: ["red", "green"])
        let details = ADViewGroup(name: "Details", [enabled, note, percentage, progress, use, color])
        return ADWebForm(title: "Category <test>", root: ADViewGroup([name, greeting, quantity, advice, details]), record: record)
    }
}
