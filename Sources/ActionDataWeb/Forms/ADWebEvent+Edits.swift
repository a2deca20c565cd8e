extension ADWebEvent.Action {
    /// Whether the action changes a control's value, so that a control the person's
    /// permissions lock refuses it. Undo and redo replay the person's own edits, each made
    /// where it was allowed.
    var edits: Bool {
        switch self {
        case .input, .commit, .edit, .pick, .increment, .decrement: true
        case .focus, .previous, .next, .done, .cancel, .return, .undo, .redo: false
        }
    }
}
