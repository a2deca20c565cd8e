#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import ActionDataStoryboard

/// A loaded view tree described as an Interface Builder scene: each view an object of the
/// element its class stands for (`UILabel` → `label`), with its binding settings (AKABeacon's
/// `*Binding_aka` texts, a DataBindSwift component's `fieldPath` …) as runtime attributes, so
/// the storyboard form builder makes the same controls for the views UIKit loaded as the web
/// front end makes for the document.
@MainActor
struct LiveScene {
    /// The scene, its objects named `view-1`, `view-2` … in layout order.
    private(set) var scene = ADInterfaceScene(id: "", title: nil, line: 0, objects: [])
    /// The view each object id stands for.
    private(set) var views: [String: UIView] = [:]

    /// The runtime attributes of a view, by which it is bound.
    private let attributes: (UIView) -> [ADRuntimeAttribute]

    /// Describes `root`'s subviews (not `root` itself), skipping `excluded` and the views
    /// an `ADBound…` class binds itself; `attributes` gives each view's binding settings.
    init(root: UIView, excluding excluded: UIView?, attributes: @escaping (UIView) -> [ADRuntimeAttribute]) {
        self.attributes = attributes
        let children = root.subviews.compactMap { object(for: $0, excluding: excluded, depth: 0) }
        scene = ADInterfaceScene(id: "", title: nil, line: 0, objects: children)
    }

    private mutating func object(for view: UIView, excluding excluded: UIView?, depth: Int) -> ADInterfaceObject? {
        guard view !== excluded, !(view is any BoundView), depth < 256 else { return nil }
        let id = "view-\(views.count + 1)"
        views[id] = view
        let element = Self.elementName(of: view)
        let customClass = Self.triggerClass(of: view)
        // A control's own subviews are UIKit's internals, which bind nothing; a keyboard trigger
        // view's are the content it wraps.
        var children = element == "view" || customClass != nil
            ? view.subviews.compactMap { object(for: $0, excluding: excluded, depth: depth + 1) } : []
        if let table = view as? UITableView { children = prototypeCells(of: table, depth: depth) }
        return ADInterfaceObject(
            elementName: element, id: id, customClass: customClass, customModule: nil, key: nil, userLabel: nil,
            line: 0, frame: nil, properties: Self.properties(of: view), segmentTitles: Self.segmentTitles(of: view),
            runtimeAttributes: attributes(view), children: children)
    }

    /// The prototype cells of a table a data source binding names (a string of its expression,
    /// such as `defaultCellMapping: "ItemCell"`, that the table dequeues a cell for), as the
    /// `tableViewCell` objects of a document, so their bindings become the list's cell layouts.
    private mutating func prototypeCells(of table: UITableView, depth: Int) -> [ADInterfaceObject] {
        let names = Self.quotedNames(in: table.dataSourceBinding_aka ?? "")
        return names.compactMap { name in
            guard let cell = table.dequeueReusableCell(withIdentifier: name) else { return nil }
            let content = cell.contentView.subviews.compactMap { object(for: $0, excluding: nil, depth: depth + 2) }
            return ADInterfaceObject(
                elementName: "tableViewCell", id: "cell-\(name)", customClass: nil, customModule: nil, key: nil, userLabel: nil,
                line: 0, frame: nil, properties: ["reuseIdentifier": name], segmentTitles: [], runtimeAttributes: [], children: content)
        }
    }

    /// The distinct texts between double quotes in `source`, in order: the candidate cell names.
    private static func quotedNames(in source: String) -> [String] {
        var names: [String] = []
        for (index, part) in source.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
        where index % 2 == 1 && !part.isEmpty && part.count <= 200 && !names.contains(String(part)) {
            names.append(String(part))
        }
        return names
    }

    /// The Interface Builder element of the view's UIKit class; `view` for any other.
    private static func elementName(of view: UIView) -> String {
        switch view {
        case is UILabel: "label"
        case is UITextField: "textField"
        case is UITextView: "textView"
        case is UISwitch: "switch"
        case is UISlider: "slider"
        case is UIStepper: "stepper"
        case is UISegmentedControl: "segmentedControl"
        case is UIDatePicker: "datePicker"
        case is UIPickerView: "pickerView"
        case is UIProgressView: "progressView"
        case is UIImageView: "imageView"
        case is UITableView: "tableView"
        default: "view"
        }
    }

    /// AKABeacon's class name of a keyboard trigger view, which makes it a picker control.
    private static func triggerClass(of view: UIView) -> String? {
        switch view {
        case is AKAPickerKeyboardTriggerView: "AKAPickerKeyboardTriggerView"
        case is AKADatePickerKeyboardTriggerView: "AKADatePickerKeyboardTriggerView"
        default: nil
        }
    }

    /// What the form builder reads of Interface Builder's own settings: texts and ranges.
    private static func properties(of view: UIView) -> [String: String] {
        var properties: [String: String] = [:]
        switch view {
        case let label as UILabel: properties["text"] = label.text
        case let field as UITextField:
            properties["text"] = field.text
            properties["placeholder"] = field.placeholder
        case let slider as UISlider:
            properties["minValue"] = String(slider.minimumValue)
            properties["maxValue"] = String(slider.maximumValue)
        case let stepper as UIStepper:
            properties["minimumValue"] = String(stepper.minimumValue)
            properties["maximumValue"] = String(stepper.maximumValue)
            properties["stepValue"] = String(stepper.stepValue)
        default: break
        }
        return properties
    }

    private static func segmentTitles(of view: UIView) -> [String] {
        guard let segments = view as? UISegmentedControl else { return [] }
        return (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) ?? "" }
    }
}
