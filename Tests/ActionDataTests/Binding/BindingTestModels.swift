import ActionData
import Foundation

/// The spec's `Category` model as a struct (`CategoryUsage` and `CategoryColor` are the Coding
/// tests'), with a field no control binds (`notes`) and a nested one (`vendor.address.city`).
struct BoundCategory: Codable, Equatable {
    var id = -1
    var name = ""
    var description = ""
    var highlightColor = "#FF0000"
    var labelColor = CategoryColor.none
    var use = CategoryUsage.local
    var percentage = 100
    var quantity = 1
    var enabled = true
    var icon = ""
    var url = ""
    var notes = "kept as is"
    var vendor = BoundVendor()
}

struct BoundVendor: Codable, Equatable {
    var name = "Apple"
    var address = BoundAddress()
}

struct BoundAddress: Codable, Equatable {
    var city = "Cupertino"
}

/// A tiny PNG: the signature and one empty chunk header.
let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])

/// The spec's example category.
func swiftFileCategory() -> BoundCategory {
    var category = BoundCategory()
    category.id = 7
    category.name = "Swift File"
    category.description = "A file containing swift source code."
    category.icon = pngBytes.base64EncodedString()
    category.url = "https://developer.apple.com/documentation/webkit/wkwebview"
    category.labelColor = .orange
    category.quantity = 1000
    category.percentage = 80
    return category
}

/// The spec's Category form, one control of every kind, built in code.
final class CategoryForm {
    let title = ADLabelModel(name: "title", dataPath: "'Category: ' + name")
    let name = ADTextFieldModel(name: "name", dataPath: "name")
    let description = ADTextViewModel(name: "description", dataPath: "description")
    let percentage = ADSliderModel(name: "percentage", dataPath: "percentage", minimumValue: 0, maximumValue: 100)
    let enabled = ADSwitchModel(name: "enabled", dataPath: "enabled")
    let progress = ADProgressViewModel(name: "progress", dataPath: "percentage", minimumValue: 0, maximumValue: 100)
    let quantity = ADStepperModel(name: "quantity", dataPath: "quantity", minimumValue: 0, maximumValue: 10_000)
    let icon = ADImageViewModel(name: "icon", dataPath: "icon")
    let web = ADWebViewModel(name: "web", dataPath: "url")
    let use = ADSegmentedControlModel(name: "use", dataPath: "use", segmentTitles: ["Local", "Web"], byTitle: true)
    let labelColor = ADTextPickerModel(name: "labelColor", dataPath: "labelColor", title: "Label colour")
    let city = ADTextFieldModel(name: "city", dataPath: "vendor.address.city")
    let controller: ADBindingController

    init() {
        title.colorPath = "highlightColor"
        percentage.thumbColorPath = "highlightColor"
        percentage.minColorPath = "compare(percentage > 50, '#00FF00', '#FF0000')"
        enabled.liveUpdate = true
        enabled.onColorPath = "'#00FF00'"
        description.enabledPath = "enabled"
        name.enabledPath = "enabled"
        progress.progressColorPath = "highlightColor"
        progress.trackColorPath = "'#CCCCCC'"
        quantity.colorPath = "highlightColor"
        use.colorPath = "highlightColor"
        web.hiddenPath = "url = ''"
        labelColor.optionValues = CategoryColor.allCases.map(\.rawValue).joined(separator: ", ")
        labelColor.colorPath = "CASE labelColor WHEN 'red' THEN '#FF0000' WHEN 'orange' THEN '#FF8000' ELSE '#000000' END"
        let details = ADViewGroup(name: "details", [description, ADViewGroup(name: "numbers", [percentage, enabled, progress, quantity])])
        let root = ADViewGroup(name: "root", [title, name, details, icon, web, use, labelColor, ADViewGroup([city])])
        controller = ADBindingController(root: root)
    }
}

/// Records every hook call in order.
final class HookRecorder: ADBindingDelegate {
    var calls: [String] = []
    var vetoFillOf: String?
    var replaceSetOf: (name: String, value: ADValue)?

    func willFill(_ control: any ADBindable, value: ADValue) -> ADHookDecision {
        calls.append("willFill \(control.name)")
        return control.name == vetoFillOf ? .skip : .use(value)
    }

    func didFill(_ control: any ADBindable, value: ADValue) {
        calls.append("didFill \(control.name)")
    }

    func willSet(_ control: any ADEditableBindable, value: ADValue, at path: ADFieldPath) -> ADHookDecision {
        calls.append("willSet \(control.name) \(path)")
        if let replaceSetOf, replaceSetOf.name == control.name { return .use(replaceSetOf.value) }
        return .use(value)
    }

    func didSet(_ control: any ADEditableBindable, value: ADValue, at path: ADFieldPath) {
        calls.append("didSet \(control.name) \(path)=\(value)")
    }

    func didFillAllComponents(_ record: ADRecord) {
        calls.append("didFillAllComponents")
    }
}
