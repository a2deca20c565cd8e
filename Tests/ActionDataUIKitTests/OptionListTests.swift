#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import TestSupport
import Testing
import UIKitStub

/// Loaded option lists through the UIKit stub: the picker disabled with an accessibility value
/// while its options load, the options in its `UIPickerView` once loaded, a reload when the
/// country changes, and a failing source's message under a segmented control whose segments
/// stay.
@MainActor
@Suite("Loaded option lists on UIKit")
struct OptionListTests {
    struct Delivery: Codable, Equatable {
        var country = "FR"
        var city = "Lyon"
        var size = "L"
    }

    struct Unreachable: Error, CustomStringConvertible {
        var description: String { "the sizes service is unreachable" }
    }

    static func cities(gate: Gate? = nil) -> ADOptionSource {
        ADOptionSource(dependsOn: ["country"]) { record in
            await gate?.pass()
            return record["country"] == "FR" ? [ADOption("Lyon"), ADOption("Paris")] : [ADOption("Berlin"), ADOption("Munich")]
        }
    }

    static let sizes = ADOptionSource(dependsOn: ["country"]) { record in
        guard record["country"] == "FR" else { throw Unreachable() }
        return [ADOption(title: "Small", value: "S"), ADOption(title: "Large", value: "L")]
    }

    let country = ADBoundTextField(frame: .zero)
    let city = ADBoundTextPicker(frame: .zero)
    let size = ADBoundSegmentedControl(frame: .zero)
    let form: BoundForm

    /// The delivery form shown from a `Delivery`, the country typed live.
    init() throws {
        for (view, path) in [(country, "country"), (city, "city"), (size, "size")] as [(any BoundView, String)] {
            (view.bindable as? ADControlModel)?.dataPath = path
        }
        country.liveUpdate = true
        form = BoundForm([country, city, size])
        try form.show(Delivery())
    }

    private var cityOptions: [String?] {
        let picker = city.inputView as? UIPickerView
        let rows = city.pickerView(picker ?? UIPickerView(frame: .zero), numberOfRowsInComponent: 0)
        return (0..<rows).map { city.pickerView(picker ?? UIPickerView(frame: .zero), titleForRow: $0, forComponent: 0) }
    }

    private var sizeTitles: [String?] {
        (0..<size.numberOfSegments).map { size.titleForSegment(at: $0) }
    }

    private var presenter: ADInlineOptionListPresenter? {
        form.controller.optionListPresenter as? ADInlineOptionListPresenter
    }

    @Test func aLoadingPickerIsDisabledAndSaysSoThenShowsTheOptions() async throws {
        let gate = Gate()
        form.controller.loadOptions(of: city, from: Self.cities(gate: gate))
        await form.controller.optionHandOffs?.value
        await form.controller.showCurrentOptionLists()
        #expect(form.controller.optionListState(of: city) == .loading(kept: []))
        #expect(!city.isEnabled)
        #expect(city.accessibilityValue == "Loading options…")

        await gate.open()
        await form.controller.waitForOptionLists()
        #expect(form.controller.optionListState(of: city) == .loaded([ADOption("Lyon"), ADOption("Paris")]))
        #expect(city.isEnabled)
        #expect(city.accessibilityValue == nil)
        #expect(cityOptions == ["Lyon", "Paris"])
        #expect(city.text == "Lyon")
    }

    @Test func aNewCountryReloadsAndTheRecordKeepsItsCityUntilOneIsPicked() async throws {
        form.controller.loadOptions(of: city, from: Self.cities())
        await form.controller.waitForOptionLists()
        BoundForm.replaceText(of: country, with: "DE")
        await form.controller.waitForOptionLists()
        #expect(cityOptions == ["Berlin", "Munich"])
        #expect(city.text == "Lyon", "a city no longer offered stays until the user picks another")
        #expect(try form.controller.getDataModel(Delivery.self) == Delivery(country: "DE", city: "Lyon"))
    }

    @Test func aFailedLoadShowsItsMessageAndKeepsTheSegments() async throws {
        UIAccessibility._postedNotifications.removeAll()
        form.controller.loadOptions(of: size, from: Self.sizes)
        await form.controller.waitForOptionLists()
        #expect(sizeTitles == ["Small", "Large"])
        #expect(size.selectedSegmentIndex == 1, "the record's L, selected once its segment exists")

        BoundForm.replaceText(of: country, with: "DE")
        await form.controller.waitForOptionLists()
        let message = "the options could not be loaded: the sizes service is unreachable"
        #expect(form.controller.optionListState(of: size)?.message == message)
        #expect(sizeTitles == ["Small", "Large"])
        #expect(size.isEnabled)
        #expect(presenter?.failureLabel(for: size)?.text == message)
        #expect(UIAccessibility._postedNotifications.contains { $0.argument as? String == message })

        BoundForm.replaceText(of: country, with: "FR")
        await form.controller.waitForOptionLists()
        #expect(presenter?.failureLabel(for: size) == nil)
        #expect(try form.controller.getDataModel(Delivery.self).size == "L")
    }

    @Test func removingTheSourceStopsTheLoadsAndClearsWhatWasShown() async throws {
        form.controller.loadOptions(of: size, from: Self.sizes)
        BoundForm.replaceText(of: country, with: "DE")
        await form.controller.waitForOptionLists()
        #expect(presenter?.failureLabel(for: size) != nil)
        form.controller.loadOptions(of: size, from: nil)
        #expect(presenter?.failureLabel(for: size) == nil)
        #expect(form.controller.optionListState(of: size) == nil)
        BoundForm.replaceText(of: country, with: "FR")
        await form.controller.waitForOptionLists()
        #expect(form.controller.optionListState(of: size) == nil)
    }
}
#endif
