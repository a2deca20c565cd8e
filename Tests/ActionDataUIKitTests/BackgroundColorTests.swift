#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// A task whose colours depend on its state.
private struct Chore: Codable {
    var title = "Write docs"
    var shade = "#336699"
    var late = true
    var mode = "walk"
    var due = Date(timeIntervalSince1970: 0)
}

@MainActor
@Suite("Background colours")
struct BackgroundColorTests {
    let title = ADBoundLabel(frame: .zero)
    let late = ADBoundSwitch(frame: .zero)
    let mode = ADBoundSegmentedControl(frame: .zero)
    let due = ADBoundDatePicker(frame: .zero)
    let plain = ADBoundLabel(frame: .zero)
    let form: BoundForm

    init() throws {
        title.dataPath = "title"
        title.model.setColorPath("shade", for: .background)
        late.dataPath = "late"
        late.liveUpdate = true
        late.model.styleBinding = try ADBindingExpression("{ backgroundColor: $when(late) \"#FF0000\" }")
        mode.dataPath = "mode"
        mode.byTitle = true
        mode.insertSegment(withTitle: "walk", at: 0, animated: false)
        mode.model.setColorPath("shade", for: .background)
        due.dataPath = "due"
        due.model.styleBinding = try ADBindingExpression("{ backgroundColor: $when(late) shade }")
        plain.dataPath = "title"
        plain.backgroundColor = .systemRed
        form = BoundForm([title, late, mode, due, plain])
    }

    @Test func boundBackgroundsAreShownOnEveryKind() throws {
        try form.show(Chore())
        #expect(title.backgroundColor?.hex == "#336699")
        #expect(late.backgroundColor?.hex == "#FF0000")
        #expect(mode.backgroundColor?.hex == "#336699")
        #expect(due.backgroundColor?.hex == "#336699")
    }

    @Test func aBackgroundThatGivesNoColourShowsNone() throws {
        try form.show(Chore())
        late.isOn = false
        late.sendActions(for: .valueChanged)
        #expect(late.backgroundColor == nil)
        #expect(due.backgroundColor == nil)
        #expect(title.backgroundColor?.hex == "#336699")
    }

    @Test func anUnboundBackgroundIsInterfaceBuilders() throws {
        try form.show(Chore())
        #expect(plain.backgroundColor?.hex == UIColor.systemRed.hex)
        form.controller.refreshDisplay()
        #expect(plain.backgroundColor?.hex == UIColor.systemRed.hex)
    }
}
#endif
