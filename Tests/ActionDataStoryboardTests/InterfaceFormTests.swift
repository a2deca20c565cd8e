import ActionData
import ActionDataStoryboard
import Foundation
import TestSupport
import Testing

@Suite("Interface Builder documents as engine controls")
struct InterfaceFormTests {
    private func controls(of form: ADInterfaceForm) -> [any ADBindable] {
        ADBindingController(root: form.root).controlsAfterBinding()
    }

    @Test func actionDataStoryboardBuildsEveryControlKind() throws {
        let form = try ADInterfaceDocument(contentsOf: FixtureFiles.url("ActionDataForm.storyboard")).makeForm()
        let controller = ADBindingController(root: form.root)
        controller.setRecord(try ADRecord(jsonData: Data(contentsOf: FixtureFiles.url("Category.json"))))
        let kinds = Set(controller.controls.compactMap(\.typed.kind))
        #expect(kinds == Set(ADControlKind.allCases).subtracting([.textView, .datePicker, .list]), "AKABeacon documents bind dates and tables")
        let name = try #require(controller.controls.first { $0.dataPath == "name" } as? ADLabelModel)
        #expect(name.text == "Swift File")
        let description = try #require(controller.controls.first { $0.dataPath == "description" } as? ADTextFieldModel)
        #expect(description.showDoneButton)
        let quantity = try #require(controller.controls.first { $0.dataPath == "quantity" } as? ADTextFieldModel)
        #expect(quantity.formatType == .number)
        #expect(quantity.text == "1,000")
        let slider = try #require(controller.controls.first { $0 is ADSliderModel } as? ADSliderModel)
        #expect(slider.value == 100)
        let picker = try #require(controller.controls.first { $0 is ADTextPickerModel } as? ADTextPickerModel)
        #expect(!picker.optionList.isEmpty)
        #expect(picker.text == "orange")
        #expect(controller.controls.contains { !$0.hiddenPath.isEmpty })
    }

    @Test func actionDataSettingsReachTheControls() throws {
        let form = try ADInterfaceDocument(contentsOf: FixtureFiles.url("ActionDataForm.storyboard")).makeForm()
        #expect(form.notes.isEmpty)
        #expect(form.controls.map(\.objectID) == [
            "lbl-NM-001", "lbl-QT-002", "txt-DS-003", "txt-QT-004", "lbl-CR-005", "swt-EN-006", "sld-PC-007", "seg-US-008",
            "pck-LC-009", "prg-PC-010", "stp-QT-011", "img-IC-012", "web-UR-013",
        ])
        let controls = Dictionary(uniqueKeysWithValues: form.controls.map { ($0.objectID, $0.control) })
        let name = try #require(controls["lbl-NM-001"] as? ADLabelModel)
        #expect(name.colorPath == "highlightColor")
        #expect((controls["lbl-QT-002"] as? ADLabelModel)?.hiddenPath == "NOT enabled")
        let quantity = try #require(controls["txt-QT-004"] as? ADTextFieldModel)
        #expect(quantity.formatPattern == "#,##0")
        #expect((controls["swt-EN-006"] as? ADSwitchModel)?.liveUpdate == true)
        let slider = try #require(controls["sld-PC-007"] as? ADSliderModel)
        #expect(slider.maximumValue == 100)
        #expect(slider.thumbColorPath == "highlightColor")
        let segments = try #require(controls["seg-US-008"] as? ADSegmentedControlModel)
        #expect(segments.segmentTitles == ["local", "web"])
        #expect(segments.byTitle)
        let picker = try #require(controls["pck-LC-009"] as? ADTextPickerModel)
        #expect(picker.optionList.count == 8)
        #expect(picker.title == "Label Colour")
        #expect((controls["stp-QT-011"] as? ADStepperModel)?.maximumValue == 5000)
        #expect((controls["web-UR-013"] as? ADWebViewModel)?.containsHTML == false)
    }

    @Test func formulasInTheStoryboardAreEvaluated() throws {
        let form = try ADInterfaceDocument(contentsOf: FixtureFiles.url("ActionDataForm.storyboard")).makeForm()
        let controller = ADBindingController(root: form.root)
        controller.setRecord(try ADRecord(jsonData: Data(contentsOf: FixtureFiles.url("Category.json"))))
        let progress = try #require(controller.controls.first { $0 is ADProgressViewModel } as? ADProgressViewModel)
        #expect(progress.dataPath == "percentage / 100.0")
        #expect(progress.value == 1.0)
    }

    @Test func dataBindSwiftFieldsKeepTheirValidation() throws {
        let form = try ADInterfaceDocument(contentsOf: FixtureFiles.url("DataBindSwiftForm.xib")).makeForm()
        let controller = ADBindingController(root: form.root)
        controller.setRecord(try ADRecord(jsonData: Data(contentsOf: FixtureFiles.url("Vehicle.json"))))
        let model = try #require(controller.controls.first { $0.dataPath == "vehicle.brand.car.model" } as? ADTextFieldModel)
        #expect(model.validation.required)
        #expect(model.validation.requiredError == "Please enter the model\t(required)")
        #expect(form.controls.map(\.control.dataPath) == ["vehicle.brand.car.model", "vehicle.doors", "vehicle.brand.name", "vehicle.electric"])
        #expect(model.validation.fieldType == .text)
        #expect((form.controls.last?.control as? ADSwitchModel)?.validation.fieldType == .logic)
        let brand = try #require(controller.controls.first { $0.dataPath == "vehicle.brand.name" })
        #expect(brand is ADLabelModel)
        model.text = ""
        let failures = controller.validate()
        #expect(failures.contains { $0.path == "vehicle.brand.car.model" && $0.message == "Please enter the model\t(required)" })
    }

    @Test(.enabled(if: FixtureFiles.hasAKABeaconDemos, FixtureFiles.akaBeaconDemosMissing))
    func akaBeaconScenesBecomeControlsAndNoteTheRest() throws {
        let document = try ADInterfaceDocument(contentsOf: FixtureFiles.akaBeaconDemos)
        #expect(!document.boundScenes.isEmpty)
        var built = 0
        var notes: [ADInterfaceNote] = []
        var styled = 0
        for scene in document.boundScenes {
            let form = document.makeForm(scene: scene)
            let controller = ADBindingController(root: form.root)
            controller.updateBindings()
            built += controller.controls.count
            notes += form.notes
            styled += controller.controls.compactMap { $0 as? ADListModel }.filter { $0.cellStyleBinding != nil && $0.cellBinding != nil }.count
            for control in controller.controls { #expect(!control.name.isEmpty) }
        }
        #expect(built == 7, "the fixture's three text fields, three sliders and the table as a list")
        #expect(styled == 1, "the table's cells: a text binding and a conditional background")
        #expect(!notes.contains { $0.message.contains("styleBinding_aka") || $0.message.contains("dataSourceBinding_aka") })
    }

    @Test func akaBeaconAttributesShapeTheControls() throws {
        let form = try ADInterfaceDocument(contentsOf: FixtureFiles.url("AKABeaconForm.storyboard")).makeForm()
        #expect(form.notes.isEmpty)
        let controls = Dictionary(uniqueKeysWithValues: form.controls.map { ($0.objectID, $0.control) })
        let controller = ADBindingController(root: form.root)
        controller.setRecord([
            "price": 1234.5, "note": .null, "isActive": true, "volume": 7, "count": 3, "colour": "green", "fallbackText": "n/a",
        ])
        #expect(controller.issues.isEmpty)

        let price = try #require(controls["aka-PR-001"] as? ADLabelModel)
        #expect(price.text == "$1,234.50")
        let note = try #require(controls["aka-NT-002"] as? ADTextFieldModel)
        #expect(note.text == "(none)")
        #expect(note.liveUpdate)
        let active = try #require(controls["aka-AC-003"] as? ADLabelModel)
        #expect(active.text == "Active")
        let status = try #require(controls["aka-ST-004"] as? ADLabelModel)
        #expect(status.text == "on")
        let volume = try #require(controls["aka-VL-005"] as? ADSliderModel)
        #expect(volume.maximumValue == 11)
        #expect(volume.position == 7.0 / 11)
        let count = try #require(controls["aka-CT-006"] as? ADStepperModel)
        #expect([count.minimumValue, count.maximumValue, count.stepValue] == [1, 10, 2])
        let colour = try #require(controls["aka-CL-007"] as? ADTextPickerModel)
        #expect(colour.optionList == ["red", "green", "blue"])
        #expect(colour.title == "Colour")
        #expect(colour.text == "green")
        let fallback = try #require(controls["aka-FB-008"] as? ADLabelModel)
        #expect(fallback.text == "1234.5")

        controller.setRecord([
            "price": .null, "note": "hi", "isActive": false, "volume": 0, "count": 1, "colour": "red", "fallbackText": "n/a",
        ])
        #expect(price.text == "–")
        #expect(active.text == "Inactive")
        #expect(status.text == "off")
        #expect(fallback.text == "n/a")
        note.text = ""
        try controller.updateRecord()
        #expect(controller.record["note"] == .null)
    }

    @Test func conditionalAKABeaconBindingsOnEditableControlsShowButAreNoted() throws {
        let storyboard = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s">
            <objects><viewController id="vc" sceneMemberID="viewController"><view key="view" id="v"><subviews>
            <textField id="tf"><userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="textBinding_aka" value="$when(useNickname) nickname $else name"/>
            </userDefinedRuntimeAttributes></textField>
            </subviews></view></viewController></objects></scene></scenes></document>
            """
        let form = try ADInterfaceDocument(data: Data(storyboard.utf8)).makeForm()
        #expect(form.notes.map(\.message) == ["textBinding_aka is conditional: the control shows the active branch, but its edits cannot be written back"])
        let controller = ADBindingController(root: form.root)
        controller.setRecord(["useNickname": true, "nickname": "Ada", "name": "Augusta"])
        let field = try #require(form.controls.first?.control as? ADTextFieldModel)
        #expect(field.text == "Ada")
        #expect(controller.issues.contains { $0.severity == .error && $0.message.contains("never written back") })
    }
}

private extension ADBindingController {
    func controlsAfterBinding() -> [any ADBindable] {
        updateBindings()
        return controls
    }
}

@Suite("Interface Builder documents: AKABeacon live model updates")
struct InterfaceLiveModelUpdateTests {
    /// A text field's binding, then whether it updates the record live and only at the end of editing.
    static let cases: [(String, Bool, Bool)] = [
        ("name", true, false),
        ("name { liveModelUpdates: $true }", true, false),
        ("name { liveModelUpdates: $false }", true, true),
    ]

    @Test("liveModelUpdates: absent or $true on every change, $false at the end of editing", arguments: cases)
    func liveModelUpdates(binding: String, live: Bool, onEnd: Bool) throws {
        let xml = """
            <document><objects><textField id="t"><userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="textBinding_aka" value="\(binding.replacingOccurrences(of: "\"", with: "&quot;"))"/>
            </userDefinedRuntimeAttributes></textField></objects></document>
            """
        let form = try ADInterfaceDocument(data: Data(xml.utf8)).makeForm()
        let field = try #require(form.controls.first?.control as? ADTextFieldModel)
        #expect(field.liveUpdate == live)
        #expect(field.onEndEditing == onEnd)
    }
}
