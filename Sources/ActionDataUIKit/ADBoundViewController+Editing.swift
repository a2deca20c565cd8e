#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// The user's events, reported by the bound views, handed to the engine; the engine's answers
/// shown.
extension ADBoundViewController {
    /// A bound view's value changed by the user, already written into its model.
    func boundViewDidChange(_ view: any BoundView) {
        guard let editable = view.bindable as? any ADEditableBindable else { return }
        let entries = bindingController.editHistory.undoEntries.count
        defer { registerUndoIfRecorded(since: entries) }
        let update = bindingController.controlDidChange(editable)
        render(update.refreshedControls)
        renderValidationMessages(of: [view])
        refreshAccessoryButtons()
        checkAsynchronously(editable)
        updateOptionLists()
        userEventDidFinish()
        controlDidChange(editable)
    }

    /// A text control became first responder.
    func boundViewDidBeginEditing(_ view: any BoundTextEntryView) {
        bindingController.focus(view.entry)
        installAccessoryToolbar(on: view)
        view.render()
        keyboardFocusDidMove()
    }

    /// A text control resigned first responder. When the engine still has it focused (the user
    /// tapped elsewhere), editing ends there too; a move the engine made has ended it already.
    func boundViewDidEndEditing(_ view: any BoundTextEntryView) {
        let entries = bindingController.editHistory.undoEntries.count
        defer { registerUndoIfRecorded(since: entries) }
        if bindingController.focusedControl === view.entry {
            bindingController.endEditing()
        }
        view.setAccessoryToolbar(nil)
        renderAll()
        userEventDidFinish()
    }

    /// The user tapped Return in a text control.
    /// - Returns: whether the control should take a line break.
    func boundViewReturnPressed(_ view: any BoundTextEntryView) -> Bool {
        let entries = bindingController.editHistory.undoEntries.count
        defer { registerUndoIfRecorded(since: entries) }
        if bindingController.focusedControl !== view.entry { bindingController.focus(view.entry) }
        switch bindingController.returnPressed() {
        case .insertLineBreak:
            return true
        case .movedToNext:
            followEngineFocus()
        case .closedKeyboard:
            view.view.resignFirstResponder()
        case .none:
            break
        }
        renderAll()
        userEventDidFinish()
        return false
    }

    /// A button of the accessory toolbar was tapped.
    func accessoryButtonTapped(_ kind: ADAccessoryButton.Kind) {
        let entries = bindingController.editHistory.undoEntries.count
        defer { registerUndoIfRecorded(since: entries) }
        switch kind {
        case .previous:
            if bindingController.moveToPrev() { followEngineFocus() }
        case .next:
            if bindingController.moveToNext() { followEngineFocus() }
        case .done:
            bindingController.endEditing()
            formView.endEditing(true)
        case .cancel:
            bindingController.pickerCancel()
            formView.endEditing(true)
        }
        renderAll()
        userEventDidFinish()
    }

    /// Makes the view of the control the engine focused first responder.
    private func followEngineFocus() {
        guard let target = focusedView else {
            formView.endEditing(true)
            return
        }
        target.view.becomeFirstResponder()
    }
}
