/// The user's edits of one form, newest last, for undo and redo: each entry is the control,
/// the record value before and after, and the caret after the edit where the front end knew it.
///
/// The controller records an entry when a control's live update writes a changed value
/// (``ADBindingController/controlDidChange(_:)``, ``ADBindingController/controlDidEndEditing(_:)``).
/// Consecutive edits of the same control are one entry (the first value before, the last after)
/// until another control is edited, the control's edit ends, or an undo or redo runs. Filling the
/// form (``ADBindingController/setRecord(_:)``) or a full refresh clears it.
public struct ADEditHistory: Sendable, Hashable {
    /// One undoable edit.
    public struct Entry: Sendable, Hashable {
        /// The edited control's position in ``ADBindingController/controls``.
        public var controlIndex: Int
        /// The record's value before the edit; `nil` when the field was absent.
        public var before: ADValue?
        /// The record's value after the edit.
        public var after: ADValue
        /// Where the caret was after the edit (UTF-16 offset), when the front end said.
        public var caret: Int?

        /// An entry for the control at `controlIndex`.
        public init(controlIndex: Int, before: ADValue?, after: ADValue, caret: Int? = nil) {
            self.controlIndex = controlIndex
            self.before = before
            self.after = after
            self.caret = caret
        }
    }

    /// The most entries kept; the oldest is dropped beyond it.
    public let capacity: Int
    /// The edits an undo takes back, newest last.
    public private(set) var undoEntries: [Entry] = []
    /// The edits a redo makes again, the next one last.
    public private(set) var redoEntries: [Entry] = []
    /// Whether the next edit of the newest entry's control joins that entry.
    private var coalescing = false

    /// An empty history keeping at most `capacity` entries (at least one).
    public init(capacity: Int = 100, undoEntries: [Entry] = [], redoEntries: [Entry] = []) {
        self.capacity = max(capacity, 1)
        self.undoEntries = Array(undoEntries.suffix(self.capacity))
        self.redoEntries = Array(redoEntries.suffix(self.capacity))
    }

    /// Whether there is an edit to undo.
    public var canUndo: Bool { !undoEntries.isEmpty }
    /// Whether there is an undone edit to redo.
    public var canRedo: Bool { !redoEntries.isEmpty }

    /// Records an edit; it joins the newest entry when that is the same control's, still open.
    /// A new edit drops what could be redone.
    mutating func record(_ entry: Entry) {
        redoEntries.removeAll()
        if coalescing, let last = undoEntries.last, last.controlIndex == entry.controlIndex {
            undoEntries.removeLast()
            if last.before != entry.after {
                undoEntries.append(Entry(controlIndex: entry.controlIndex, before: last.before, after: entry.after, caret: entry.caret))
            }
        } else {
            undoEntries.append(entry)
            if undoEntries.count > capacity { undoEntries.removeFirst(undoEntries.count - capacity) }
        }
        coalescing = true
    }

    /// Closes the newest entry: the next edit starts a new one.
    mutating func close() {
        coalescing = false
    }

    /// Notes the caret after the newest edit of the control at `controlIndex`.
    mutating func noteCaret(_ caret: Int, controlIndex: Int) {
        guard let last = undoEntries.indices.last, undoEntries[last].controlIndex == controlIndex else { return }
        undoEntries[last].caret = caret
    }

    /// Takes the newest entry off the undo list onto the redo list.
    mutating func popUndo() -> Entry? {
        coalescing = false
        guard let entry = undoEntries.popLast() else { return nil }
        redoEntries.append(entry)
        return entry
    }

    /// Takes the next entry off the redo list back onto the undo list.
    mutating func popRedo() -> Entry? {
        coalescing = false
        guard let entry = redoEntries.popLast() else { return nil }
        undoEntries.append(entry)
        return entry
    }

    /// Forgets every entry.
    mutating func clear() {
        undoEntries.removeAll()
        redoEntries.removeAll()
        coalescing = false
    }
}
