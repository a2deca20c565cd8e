#if canImport(UIKitStub)
import ActionData
import ActionDataStoryboard
import ActionDataUIKit
import Foundation
import UIKitStub

/// A scene of an Interface Builder document loaded as UIKit's storyboard loading loads it:
/// each object becomes the plain UIKit view of its element (a `label` a `UILabel`), with the
/// settings of its element, and each user-defined runtime attribute is set on it by its key
/// (key-value coding), after the view is made.
@MainActor
struct StoryboardViews {
    /// The view controller's root view.
    let root: UIView
    /// Every view loaded, by Interface Builder object id.
    let views: [String: UIView]

    /// A runtime attribute UIKit would refuse: the view's class has no property of that key
    /// (UIKit raises `NSUnknownKeyException`).
    struct UndefinedKey: Error {
        let key: String
        let objectID: String
    }

    /// An app's own classes, by `customClass`, made instead of the element's UIKit class.
    typealias Classes = [String: @MainActor () -> UIView]
    /// Key-value coding of an app's own properties: sets `key` on the view and says whether
    /// the view has it.
    typealias KeyValueCoding = @MainActor (UIView, String, ADValue) -> Bool

    /// Loads the view of the first view controller of `scene` (of a xib: its first top-level
    /// view) into `controller`.
    init(
        scene: ADInterfaceScene, into controller: UIViewController, classes: Classes = [:],
        keyValueCoding: @escaping KeyValueCoding = { _, _, _ in false }
    ) throws {
        var views: [String: UIView] = [:]
        let controllerObject = scene.objects.first { $0.elementName.hasSuffix("ontroller") }
        let rootObject = controllerObject?.children.first { $0.key == "view" } ?? scene.objects.first { $0.elementName == "view" }
        guard let rootObject else { throw UndefinedKey(key: "view", objectID: controllerObject?.id ?? scene.id) }
        let loader = Loader(classes: classes, keyValueCoding: keyValueCoding)
        root = try loader.load(rootObject, into: &views)
        self.views = views
        controller.view = root
    }

    /// The view of `id`, as the view class the test expects.
    func view<View: UIView>(_ id: String, as type: View.Type = View.self) throws -> View {
        guard let view = views[id] as? View else { throw UndefinedKey(key: String(describing: type), objectID: id) }
        return view
    }

}

/// Makes the views of a scene's objects, as UIKit's nib loading does.
@MainActor
struct Loader {
    let classes: StoryboardViews.Classes
    let keyValueCoding: StoryboardViews.KeyValueCoding

    func load(_ object: ADInterfaceObject, into views: inout [String: UIView]) throws -> UIView {
        let view = try object.customClass.flatMap { classes[$0]?() } ?? make(object)
        Self.configure(view, as: object)
        views[object.id] = view
        for attribute in object.runtimeAttributes where !keyValueCoding(view, attribute.keyPath, attribute.value) {
            try Self.setValue(attribute.value, forKey: attribute.keyPath, of: view, objectID: object.id)
        }
        for child in object.children where Self.isSubview(child) {
            view.addSubview(try load(child, into: &views))
        }
        return view
    }

    /// Whether `object` is a subview: objects under a key (`safeArea`, a navigation item) are
    /// not, nor are a table's prototype cells, which UIKit makes per row.
    private static func isSubview(_ object: ADInterfaceObject) -> Bool {
        object.key == nil && !["viewLayoutGuide", "tableViewCell", "collectionViewCell"].contains(object.elementName)
    }

    /// The plain view of the element; a table view with its prototype cells.
    private func make(_ object: ADInterfaceObject) throws -> UIView {
        switch object.elementName {
        case "label": return UILabel(frame: .zero)
        case "textField": return UITextField(frame: .zero)
        case "switch": return UISwitch(frame: .zero)
        case "slider": return UISlider(frame: .zero)
        case "stepper": return UIStepper(frame: .zero)
        case "segmentedControl": return UISegmentedControl(frame: .zero)
        case "datePicker": return UIDatePicker(frame: .zero)
        case "pickerView": return UIPickerView(frame: .zero)
        case "imageView": return UIImageView(frame: .zero)
        case "progressView": return UIProgressView(frame: .zero)
        case "textView": return UITextView(frame: .zero)
        case "tableView": return try PrototypeTableView(prototypes: object.children.filter { $0.elementName == "tableViewCell" }, loader: self)
        default: return UIView(frame: .zero)
        }
    }

    /// The settings of the element's own attributes, on its view or a subclass of it.
    private static func configure(_ view: UIView, as object: ADInterfaceObject) {
        let properties = object.properties
        switch view {
        case let label as UILabel: label.text = properties["text"]
        case let field as UITextField:
            field.text = properties["text"]
            field.placeholder = properties["placeholder"]
        case let toggle as UISwitch: toggle.isOn = properties["on"] == "YES"
        case let slider as UISlider:
            slider.minimumValue = object.minimumValue.map(Float.init) ?? 0
            slider.maximumValue = object.maximumValue.map(Float.init) ?? 1
            slider.value = properties["value"].flatMap(Float.init) ?? slider.minimumValue
        case let stepper as UIStepper:
            stepper.maximumValue = object.maximumValue ?? 100
            stepper.minimumValue = object.minimumValue ?? 0
        case let segments as UISegmentedControl:
            for (index, title) in object.segmentTitles.enumerated() { segments.insertSegment(withTitle: title, at: index, animated: false) }
        default: break
        }
    }

    /// Key-value coding of a runtime attribute: the AKABeacon binding properties every view
    /// has; any other key is undefined.
    private static func setValue(_ value: ADValue, forKey key: String, of view: UIView, objectID: String) throws {
        let text: String? = if case .string(let string) = value { string } else { nil }
        switch key {
        case "textBinding_aka": view.textBinding_aka = text
        case "valueBinding_aka": view.valueBinding_aka = text
        case "imageBinding_aka": view.imageBinding_aka = text
        case "stateBinding_aka": view.stateBinding_aka = text
        case "boolBinding_aka": view.boolBinding_aka = text
        case "pickerBinding_aka": view.pickerBinding_aka = text
        case "datePickerBinding_aka": view.datePickerBinding_aka = text
        case "styleBinding_aka": view.styleBinding_aka = text
        case "fontBinding_aka": view.fontBinding_aka = text
        case "dataSourceBinding_aka": view.dataSourceBinding_aka = text
        case "enabledBinding_aka": view.enabledBinding_aka = text
        case "hiddenBinding_aka": view.hiddenBinding_aka = text
        default: throw StoryboardViews.UndefinedKey(key: key, objectID: objectID)
        }
    }
}

/// A table view of a storyboard: UIKit registers each prototype cell as a nib under its reuse
/// identifier, and dequeuing one loads it again, runtime attributes and all.
@MainActor
final class PrototypeTableView: UITableView {
    private let prototypes: [String: ADInterfaceObject]
    private let loader: Loader

    fileprivate init(prototypes: [ADInterfaceObject], loader: Loader) throws {
        var named: [String: ADInterfaceObject] = [:]
        for prototype in prototypes { named[prototype.properties["reuseIdentifier"] ?? prototype.id] = prototype }
        self.prototypes = named
        self.loader = loader
        super.init(frame: .zero, style: .plain)
        for name in named.keys { _ = try cell(named: name) }
    }

    required init?(coder: NSCoder) { nil }

    override func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        do {
            return try cell(named: identifier) ?? super.dequeueReusableCell(withIdentifier: identifier)
        } catch {
            return nil
        }
    }

    /// A new cell of the prototype `name`, its content view's subviews loaded; `nil` for none.
    private func cell(named name: String) throws -> UITableViewCell? {
        guard let prototype = prototypes[name] else { return nil }
        let cell = UITableViewCell(style: .default, reuseIdentifier: name)
        var views: [String: UIView] = [:]
        let content = prototype.children.first { $0.key == "contentView" }
        for child in content?.children ?? [] {
            cell.contentView.addSubview(try loader.load(child, into: &views))
        }
        return cell
    }
}
#endif
