import Foundation

/// A recorder of undo and redo operations. Transcribes Foundation's `NSUndoManager`
/// (`NSUndoManager.h`, iOS 3.0) with the Swift overlay's `registerUndo(withTarget:handler:)`
/// (iOS 9.0); swift-corelibs-foundation has no undo manager, so the stub supplies one.
///
/// The stub models what the adapters use: each registration is one undo group; a registration
/// while undoing goes onto the redo stack, one while redoing onto the undo stack, and any other
/// clears the redo stack, as Foundation's does. Grouping by run-loop event is not modelled.
open class UndoManager: NSObject {
    private typealias Action = (target: AnyObject, handler: (AnyObject) -> Void, name: String)
    private var undoStack: [Action] = []
    private var redoStack: [Action] = []

    /// NSObject's `-init`.
    public override init() {
        super.init()
    }

    /// NSUndoManager.h `canUndo`.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// NSUndoManager.h `canRedo`.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// NSUndoManager.h `isUndoing`.
    open private(set) var isUndoing = false
    /// NSUndoManager.h `isRedoing`.
    open private(set) var isRedoing = false
    /// NSUndoManager.h `undoActionName`.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// NSUndoManager.h `redoActionName`.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// The overlay's `registerUndo(withTarget:handler:)`: records `handler` to run with `target`
    /// on undo.
    public func registerUndo<TargetType>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) where TargetType: AnyObject {
        let action: Action = (target, { object in
            // The stored target is the one registered, so the cast always succeeds.
            if let typed = object as? TargetType { handler(typed) }
        }, "")
        if isUndoing {
            redoStack.append(action)
        } else {
            if !isRedoing { redoStack.removeAll() }
            undoStack.append(action)
        }
    }

    /// NSUndoManager.h `setActionName:`: names the newest group.
    open func setActionName(_ actionName: String) {
        if isUndoing, let last = redoStack.indices.last {
            redoStack[last].name = actionName
        } else if let last = undoStack.indices.last {
            undoStack[last].name = actionName
        }
    }

    /// NSUndoManager.h `undo`: runs the newest undo group.
    open func undo() {
        guard let action = undoStack.popLast() else { return }
        isUndoing = true
        action.handler(action.target)
        isUndoing = false
    }

    /// NSUndoManager.h `redo`: runs the newest redo group.
    open func redo() {
        guard let action = redoStack.popLast() else { return }
        isRedoing = true
        action.handler(action.target)
        isRedoing = false
    }

    /// NSUndoManager.h `removeAllActions`.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// NSUndoManager.h `removeAllActionsWithTarget:`.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        undoStack.removeAll { $0.target === object }
        redoStack.removeAll { $0.target === object }
    }
}
