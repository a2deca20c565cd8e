#if canImport(UIKitStub)
import ActionData
import ActionDataStoryboard
import ActionDataUIKit
import Foundation
import TestSupport
import Testing
import UIKitStub
import WebKitStub

@MainActor
@Suite("Action Data's storyboard loaded into its bound controls, as UIKit loads it")
struct ActionDataStoryboardOnUIKitTests {
    /// The `ADBound…` classes the fixture names, as UIKit makes them from `customClass`.
    static let classes: StoryboardViews.Classes = [
        "ADBoundLabel": { ADBoundLabel(frame: .zero) },
        "ADBoundTextField": { ADBoundTextField(frame: .zero) },
        "ADBoundSwitch": { ADBoundSwitch(frame: .zero) },
        "ADBoundSlider": { ADBoundSlider(frame: .zero) },
        "ADBoundSegmentedControl": { ADBoundSegmentedControl(frame: .zero) },
        "ADBoundTextPicker": { ADBoundTextPicker(frame: .zero) },
        "ADBoundProgressView": { ADBoundProgressView(frame: .zero) },
        "ADBoundStepper": { ADBoundStepper(frame: .zero) },
        "ADBoundImageView": { ADBoundImageView(frame: .zero) },
        "ADBoundWebView": { ADBoundWebView(frame: .zero) },
    ]

    /// Key-value coding of the inspectables the fixture sets.
    static func setValue(_ view: UIView, _ key: String, _ value: ADValue) -> Bool {
        let text = value.stringValue ?? ""
        let flag = value == .bool(true)
        switch (view, key) {
        case (let label as ADBoundLabel, "dataPath"): label.dataPath = text
        case (let label as ADBoundLabel, "colorPath"): label.colorPath = text
        case (let label as ADBoundLabel, "hiddenPath"): label.hiddenPath = text
        case (let label as ADBoundLabel, "formatType"): label.formatType = text
        case (let label as ADBoundLabel, "formatPattern"): label.formatPattern = text
        case (let field as ADBoundTextField, "dataPath"): field.dataPath = text
        case (let field as ADBoundTextField, "showDoneButton"): field.showDoneButton = flag
        case (let field as ADBoundTextField, "formatType"): field.formatType = text
        case (let field as ADBoundTextField, "formatPattern"): field.formatPattern = text
        case (let picker as ADBoundTextPicker, "dataPath"): picker.dataPath = text
        case (let picker as ADBoundTextPicker, "optionsValues"): picker.optionValues = text
        case (let picker as ADBoundTextPicker, "title"): picker.title = text
        case (let toggle as ADBoundSwitch, "dataPath"): toggle.dataPath = text
        case (let toggle as ADBoundSwitch, "liveUpdate"): toggle.liveUpdate = flag
        case (let slider as ADBoundSlider, "dataPath"): slider.dataPath = text
        case (let slider as ADBoundSlider, "thumbColorPath"): slider.thumbColorPath = text
        case (let segments as ADBoundSegmentedControl, "dataPath"): segments.dataPath = text
        case (let segments as ADBoundSegmentedControl, "byTitle"): segments.byTitle = flag
        case (let progress as ADBoundProgressView, "dataPath"): progress.dataPath = text
        case (_ as ADBoundProgressView, "maxValue"): break
        case (let stepper as ADBoundStepper, "dataPath"): stepper.dataPath = text
        case (let image as ADBoundImageView, "dataPath"): image.dataPath = text
        case (let web as ADBoundWebView, "dataPath"): web.dataPath = text
        case (let web as ADBoundWebView, "containsHTML"): web.containsHTML = flag
        default: return false
        }
        return true
    }

    @Test("the storyboard's bound controls show what the web front end's form shows, and edits read back")
    func differential() throws {
        let document = try ADInterfaceDocument(contentsOf: FixtureFiles.url("ActionDataForm.storyboard"))
        let scene = try #require(document.boundScenes.first)
        let record = try ADRecord(jsonData: Data(contentsOf: FixtureFiles.url("Category.json")))
        let controller = ADBoundViewController(nibName: nil, bundle: nil)
        let views = try StoryboardViews(scene: scene, into: controller, classes: Self.classes, keyValueCoding: Self.setValue)
        controller.viewWillAppear(false)
        try controller.setDataModel(record)

        let web = document.makeForm()
        let engine = ADBindingController(root: web.root)
        try engine.setDataModel(record)
        var compared = 0
        for (objectID, control) in web.controls where !(control is ADWebViewModel) {
            let view = try #require(views.views[objectID])
            if let picker = control as? ADTextPickerModel {
                #expect((view as? UITextField)?.text == picker.text, "a text picker is a text field with a picker keyboard")
            } else {
                #expect(AKABindingBehaviorTests.shown(by: view) == AKABindingBehaviorTests.shown(by: control), "\(objectID)")
            }
            compared += 1
        }
        #expect(compared == 12)

        let quantity: ADBoundTextField = try views.view("txt-QT-004")
        #expect(quantity.text == "1,000")
        quantity.text = "1,250"
        quantity.sendActions(for: .editingChanged)
        let enabled: ADBoundSwitch = try views.view("swt-EN-006")
        enabled.isOn = false
        enabled.sendActions(for: .valueChanged)
        #expect((try views.view("lbl-QT-002") as ADBoundLabel).isHidden, "hiddenPath NOT enabled, live")
        let saved = try controller.getDataModel(ADRecord.self)
        #expect(saved["quantity"] == 1250)
        #expect(saved["enabled"] == false)
    }
}
#endif
