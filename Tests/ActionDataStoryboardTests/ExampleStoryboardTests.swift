import ActionData
import ActionDataStoryboard
import ActionDataSwiftModel
import Foundation
import Testing

/// `Examples/CategoryForm`: the storyboard an iOS app runs with `ActionDataUIKit` is the one
/// `actiondata serve` renders (through the same reader and engine) and `actiondata lint` checks.
@Suite("Example: the Category storyboard")
struct ExampleStoryboardTests {
    static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/CategoryForm")

    static func document() throws -> ADInterfaceDocument {
        try ADInterfaceDocument(contentsOf: example.appendingPathComponent("Main.storyboard"))
    }

    static func record() throws -> ADRecord {
        try ADRecord(jsonData: Data(contentsOf: example.appendingPathComponent("Category.json")))
    }

    @Test func buildsAFormWithEveryBoundControl() throws {
        let form = try Self.document().makeForm()
        #expect(form.notes.isEmpty)
        #expect(form.controls.count == 13)
        let controller = ADBindingController(root: form.root)
        controller.setRecord(try Self.record())
        #expect(controller.issues.isEmpty)
        let kinds = Set(controller.controls.compactMap { $0.typed.kind })
        #expect(kinds == Set(ADControlKind.allCases).subtracting([.datePicker, .list]), "the example binds no dates or tables")
        let controls = Dictionary(uniqueKeysWithValues: form.controls.map { ($0.objectID, $0.control) })
        #expect((controls["lbl-NM-001"] as? ADLabelModel)?.text == "Swift File")
        #expect((controls["txt-QT-005"] as? ADTextFieldModel)?.text == "1,000")
        #expect((controls["pck-LC-011"] as? ADTextPickerModel)?.text == "orange")
        #expect((controls["prg-PC-009"] as? ADProgressViewModel)?.progress == 0.6)
        #expect((controls["web-UR-013"] as? ADWebViewModel)?.isHidden == true)
    }

    @Test func liveUpdatesRunAsTheBrowserAndTheAppRunThem() throws {
        let form = try Self.document().makeForm()
        let controller = ADBindingController(root: form.root)
        controller.setRecord(try Self.record())
        let controls = Dictionary(uniqueKeysWithValues: form.controls.map { ($0.objectID, $0.control) })
        let stepper = try #require(controls["stp-QT-006"] as? ADStepperModel)
        stepper.value = 4
        controller.controlDidChange(stepper)
        #expect((controls["lbl-ST-002"] as? ADLabelModel)?.text == "order more product")
        let use = try #require(controls["seg-US-010"] as? ADSegmentedControlModel)
        use.selectedSegment = 1
        controller.controlDidChange(use)
        #expect((controls["web-UR-013"] as? ADWebViewModel)?.isHidden == false)
    }

    @Test func lintsCleanAgainstTheExampleModel() throws {
        let source = String(decoding: try Data(contentsOf: Self.example.appendingPathComponent("Category.swift")), as: UTF8.self)
        let swiftModel = try ADSwiftModelReader(source: source).model(typeName: "Category")
        let diagnostics = ADStoryboardLinter(model: swiftModel).lint(try Self.document(), file: "Main.storyboard")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let jsonModel = ADLintModel(sample: try Self.record(), name: "Category")
        #expect(ADStoryboardLinter(model: jsonModel).lint(try Self.document(), file: "Main.storyboard").isEmpty)
    }
}
