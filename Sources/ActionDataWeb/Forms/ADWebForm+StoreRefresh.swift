import ActionData

extension ADWebForm {
    /// Takes the open record as the store holds it now — changed by a device's sync, or another
    /// person's save — keeping the person's unsaved edits (see
    /// `ADBindingController.refreshFromStore(_:)`); Revert then comes back to `stored`.
    ///
    /// - Returns: the controls to redraw, with a ``ADWebUpdate/notice`` naming the fields that
    ///   changed and the edits kept, or none when nothing changed.
    public func refreshFromStore(_ stored: ADRecord) -> ADWebUpdate {
        let refresh = controller.refreshFromStore(stored)
        initialRecord = stored
        var update = ADWebUpdate(states: refresh.refreshedControls.compactMap(state(of:)), record: controller.visibleRecord)
        let changed = refresh.updates.compactMap(\.path).filter { path in !refresh.keptEdits.contains(path) }
        guard !changed.isEmpty || !refresh.keptEdits.isEmpty else { return update }
        var notice = "Changed elsewhere"
        if !changed.isEmpty { notice += ": " + changed.map(Self.caption).joined(separator: ", ") }
        if !refresh.keptEdits.isEmpty {
            notice += ". Your edits to " + refresh.keptEdits.map(Self.caption).joined(separator: ", ") + " are kept, not saved yet"
        }
        update.notice = notice + "."
        return update
    }

    /// A field path as the page names it.
    private static func caption(_ path: ADFieldPath) -> String {
        HTMLPage.caption(fromName: path.dotted.replacing(".", with: " "))
    }
}
