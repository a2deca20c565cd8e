import ActionData
import ActionDataWeb
import Foundation
import FuzzDriver

/// The model of the demo form (`actiondata serve`), trimmed to the fields its controls edit.
struct Category: Codable {
    var name = "Swift File"
    var description = "A Swift source file."
    var use = "local"
    var labelColor = "blue"
    var percentage = 60
    var quantity = 8
    var enabled = true
    var phone = "8085551212"
    var price = 1234.5
}

/// The demo form's editable controls and a few formulas reading them. Kept short: only the
/// control constructors change when the control models are renamed.
func demoForm() -> ADWebForm? {
    let name = ADTextFieldModel(name: "name", dataPath: "name")
    let summary = ADLabelModel(name: "summary", dataPath: "'Category: ' + upper(name)")
    let enabled = ADSwitchModel(name: "enabled", dataPath: "enabled")
    let description = ADTextViewModel(name: "description", dataPath: "description")
    description.enabledPath = "enabled"
    let quantity = ADStepperModel(name: "quantity", dataPath: "quantity")
    let percentage = ADSliderModel(name: "percentage", dataPath: "percentage", minimumValue: 0, maximumValue: 100)
    let price = ADTextFieldModel(name: "price", dataPath: "price", formatting: ADTextFormatting(
        formatType: .number, formatPattern: "#,##0.00", locale: Locale(identifier: "en_US_POSIX")))
    let total = ADLabelModel(name: "total", dataPath: "format(price * quantity, '#,##0.00')")
    let phone = ADTextFieldModel(name: "phone", dataPath: "phone", formatting: ADTextFormatting(
        formatType: .masked, formatPattern: "(###) ###-####"))
    let use = ADSegmentedControlModel(name: "use", dataPath: "use", segmentTitles: ["Local", "Web"], byTitle: true)
    let color = ADTextPickerModel(name: "labelColor", dataPath: "labelColor", optionList: ["none", "red", "blue"])
    let controls: [any ADBindable] = [name, summary, enabled, description, quantity, percentage, price, total, phone, use, color]
    name.liveUpdate = true
    enabled.liveUpdate = true
    quantity.liveUpdate = true
    percentage.liveUpdate = true
    price.liveUpdate = true
    price.onEndEditing = true
    phone.liveUpdate = true
    phone.onEndEditing = true
    use.liveUpdate = true
    color.liveUpdate = true
    // As `actiondata serve` does, Save decodes the record into the model: a record that does
    // not decode (a cleared price is NULL) is refused with a failure, not stored.
    return try? ADWebForm(title: "Category", root: ADViewGroup(controls), model: Category()) { $0 }
}

/// Each line is an event body (`{"id":"name","action":"input","value":"x"}`), or `save` or
/// `reset`. Applying them never traps; a Save either stores a record that decodes into the
/// model or is refused with failures, and the record last stored always decodes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let form = demoForm() else {
        require(false, "the demo form could not be built")
        return 0
    }
    for line in fuzzText(data, size).split(separator: "\n").prefix(64) {
        switch line {
        case "save": _ = form.save()
        case "reset": _ = form.reset()
        case "refresh": _ = form.refresh()
        default:
            guard let event = try? ADWebEvent(json: String(line)) else { continue }
            _ = try? form.handle(event)
        }
    }
    let saved = form.save()
    _ = try? saved.record.jsonString(nonFiniteNumbers: .null)
    let stored = saved.failures.isEmpty ? saved.record : form.reset().record
    do {
        _ = try ADRecordDecoder().decode(Category.self, from: stored)
    } catch {
        require(false, "the stored record no longer decodes: \(error)\n\(stored)")
    }
    return 0
}
