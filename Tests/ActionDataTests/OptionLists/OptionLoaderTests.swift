import ActionData
import TestSupport
import Testing

/// Loaded option lists in the engine: the loader's states, cancellation and kept options, the
/// dependencies, and the controls keeping their selection.
@Suite("Option lists loaded asynchronously")
struct OptionLoaderTests {
    struct Unreachable: Error, CustomStringConvertible {
        var description: String { "the service is unreachable" }
    }

    static func cities(failing: Bool = false, gate: Gate? = nil) -> ADOptionSource {
        ADOptionSource(dependsOn: ["country"]) { record in
            await gate?.pass()
            if failing { throw Unreachable() }
            return record["country"] == "FR" ? [ADOption("Paris"), ADOption("Lyon")] : [ADOption("Berlin")]
        }
    }

    @Test func dependencyValuesAreReadInOrderWithNullForAMissingField() {
        let source = ADOptionSource(dependsOn: ["country", "address.zip", "missing"]) { _ in [] }
        let record: ADRecord = ["country": "FR", "address": ["zip": "75001"]]
        #expect(source.dependencyValues(in: record) == ["FR", "75001", .null])
    }

    @Test func aLoadIsLoadingThenLoaded() async {
        let gate = Gate()
        let loader = ADOptionLoader()
        await loader.reload("city", from: Self.cities(gate: gate), record: ["country": "FR"])
        #expect(await loader.state(of: "city") == .loading(kept: []))
        #expect(await loader.state(of: "city")?.isLoading == true)
        await gate.open()
        await loader.waitForLoads()
        #expect(await loader.state(of: "city") == .loaded([ADOption("Paris"), ADOption("Lyon")]))
    }

    @Test func aNewLoadCancelsTheOneBeforeAndItsLateAnswerIsDropped() async {
        let gate = Gate()
        let loader = ADOptionLoader()
        await loader.reload("city", from: Self.cities(gate: gate), record: ["country": "FR"])
        await loader.reload("city", from: Self.cities(), record: ["country": "DE"])
        await loader.waitForLoads()
        #expect(await loader.state(of: "city") == .loaded([ADOption("Berlin")]))
        await gate.open()
        await loader.waitForLoads()
        #expect(await loader.state(of: "city") == .loaded([ADOption("Berlin")]), "the French answer came too late")
    }

    @Test func aFailedLoadSaysWhyAndKeepsTheLastGoodOptions() async {
        let loader = ADOptionLoader()
        await loader.reload("city", from: Self.cities(), record: ["country": "DE"])
        await loader.waitForLoads()
        await loader.reload("city", from: Self.cities(failing: true), record: ["country": "FR"])
        #expect(await loader.state(of: "city") == .loading(kept: [ADOption("Berlin")]))
        await loader.waitForLoads()
        let state = await loader.state(of: "city")
        #expect(state?.options == [ADOption("Berlin")])
        #expect(state?.message == "the options could not be loaded: the service is unreachable")
    }

    @Test(arguments: [
        ("country", true), ("country.code", true), ("city", false), ("countryName", false),
    ])
    func dependencies(path: String, reloads: Bool) {
        let source = ADOptionSource(dependsOn: ["country"]) { _ in [] }
        #expect(source.dependsOn(ADFieldPath(stringLiteral: path)) == reloads)
        #expect(ADOptionSource(dependsOn: ["address.country"]) { _ in [] }.dependsOn("address") == true)
    }

    @Test func aPickerKeepsItsValueAndFindsItAmongTheLoadedOptions() throws {
        let picker = ADTextPickerModel(name: "city", dataPath: "city", optionList: ["Berlin"])
        let controller = ADBindingController(root: ADViewGroup([picker]))
        controller.setRecord(["city": "Lyon"])
        #expect(picker.selectedIndex == nil)
        picker.showOptions([ADOption("Paris"), ADOption("Lyon")])
        #expect(picker.optionList == ["Paris", "Lyon"])
        #expect(picker.selectedIndex == 1)
        #expect(!picker.hasEdits)
        picker.showOptions([ADOption("Berlin")])
        #expect(picker.selectedIndex == nil)
        #expect(picker.text == "Lyon", "the record's value is not changed")
    }

    @Test func aSegmentedControlKeepsTheSelectedValueWhileAnOptionHasIt() throws {
        let size = ADSegmentedControlModel(name: "size", dataPath: "size", segmentTitles: ["S", "M"], byTitle: true)
        let controller = ADBindingController(root: ADViewGroup([size]))
        controller.setRecord(["size": "M"])
        #expect(size.selectedSegment == 1)
        size.showOptions([ADOption(title: "Large", value: "L"), ADOption(title: "Medium", value: "M")])
        #expect(size.segmentTitles == ["Large", "Medium"])
        #expect(size.selectedSegment == 1)
        #expect(!size.hasEdits)
        #expect(try size.editedValue(as: nil, kind: nil) == "M")
        size.selectedSegment = 0
        size.showOptions([ADOption(title: "L", value: "L"), ADOption(title: "XL", value: "XL")])
        #expect(size.selectedSegment == 0, "an unsaved choice still present stays chosen")
        #expect(size.hasEdits)
        #expect(try size.editedValue(as: nil, kind: nil) == "L")
        size.showOptions([ADOption(title: "XL", value: "XL")])
        #expect(size.selectedSegment == nil)
    }
}
