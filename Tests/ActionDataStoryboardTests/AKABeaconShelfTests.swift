import ActionData
import ActionDataStoryboard
import Foundation
import TestSupport
import Testing

/// `AKABeaconShelf.storyboard`: AKABeacon's remaining constructs in one form — fonts, type tests and
/// predicate conditions, dynamic sections with per-row cell layouts, an animation read from the
/// model, an inline picker view with its titles, and a formatter only the app registers.
@Suite("Interface Builder documents: the shelf fixture of AKABeacon's remaining constructs")
struct AKABeaconShelfTests {
    private static func document() throws -> ADInterfaceDocument {
        try ADInterfaceDocument(contentsOf: FixtureFiles.url("AKABeaconShelf.storyboard"))
    }

    private static func sample() throws -> ADRecord {
        try ADRecord(jsonData: Data(contentsOf: FixtureFiles.url("AKABeaconShelf.json")))
    }

    /// The fixture's form bound to its sample record, and its controls by object id.
    private static func boundForm() throws -> (ADBindingController, [String: any ADBindable]) {
        let form = try document().makeForm()
        let controller = ADBindingController(root: form.root)
        controller.setRecord(try sample())
        return (controller, Dictionary(form.controls.map { ($0.objectID, $0.control) }) { first, _ in first })
    }

    @Test("it lints with no errors and no unknown bindings; the app's formatter is a warning saying how to register it")
    func lints() throws {
        let linter = ADStoryboardLinter(model: ADLintModel(sample: try Self.sample(), name: "Shelf"))
        let diagnostics = linter.lint(try Self.document(), file: "AKABeaconShelf.storyboard")
        #expect(diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        #expect(!diagnostics.contains { $0.message.contains("is not known") })
        #expect(diagnostics.map(\.message).filter { $0.contains("<PriceFormatter>") }.count == 1)
    }

    @Test("each construct behaves: sections, cell layouts, type-tested conditions, a model animation, picker titles")
    func behaves() throws {
        let (controller, controls) = try Self.boundForm()

        let shelves = try #require(controls["shf-TB-005"] as? ADListModel)
        #expect(shelves.sections.map(\.headerTitle) == ["Featured", "Novels", "Spare copies"])
        #expect(shelves.sections.map(\.footerTitle) == [nil, "fiction", nil])
        #expect(shelves.sections.map { $0.rows.map(\.text) } == [["Notes on the Analytical Engine"], ["Frankenstein", "2"], ["7", "loose page"]])
        #expect(shelves.sections.map { $0.rows.map(\.cellLayout) } == [["BookCell"], ["BookCell", "CountCell"], ["CountCell", "BookCell"]])
        #expect(shelves.sections[1].rows[1].backgroundColor == ADColor(red: 255, green: 235, blue: 160))

        let pick = try #require(controls["shf-PK-001"] as? ADLabelModel)
        #expect(pick.text == "nothing picked")
        let reader = try #require(controls["shf-RD-004"] as? ADTextPickerModel)
        #expect(reader.text == "(nobody)")
        #expect(reader.optionList == ["Ada", "Grace"])

        let picks: [(ADListIndex, String)] = [
            (ADListIndex(section: 1, row: 1), "low stock"), (ADListIndex(section: 2, row: 0), "in stock"),
            (ADListIndex(section: 2, row: 1), "loose page"), (ADListIndex(section: 1, row: 0), "Frankenstein"),
        ]
        for (index, shown) in picks {
            shelves.selectedIndex = index
            controller.controlDidChange(shelves)
            #expect(pick.text == shown)
        }
        #expect(pick.transitionAnimation == ADTransitionAnimation(duration: 0.4, options: ["TransitionFlipFromLeft"]))
        try controller.setValue(["duration": 1.5], at: "pickAnimation")
        #expect(pick.transitionAnimation == ADTransitionAnimation(duration: 1.5))
        try controller.setValue(1, at: "lowStock")
        shelves.selectedIndex = ADListIndex(section: 1, row: 1)
        controller.controlDidChange(shelves)
        #expect(pick.text == "in stock", "the predicate reads lowStock live")
        #expect(controller.issues.filter { $0.severity == .error }.map(\.message) == [])
    }

    @Test("fonts: the document's fontDescription, kept by {}, adjusted by a font binding live and by a style binding's font")
    func fonts() throws {
        let (controller, controls) = try Self.boundForm()
        let pick = try #require(controls["shf-PK-001"])
        let lowStock = try #require(controls["shf-LS-002"])
        let price = try #require(controls["shf-PR-003"])
        #expect(pick.font == ADFont(size: 20, traits: .bold))
        #expect(lowStock.documentFont == ADFont(size: 16))
        #expect(lowStock.font == ADFont(size: 14, traits: .italic))
        #expect(price.font == ADFont(family: "Georgia", name: "Georgia", size: 18, traits: .bold))

        try controller.setValue(9, at: "lowStock")
        #expect(lowStock.font == ADFont(size: 22, weight: .heavy))
        try controller.setValue(0, at: "priceTraits")
        #expect(price.font == ADFont(family: "Georgia", name: "Georgia", size: 18))
        try controller.setValue(5000, at: "priceTraits")
        #expect(price.font == ADFont(family: "Georgia", name: "Georgia", size: 18), "unknown trait bits are dropped")
        try controller.setValue("wobbly", at: "priceTraits")
        #expect(price.font == price.documentFont)
        #expect(controller.issues.contains { $0.property == .font && $0.message.contains("font.traits") })
    }
}
