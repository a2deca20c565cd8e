#if canImport(UIKitStub)
import ActionData
import ActionDataStoryboard
import DataBindSwift
import Foundation
import TestSupport
import Testing
import UIKitStub

/// An app's DataBindSwift components, as the fixture's `Demo` module declares them.
final class DataBindTextField: UITextField, DataBindable {
    var fieldPath = ""
    var fieldType = "Text"
    var required = false
    var requiredError: String?
    var persist = true
}

final class DataBindSlider: UISlider, DataBindable {
    var fieldPath = ""
    var fieldType = "Number"
}

final class DataBindLabel: UILabel, DataBindable {
    var fieldPath = ""
    var persist = true
}

final class DataBindSwitch: UISwitch, DataBindable {
    var fieldPath = ""
    var fieldType = "Logic"
}

/// A view controller that intercepts the hooks, as the spec's delegate does.
final class VehicleHooks: DataBindViewDelegate {
    var events: [String] = []

    func didFillAllComponents(JSON: [String: Any]) { events.append("all") }

    func willFill(component: Any, value: Any) -> Any? {
        if let field = component as? DataBindTextField, field.fieldPath == "vehicle.brand.car.model", let model = value as? String {
            return "Model " + model
        }
        return value
    }

    func didFill(component: Any, value: Any) { events.append("filled \((component as? any DataBindable)?.fieldPath ?? "")") }

    func willSet(component: Any, value: Any) -> Any? {
        guard let text = value as? String, text.hasPrefix("Model ") else { return value }
        return String(text.dropFirst(6))
    }

    func didSet(component: Any, value: Any) { events.append("set \((component as? any DataBindable)?.fieldPath ?? "")") }
}

@MainActor
@Suite("DataBindSwift on UIKit: DataBindView")
struct DataBindViewTests {
    /// The fixture's xib loaded as UIKit loads it: the app's component classes, their
    /// DataBindable variables set by key.
    static func load() throws -> (view: DataBindView, views: StoryboardViews) {
        let document = try ADInterfaceDocument(contentsOf: FixtureFiles.url("DataBindSwiftForm.xib"))
        let scene = try #require(document.scenes.first)
        let host = UIViewController(nibName: nil, bundle: nil)
        let views = try StoryboardViews(scene: scene, into: host, classes: [
            "DataBindView": { DataBindView(frame: .zero) },
            "DataBindTextField": { DataBindTextField(frame: .zero) },
            "DataBindSlider": { DataBindSlider(frame: .zero) },
            "DataBindLabel": { DataBindLabel(frame: .zero) },
            "DataBindSwitch": { DataBindSwitch(frame: .zero) },
        ]) { view, key, value in
            switch (view, key, value) {
            case (let field as DataBindTextField, "fieldPath", .string(let path)): field.fieldPath = path
            case (let field as DataBindTextField, "fieldType", .string(let type)): field.fieldType = type
            case (let field as DataBindTextField, "required", .bool(let flag)): field.required = flag
            case (let field as DataBindTextField, "requiredError", let message): field.requiredError = message.stringValue
            case (let field as DataBindTextField, "persist", .bool(let flag)): field.persist = flag
            case (let slider as DataBindSlider, "fieldPath", .string(let path)): slider.fieldPath = path
            case (let slider as DataBindSlider, "fieldType", .string(let type)): slider.fieldType = type
            case (let label as DataBindLabel, "fieldPath", .string(let path)): label.fieldPath = path
            case (let label as DataBindLabel, "persist", .bool(let flag)): label.persist = flag
            case (let toggle as DataBindSwitch, "fieldPath", .string(let path)): toggle.fieldPath = path
            case (let toggle as DataBindSwitch, "fieldType", .string(let type)): toggle.fieldType = type
            case (_ as DataBindSwitch, "accentColor", _): break
            default: return false
            }
            return true
        }
        return (try views.view("dbv-VW-001"), views)
    }

    static let vehicle: [String: Any] = ["vehicle": ["brand": ["name": "Tesla", "car": ["model": "3"]], "doors": 4, "electric": true]]

    @Test("fillFields shows the nested object's fields in the components; toJSON builds it back")
    func roundTrip() throws {
        let (form, views) = try Self.load()
        form.fillFields(withObject: Self.vehicle)
        let model: DataBindTextField = try views.view("dbs-MD-002")
        #expect(model.text == "3")
        #expect((try views.view("dbs-BR-004") as DataBindLabel).text == "Tesla")
        #expect((try views.view("dbs-DR-003") as DataBindSlider).value == 4)
        #expect((try views.view("dbs-EL-005") as DataBindSwitch).isOn)

        model.text = "Y"
        model.sendActions(for: .editingChanged)
        let doors: DataBindSlider = try views.view("dbs-DR-003")
        doors.value = 2
        doors.sendActions(for: .valueChanged)
        let json = form.toJSON()
        #expect(form.validationError == nil)
        let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        #expect(String(decoding: data, as: UTF8.self) == #"{"vehicle":{"brand":{"car":{"model":"Y"}},"doors":2,"electric":true}}"#,
            "the label does not persist; nested by the paths' dots")
    }

    @Test("the web front end's form of the same document reads the same JSON")
    func differential() throws {
        let (form, _) = try Self.load()
        form.fillFields(withObject: Self.vehicle)
        let document = try ADInterfaceDocument(contentsOf: FixtureFiles.url("DataBindSwiftForm.xib"))
        let web = ADBindingController(root: document.makeForm().root)
        try web.fillFields(withObject: Self.vehicle)
        let ours = try JSONSerialization.data(withJSONObject: form.toJSON(), options: [.sortedKeys])
        let theirs = try JSONSerialization.data(withJSONObject: web.toJSON(), options: [.sortedKeys])
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self))
    }

    @Test("the delegate's hooks change what is shown and what is set, in order")
    func hooks() throws {
        let (form, views) = try Self.load()
        let hooks = VehicleHooks()
        form.delegate = hooks
        form.fillFields(withObject: Self.vehicle)
        let model: DataBindTextField = try views.view("dbs-MD-002")
        #expect(model.text == "Model 3")
        #expect(hooks.events.last == "all")
        #expect(hooks.events.contains("filled vehicle.brand.car.model"))
        model.text = "Model S"
        model.sendActions(for: .editingChanged)
        let json = form.toJSON()
        #expect(((json["vehicle"] as? [String: Any])?["brand"] as? [String: Any]).flatMap { ($0["car"] as? [String: Any])?["model"] as? String } == "S")
        #expect(hooks.events.contains("set vehicle.brand.car.model"))
    }

    @Test("bad input: a required field left empty and a value JSON cannot hold are reported, nothing lost")
    func hostile() throws {
        let (form, views) = try Self.load()
        form.fillFields(withObject: Self.vehicle)
        let model: DataBindTextField = try views.view("dbs-MD-002")
        model.text = ""
        model.sendActions(for: .editingChanged)
        let json = form.toJSON()
        #expect(form.validationError != nil, "required")
        #expect(((json["vehicle"] as? [String: Any])?["brand"] as? [String: Any]).flatMap { ($0["car"] as? [String: Any])?["model"] as? String } == "3",
            "the last good value, not the empty edit")
        form.fillFields(withObject: ["vehicle": ["doors": UIView(frame: .zero)]])
        #expect(form.fillError != nil)
        #expect((try views.view("dbs-DR-003") as DataBindSlider).value == 4, "nothing filled")
        #expect(form.notes == [])
    }

    @Test("components inside a scroll view of the DataBindView, or connected to components, are bound; others are not")
    func scrollViewAndOutlets() throws {
        let form = DataBindView(frame: .zero)
        let scroll = UIScrollView(frame: .zero)
        let model = DataBindTextField(frame: .zero)
        model.fieldPath = "vehicle.brand.car.model"
        let doors = DataBindSlider(frame: .zero)
        doors.fieldPath = "vehicle.doors"
        doors.maximumValue = 8
        scroll.addSubview(model)
        form.addSubview(scroll)
        form.addSubview(doors)
        form.fillFields(withObject: Self.vehicle)
        #expect(model.text == "3", "inside a scroll view")
        #expect(doors.value == 4)

        let connected = DataBindView(frame: .zero)
        let inside = DataBindTextField(frame: .zero)
        inside.fieldPath = "vehicle.brand.car.model"
        let outside = DataBindSlider(frame: .zero)
        outside.fieldPath = "vehicle.doors"
        outside.maximumValue = 8
        connected.addSubview(inside)
        connected.addSubview(outside)
        connected.components = [inside]
        connected.fillFields(withObject: Self.vehicle)
        #expect(inside.text == "3")
        #expect(outside.value == 0, "not connected to components")
        #expect(connected.toJSON().keys.sorted() == ["vehicle"])
    }
}
#endif
