import ActionData
import ActionDataStoryboard
import Foundation
import Testing

@Suite("Interface Builder documents: control models")
struct InterfaceControlTreeTests {
    @Test("Action Data controls become the engine's control models with their settings")
    func actionDataControls() throws {
        let tree = ADInterfaceControlTree(document: try ADInterfaceDocument(contentsOf: FixtureFiles.url("ActionDataForm.storyboard")))
        #expect(tree.notes.isEmpty)
        #expect(tree.controls.map(\.objectID) == [
            "lbl-NM-001", "lbl-QT-002", "txt-DS-003", "txt-QT-004", "lbl-CR-005", "swt-EN-006", "sld-PC-007", "seg-US-008",
            "pck-LC-009", "prg-PC-010", "stp-QT-011", "img-IC-012", "web-UR-013",
        ])
        let controls = Dictionary(uniqueKeysWithValues: tree.controls.map { ($0.objectID, $0.control) })
        let name = try #require(controls["lbl-NM-001"] as? ADBoundLabel)
        #expect(name.dataPath == "name")
        #expect(name.colorPath == "highlightColor")
        let stock = try #require(controls["lbl-QT-002"] as? ADBoundLabel)
        #expect(stock.hiddenPath == "NOT enabled")
        let quantity = try #require(controls["txt-QT-004"] as? ADBoundTextField)
        #expect(quantity.formatType == .number)
        #expect(quantity.formatPattern == "#,##0")
        #expect((controls["txt-DS-003"] as? ADBoundTextField)?.showDoneButton == true)
        #expect((controls["swt-EN-006"] as? ADBoundSwitch)?.liveUpdate == true)
        let slider = try #require(controls["sld-PC-007"] as? ADBoundSlider)
        #expect(slider.maximumValue == 100)
        #expect(slider.thumbColorPath == "highlightColor")
        let segments = try #require(controls["seg-US-008"] as? ADBoundSegmentedControl)
        #expect(segments.segmentTitles == ["local", "web"])
        #expect(segments.byTitle)
        let picker = try #require(controls["pck-LC-009"] as? ADBoundTextPicker)
        #expect(picker.optionList.count == 8)
        #expect(picker.title == "Label Colour")
        #expect((controls["prg-PC-010"] as? ADBoundProgressView)?.maxValue == 1)
        #expect((controls["stp-QT-011"] as? ADBoundStepper)?.maximumValue == 5000)
        #expect((controls["web-UR-013"] as? ADBoundWebView)?.containsHTML == false)
        #expect(tree.root.children.count == 1)
    }

    @Test("the controls bind a record through the binding controller")
    func bindsRecord() throws {
        let tree = ADInterfaceControlTree(document: try ADInterfaceDocument(contentsOf: FixtureFiles.url("ActionDataForm.storyboard")))
        let record = try ADRecord(jsonData: Data(contentsOf: FixtureFiles.url("Category.json")))
        let controller = ADBindingController(root: tree.root, record: record)
        controller.updateBindings()
        let controls = Dictionary(uniqueKeysWithValues: tree.controls.map { ($0.objectID, $0.control) })
        #expect((controls["lbl-NM-001"] as? ADBoundLabel)?.text == "Swift File")
        #expect((controls["lbl-QT-002"] as? ADBoundLabel)?.text == "quantity good")
        #expect((controls["swt-EN-006"] as? ADBoundSwitch)?.isOn == true)
    }

    @Test("DataBindSwift fields become controls with their validation rules")
    func dataBindSwiftControls() throws {
        let tree = ADInterfaceControlTree(document: try ADInterfaceDocument(contentsOf: FixtureFiles.url("DataBindSwiftForm.xib")))
        #expect(tree.controls.map(\.control.dataPath) == ["vehicle.brand.car.model", "vehicle.doors", "vehicle.brand.name", "vehicle.electric"])
        let model = try #require(tree.controls.first?.control as? ADBoundTextField)
        #expect(model.validation.required)
        #expect(model.validation.requiredError == "Please enter the model\t(required)")
        #expect(model.validation.fieldType == .text)
        #expect((tree.controls.last?.control as? ADBoundSwitch)?.validation.fieldType == .logic)
    }

    @Test("AKABeacon bindings are noted, not mapped")
    func akaBeaconNotes() throws {
        let tree = ADInterfaceControlTree(document: try ADInterfaceDocument(contentsOf: FixtureFiles.akaBeaconDemos))
        #expect(tree.controls.isEmpty)
        #expect(tree.notes.count == 8)
        #expect(tree.notes.allSatisfy { $0.message.contains("AKABeacon") })
    }
}
