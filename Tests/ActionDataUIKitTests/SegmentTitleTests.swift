#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// A trip and the ways it may be made.
private struct Trip: Codable {
    var mode = "ride"
    var modes = ["walk", "ride", "fly"]
}

@MainActor
@Suite("ADBoundSegmentedControl titled by the engine")
struct SegmentTitleTests {
    let mode = ADBoundSegmentedControl(frame: .zero)
    let form: BoundForm

    init() throws {
        mode.dataPath = "mode"
        mode.liveUpdate = true
        mode.model.dataBinding = try ADBindingExpression("mode { choices: modes }", kind: .value)
        form = BoundForm([mode])
    }

    private var titles: [String?] {
        (0..<mode.numberOfSegments).map { mode.titleForSegment(at: $0) }
    }

    @Test func theSegmentsAreTheChoices() throws {
        try form.show(Trip())
        #expect(titles == ["walk", "ride", "fly"])
        #expect(mode.selectedSegmentIndex == 1)
    }

    @Test func choicesReplaceInterfaceBuildersSegments() throws {
        mode.insertSegment(withTitle: "First", at: 0, animated: false)
        mode.insertSegment(withTitle: "Second", at: 1, animated: false)
        try form.show(Trip())
        #expect(titles == ["walk", "ride", "fly"])
        #expect(mode.selectedSegmentIndex == 1)
    }

    @Test func aChosenSegmentWritesItsChoice() throws {
        try form.show(Trip())
        mode.selectedSegmentIndex = 2
        mode.sendActions(for: .valueChanged)
        #expect(form.controller.record["mode"] == "fly")
        #expect(try form.controller.getDataModel(Trip.self).mode == "fly")
    }

    @Test func theSegmentsFollowTheChoicesField() throws {
        try form.show(Trip())
        form.controller.record["modes"] = ["walk", "drive", "fly"]
        form.controller.refreshDisplay()
        #expect(titles == ["walk", "drive", "fly"])
        form.controller.record["modes"] = ["walk", "ride"]
        form.controller.refreshDisplay()
        #expect(titles == ["walk", "ride"])
        #expect(mode.selectedSegmentIndex == 1)
    }

    @Test func withoutChoicesInterfaceBuildersSegmentsStand() throws {
        mode.model.dataBinding = nil
        mode.byTitle = true
        mode.insertSegment(withTitle: "walk", at: 0, animated: false)
        mode.insertSegment(withTitle: "ride", at: 1, animated: false)
        try form.show(Trip())
        #expect(titles == ["walk", "ride"])
        #expect(mode.selectedSegmentIndex == 1)
    }
}
#endif
