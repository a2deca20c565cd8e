#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Undo and redo through the engine's edit history, registered with the view controller's
/// `UndoManager`: shake to undo, the three-finger gestures, the keyboard's undo key and an
/// Edit menu all reach `ADBindingController.undo()`.
extension ADBoundViewController {
    /// Registers an undo action when the engine recorded a new history entry since it held
    /// `entriesBefore` (keystrokes that joined the newest entry register nothing more).
    func registerUndoIfRecorded(since entriesBefore: Int) {
        guard bindingController.editHistory.undoEntries.count > entriesBefore else { return }
        registerHistoryStep(undoing: true)
    }

    /// Forgets the registered actions, as the engine forgets its history on a fill or refresh.
    func clearUndoActions() {
        undoManager?.removeAllActions(withTarget: self)
    }

    private func registerHistoryStep(undoing: Bool) {
        undoManager?.registerUndo(withTarget: self) { controller in
            controller.applyHistoryStep(undoing: undoing)
        }
    }

    /// Undoes or redoes through the engine, shows the restored control and what reads it,
    /// focuses the control and registers the opposite action.
    private func applyHistoryStep(undoing: Bool) {
        guard let step = undoing ? bindingController.undo() : bindingController.redo() else { return }
        render([step.control] + step.update.refreshedControls)
        if let entry = boundView(for: step.control) as? any BoundTextEntryView, !entry.view.isFirstResponder {
            entry.view.becomeFirstResponder()
        }
        registerHistoryStep(undoing: !undoing)
        userEventDidFinish()
    }
}
