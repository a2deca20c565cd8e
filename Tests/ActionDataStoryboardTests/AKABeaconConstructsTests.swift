import ActionData
import ActionDataStoryboard
import Foundation
import TestSupport
import Testing

@Suite("Interface Builder documents: every AKABeacon construct")
struct AKABeaconConstructsTests {
    static let registry = AKABeaconFixtureRegistry.registry

    @Test("every binding expression parses, validates and prints back canonically", arguments: FixtureFiles.akaBeaconDocuments)
    func canonical(document url: URL) throws {
        let set = ADInterfaceBindingSet(document: try ADInterfaceDocument(contentsOf: url), registry: Self.registry)
        let bindings = set.bindings.filter { $0.bindingKind != nil }
        #expect(!bindings.isEmpty)
        for binding in bindings {
            #expect(binding.errors.isEmpty, "\(binding.property) of \(binding.objectID): \(binding.errors.map(\.description))")
            let expression = try #require(binding.expression)
            let printed = expression.description
            let reparsed = try ADBindingExpression(printed)
            #expect(reparsed.isEquivalent(to: expression), "\(binding.source) → \(printed)")
            #expect(reparsed.description == printed)
            if let kind = binding.bindingKind {
                #expect(reparsed.validationErrors(for: kind, source: printed, registry: Self.registry).isEmpty, "\(printed)")
            }
        }
    }

    private static func document() throws -> ADInterfaceDocument {
        try ADInterfaceDocument(contentsOf: FixtureFiles.url("AKABeaconConstructs.storyboard"))
    }

    private static func sample() throws -> ADRecord {
        try ADRecord(jsonData: Data(contentsOf: FixtureFiles.url("AKABeaconConstructs.json")))
    }

    @Test("the linter reports no errors on the constructs fixture")
    func lintsClean() throws {
        let linter = ADStoryboardLinter(model: ADLintModel(sample: try Self.sample(), name: "Constructs"), registry: Self.registry)
        let diagnostics = linter.lint(try Self.document(), file: "AKABeaconConstructs.storyboard")
        #expect(diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    }

    @Test("the constructs fixture becomes a form with the behaviour of each construct")
    func behaves() throws {
        let form = try Self.document().makeForm(registry: Self.registry)
        #expect(form.notes.map(\.message) == [])
        let controller = ADBindingController(root: form.root)
        controller.classRegistry = Self.registry
        var record = try Self.sample()
        record["dueDate"] = .date(Date(timeIntervalSince1970: 1_795_392_000))
        record["startDate"] = .date(Date(timeIntervalSince1970: 1_767_225_600))
        controller.setRecord(record)
        #expect(controller.issues.filter { $0.severity == .error }.map(\.message) == [])
        let controls = Dictionary(form.controls.map { ($0.objectID, $0.control) }) { first, _ in first }

        let name = try #require(controls["akc-NM-001"] as? ADLabelModel)
        #expect(name.text == "Ada Lovelace")
        #expect(name.highlights == [4..<8])
        #expect(name.transitionAnimation?.duration == 0.3)
        #expect(name.textColor == ADColor(red: 0, green: 0, blue: 0))
        #expect(name.colors[.background] == ADColor(red: 230, green: 230, blue: 230))
        #expect(!name.isHidden)

        let first = try #require(controls["akc-FN-002"] as? ADTextFieldModel)
        #expect(first.liveUpdate && first.onEndEditing)
        #expect((controls["akc-GR-008"] as? ADLabelModel)?.text == "Hello, Ada")
        #expect((controls["akc-DN-007"] as? ADLabelModel)?.text == "Yes")

        let count = try #require(controls["akc-CT-009"] as? ADStepperModel)
        #expect(count.wraps && count.maximumValue == 10 && count.minimumValue == 1)
        #expect((controls["akc-MD-010"] as? ADSegmentedControlModel)?.selectedSegment == 0)

        let person = try #require(controls["akc-PS-011"] as? ADTextPickerModel)
        #expect(person.optionList == ["Ada", "Grace"])
        #expect(person.text == "Ada")
        let reviewer = try #require(controls["akc-RV-021"] as? ADTextPickerModel, "a picker view's valueBinding_aka selects a row")
        #expect(reviewer.optionList == ["Ada", "Grace"])
        #expect(reviewer.text == "(nobody)")
        try controller.setValue(["name": "Alan", "id": 3], at: "reviewer")
        #expect(reviewer.text == "(someone else)")
        try controller.setValue(["name": "Grace", "id": 2], at: "reviewer")
        #expect(reviewer.text == "Grace")
        #expect((controls["akc-DP-012"] as? ADDatePickerModel)?.minimumDate == Date(timeIntervalSince1970: 1_767_225_600))

        let items = try #require(controls["akc-TB-014"] as? ADListModel)
        #expect(items.sections.first?.rows.map(\.text) == ["COPY", "Move"], "the done row in its own cell layout")
        #expect(items.sections.first?.rows.map(\.cellLayout) == ["DoneCell", "ItemCell"])
        #expect(items.cellLayouts.map(\.identifier) == ["ItemCell", "DoneCell"])
        #expect(items.defaultCellLayout == "ItemCell")
        #expect(items.sections.first?.rows.first?.backgroundColor == ADColor(red: 0, green: 255, blue: 0))

        #expect((controls["akc-LT-018"] as? ADSwitchModel)?.isOn == false)
        items.selectedIndex = ADListIndex(row: 1)
        controller.controlDidChange(items)
        #expect(controller.record["currentItem"] == ["title": "Move", "done": false], "a table's selection is written back")

        try controller.setValue(true, at: "isLate")
        #expect(name.textColor == ADColor(red: 255, green: 0, blue: 0))
        #expect(controls["akc-PR-005"]?.isEnabled == false)
        try controller.setValue(.array([]), at: "items")
        #expect(name.isHidden)
        #expect(items.sections.first?.rows.isEmpty == true)
    }
}
