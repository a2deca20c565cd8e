#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub
import WebKitStub

@MainActor
@Suite("ADBoundViewController fills, updates and reads back")
struct BoundViewControllerTests {
    @Test func fillsEveryControlFromTheModel() throws {
        let form = CategoryForm()
        try form.show()
        #expect(form.name.text == "Swift File")
        #expect(form.summary.text == "Category: Swift File")
        #expect(form.summary.textColor.hex == "#FF0000")
        #expect(form.enabled.isOn)
        #expect(form.details.text == "A file containing swift source code.")
        #expect(form.quantity.text == "1,000")
        #expect(form.stepper.value == 1000)
        #expect(form.stock.text == "quantity good")
        #expect(form.percentage.value == 60)
        #expect(form.percentage.thumbTintColor?.hex == "#FF0000")
        #expect(abs(form.progress.progress - 0.6) < 0.0001)
        #expect(form.use.selectedSegmentIndex == 0)
        #expect(form.icon.image != nil)
        #expect(form.web._loaded == .url(URL(string: "https://developer.apple.com/documentation/webkit/wkwebview")!))
        #expect(form.labelColor.text == "orange")
        #expect(form.controller.controls.count == 14)
    }

    @Test func liveUpdatesReachDependantsOnTheSameKeystroke() throws {
        let form = CategoryForm()
        try form.show()
        #expect(form.name.becomeFirstResponder())
        CategoryForm.type("s", into: form.name)
        #expect(form.summary.text == "Category: Swift Files")
        #expect(form.controller.record["name"] == "Swift Files")

        form.stepper.value = 5
        form.stepper.sendActions(for: .valueChanged)
        #expect(form.stock.text == "order more product")

        form.percentage.value = 25
        form.percentage.sendActions(for: .valueChanged)
        #expect(abs(form.progress.progress - 0.25) < 0.0001)

        form.enabled.isOn = false
        form.enabled.sendActions(for: .valueChanged)
        #expect(!form.details.isEditable)

        form.use.selectedSegmentIndex = 1
        form.use.sendActions(for: .valueChanged)
        #expect(form.phone.isHidden)
        #expect(form.controller.record["use"] == "web")
    }

    @Test func switchSetByTheFormSendsNoAction() throws {
        let form = CategoryForm()
        try form.show(Category(enabled: false))
        #expect(!form.enabled.isOn)
        #expect(form.controller.bindingController.record["enabled"] == false)
        #expect(!form.enabled.model.hasEdits)
    }

    @Test func getDataModelIsAllOrNothing() throws {
        let form = CategoryForm()
        try form.show()
        form.name.text = "Renamed"
        form.name.sendActions(for: .editingChanged)
        form.quantity.text = "lots"
        form.quantity.sendActions(for: .editingChanged)
        #expect(throws: ADBindingError.self) { try form.controller.getDataModel(Category.self) }
        #expect(form.controller.record["quantity"] == 1000)
        #expect(form.controller.record["description"] == "A file containing swift source code.")
        #expect(form.quantity.model.validationError != nil)

        form.quantity.text = "1,250"
        form.quantity.sendActions(for: .editingChanged)
        let category = try form.controller.getDataModel(Category.self)
        #expect(category.quantity == 1250)
        #expect(category.name == "Renamed")
        #expect(category.url == Category().url)
    }

    @Test func controlsAreFoundOnceWhenTheViewAppearsAgain() throws {
        let form = CategoryForm()
        form.controller.viewWillAppear(false)
        form.controller.viewWillDisappear(false)
        form.controller.viewWillAppear(false)
        let controls = form.controller.controls
        #expect(controls.count == 14)
        #expect(Set(controls.map { ObjectIdentifier($0) }).count == 14)

        let extra = ADBoundLabel(frame: .zero)
        extra.dataPath = "upper(name)"
        form.scrollView.addSubview(extra)
        form.controller.viewWillAppear(false)
        #expect(form.controller.controls.count == 14)
        form.controller.updateBindings()
        #expect(form.controller.controls.count == 15)
        try form.controller.setDataModel(Category())
        #expect(extra.text == "SWIFT FILE")
    }

    @Test func recordChangesShowAfterRefresh() throws {
        let form = CategoryForm()
        try form.show()
        try form.controller.record.setValue("Kotlin File", at: "name")
        form.controller.refreshDisplay()
        #expect(form.name.text == "Kotlin File")
        form.name.text = "Edited"
        form.name.sendActions(for: .editingChanged)
        try form.controller.updateRecord()
        #expect(form.controller.record["name"] == "Edited")
    }

    @Test func everyBoundControlComesFromAStoryboard() {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        #expect(ADBoundViewController(coder: coder) != nil)
        #expect(ADBoundLabel(coder: coder)?.model.dataPath == "")
        #expect(ADBoundTextField(coder: coder)?.delegate != nil)
        #expect(ADBoundTextView(coder: coder) != nil)
        #expect(ADBoundSlider(coder: coder) != nil)
        #expect(ADBoundSwitch(coder: coder) != nil)
        #expect(ADBoundProgressView(coder: coder) != nil)
        #expect(ADBoundStepper(coder: coder) != nil)
        #expect(ADBoundImageView(coder: coder) != nil)
        #expect(ADBoundWebView(coder: coder) != nil)
        #expect(ADBoundSegmentedControl(coder: coder) != nil)
        #expect(ADBoundTextPicker(coder: coder)?.inputView is UIPickerView)
    }

    @Test func inspectablesUseTheSpecNames() {
        let progress = ADBoundProgressView(frame: .zero)
        progress.minValue = 10
        progress.maxValue = 20
        #expect(progress.model.minimumValue == 10)
        #expect(progress.model.maximumValue == 20)
        let field = ADBoundTextField(frame: .zero)
        field.formatType = "Masked"
        #expect(field.model.formatType == .masked)
        field.formatType = "unknown"
        #expect(field.formatType == "")
        let web = ADBoundWebView(frame: .zero)
        web.containsHTML = true
        #expect(web.model.containsHTML)
        let controller = ADBoundViewController(nibName: nil, bundle: nil)
        controller.prevButtonText = "Back"
        controller.cancelButtonText = "Undo"
        #expect(controller.bindingController.prevButtonText == "Back")
        #expect(controller.bindingController.cancelButtonText == "Undo")
    }

    @Test func htmlWebViewLoadsTheMarkup() throws {
        let controller = ADBoundViewController(nibName: nil, bundle: nil)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let web = ADBoundWebView(frame: .zero)
        web.dataPath = "'<b>' + name + '</b>'"
        web.containsHTML = true
        root.addSubview(web)
        controller.view = root
        try controller.setDataModel(Category())
        #expect(web._loaded == .html("<b>Swift File</b>"))
    }
}
#endif
