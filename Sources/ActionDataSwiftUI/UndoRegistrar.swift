#if canImport(SwiftUI)
import ActionData
import Combine
import Foundation

/// Registers each undoable edit of a form (``ActionData/ADFormModel/observeUndoableEdits(_:)``)
/// with the environment's `UndoManager`, so the system's undo (shake, three-finger gestures,
/// the keyboard's undo key, Edit ▸ Undo) goes through the engine; a fill forgets the actions.
@MainActor
final class UndoRegistrar: ObservableObject {
    private let form: ADFormModel
    private weak var undoManager: UndoManager?
    private var observations: [ADFormObservation] = []

    init(_ form: ADFormModel) {
        self.form = form
        observations = [
            form.observeUndoableEdits { [weak self] in self?.register(undoing: true) },
            form.observe { [weak self] changes in
                guard let self, changes.contains(.fill) else { return }
                self.undoManager?.removeAllActions(withTarget: self)
            },
        ]
    }

    /// The undo manager the view's environment holds now.
    func attach(_ manager: UndoManager?) {
        guard manager !== undoManager else { return }
        undoManager?.removeAllActions(withTarget: self)
        undoManager = manager
    }

    private func register(undoing: Bool) {
        undoManager?.registerUndo(withTarget: self) { registrar in
            registrar.step(undoing: undoing)
        }
    }

    private func step(undoing: Bool) {
        guard let control = undoing ? form.undo() : form.redo() else { return }
        // Nothing lost: the restored control is shown either way; a control that takes no
        // keyboard focus (a switch, a slider) just keeps the focus where it is.
        _ = try? form.focus(control)
        register(undoing: !undoing)
    }
}
#endif
