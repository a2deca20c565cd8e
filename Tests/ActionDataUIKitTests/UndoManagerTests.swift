#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

@MainActor
@Suite("ADBoundViewController registers the engine's undo with its UndoManager")
struct UndoManagerTests {
    @Test func typingInTwoControlsUndoesAndRedoesThroughTheEngine() throws {
        let form = CategoryForm()
        try form.show()
        let undo = try #require(form.controller.undoManager)
        #expect(!undo.canUndo)
        #expect(form.name.becomeFirstResponder())
        CategoryForm.type("s!", into: form.name)
        #expect(form.summary.text == "Category: Swift Files!")
        form.stepper.value = 5
        form.stepper.sendActions(for: .valueChanged)
        #expect(form.stock.text == "order more product")

        undo.undo()
        #expect(form.stepper.value == 1000)
        #expect(form.stock.text == "quantity good")
        #expect(form.controller.record["quantity"] == 1000)
        undo.undo()
        #expect(form.name.text == "Swift File", "the keystrokes in one field are one undo")
        #expect(form.summary.text == "Category: Swift File")
        #expect(form.name.isFirstResponder)
        #expect(!undo.canUndo)

        undo.redo()
        #expect(form.name.text == "Swift Files!")
        #expect(form.summary.text == "Category: Swift Files!")
        undo.redo()
        #expect(form.stock.text == "order more product")
        #expect(!undo.canRedo)
    }

    @Test func aNewRecordForgetsTheUndoActions() throws {
        let form = CategoryForm()
        try form.show()
        #expect(form.name.becomeFirstResponder())
        CategoryForm.type("s", into: form.name)
        let undo = try #require(form.controller.undoManager)
        #expect(undo.canUndo)
        try form.show()
        #expect(!undo.canUndo)
        undo.undo()
        #expect(form.name.text == "Swift File")
    }
}
#endif
