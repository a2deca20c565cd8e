import ActionData
import Testing

/// Loaded option lists in the form model (what the SwiftUI views read): each control's
/// ``ADFormControl/optionList``, the options shown once loaded, a reload when a dependency
/// changes, the record's value selected once an option holds it, and a failure keeping the
/// last options.
@Suite("Form model: loaded option lists")
@MainActor
struct FormModelOptionListTests {
    struct Unreachable: Error, CustomStringConvertible {
        var description: String { "the sizes service is unreachable" }
    }

    static let cities = ADOptionSource(dependsOn: ["country"]) { record in
        record["country"] == "FR" ? [ADOption("Lyon"), ADOption("Paris")] : [ADOption("Berlin"), ADOption("Munich")]
    }

    static let sizes = ADOptionSource(dependsOn: ["country"]) { record in
        guard record["country"] == "FR" else { throw Unreachable() }
        return [ADOption(title: "Small", value: "S"), ADOption(title: "Large", value: "L")]
    }

    static func form() -> ADFormModel {
        let country = ADTextFieldModel(name: "country", dataPath: "country")
        country.liveUpdate = true
        let city = ADTextPickerModel(name: "city", dataPath: "city")
        let size = ADSegmentedControlModel(name: "size", dataPath: "size")
        return ADFormModel(root: ADViewGroup([country, city, size]), record: ["country": "FR", "city": "Lyon", "size": "L"])
    }

    @Test func aLoadIsLoadingThenShowsTheOptionsAndPublishesTheControl() async throws {
        let form = Self.form()
        let city = try form.named("city")
        let recorder = FormModelRecorder(form)
        form.loadOptions(of: city, from: Self.cities)
        await form.waitForOptionLists()
        #expect(city.optionList == .loaded([ADOption("Lyon"), ADOption("Paris")]))
        #expect(city.options == ["Lyon", "Paris"])
        #expect(city.text == "Lyon")
        #expect(recorder.notifications["city", default: 0] >= 1)
    }

    @Test func anEditOfADependencyReloadsAndTheChoiceIsSaved() async throws {
        let form = Self.form()
        let city = try form.named("city")
        form.loadOptions(of: city, from: Self.cities)
        await form.waitForOptionLists()
        try form.setText("DE", for: try form.named("country"))
        await form.waitForOptionLists()
        #expect(city.options == ["Berlin", "Munich"])
        #expect(city.text == "Lyon", "the record's city stays until the user chooses")
        try form.choose(option: 1, in: city)
        try form.controller.updateRecord()
        #expect(form.record["city"] == "Munich")
    }

    @Test func aSegmentShowsTheRecordsValueOnceLoadedAndAFailureKeepsTheSegments() async throws {
        let form = Self.form()
        let size = try form.named("size")
        form.loadOptions(of: size, from: Self.sizes)
        await form.waitForOptionLists()
        #expect(size.segmentTitles == ["Small", "Large"])
        #expect(size.selectedSegment == 1)
        try form.setText("DE", for: try form.named("country"))
        await form.waitForOptionLists()
        #expect(size.optionList?.message == "the options could not be loaded: the sizes service is unreachable")
        #expect(size.segmentTitles == ["Small", "Large"])
        #expect(size.selectedSegment == 1)
    }

    @Test func noSourceMeansNoStateAndOtherControlsAreLeftAlone() async throws {
        let form = Self.form()
        let city = try form.named("city")
        let country = try form.named("country")
        form.loadOptions(of: country, from: Self.cities)
        form.loadOptions(of: city, from: Self.cities)
        await form.waitForOptionLists()
        #expect(country.optionList == nil, "a text field cannot show loaded options")
        form.loadOptions(of: city, from: nil)
        #expect(city.optionList == nil)
        #expect(city.options == ["Lyon", "Paris"], "the options shown stay")
    }
}
