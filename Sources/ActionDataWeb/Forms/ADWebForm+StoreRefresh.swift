import ActionData

extension ADWebForm {
    /// Takes the open record as the store holds it now — changed by a device's sync, or another
    /// person's save — keeping the person's unsaved edits (see
    /// `ADBindingController.refreshFromStore(_:)`); Revert then comes back to `stored`.
    ///
    /// - Returns: the controls to redraw, with a ``ADWebUpdate/notice`` naming the fields that
    ///   changed and the edits kept, or none when nothing changed.
    public func refreshFromStore(_ stored: ADRecord) -> ADWebUpdate {
        let (refresh, changed) = take(stored)
        var update = ADWebUpdate(states: refresh.refreshedControls.compactMap(state(of:)), record: controller.visibleRecord)
        guard !changed.isEmpty || !refresh.keptEdits.isEmpty else { return update }
        var notice = "Changed elsewhere"
        if !changed.isEmpty { notice += ": " + Self.captions(changed) }
        if !refresh.keptEdits.isEmpty { notice += ". Your edits to " + Self.captions(refresh.keptEdits) + " are kept, not saved yet" }
        update.notice = notice + "."
        return update
    }

    /// Saves the edits onto the open record as the store holds it now: the record is taken as
    /// ``refreshFromStore(_:)`` takes it, then saved as ``save(isolation:)`` saves. A field
    /// changed elsewhere since the form took the record (a device's sync, another person's
    /// save) and not edited here is saved as stored, not as the form last showed it.
    ///
    /// - Returns: what ``save(isolation:)`` answers, with a ``ADWebUpdate/notice`` naming the
    ///   fields taken from the store when there were any.
    public func save(onto stored: ADRecord, isolation: isolated (any Actor)? = #isolation) async -> ADWebUpdate {
        let changed = take(stored).changed
        var update = await save(isolation: isolation)
        guard !changed.isEmpty else { return update }
        let fields = Self.captions(changed)
        update.notice = update.failures.isEmpty
            ? "Saved with what changed elsewhere: \(fields)." : "Changed elsewhere: \(fields). Nothing was saved."
        return update
    }

    /// Takes `stored` as the open record, keeping the unsaved edits: what the controller did,
    /// and the fields it changed that were not edited here.
    private func take(_ stored: ADRecord) -> (refresh: ADStoreRefresh, changed: [ADFieldPath]) {
        let refresh = controller.refreshFromStore(stored)
        initialRecord = stored
        return (refresh, refresh.updates.compactMap(\.path).filter { path in !refresh.keptEdits.contains(path) })
    }

    /// Field paths as the page names them, in a list.
    private static func captions(_ paths: [ADFieldPath]) -> String {
        paths.map(caption).joined(separator: ", ")
    }

    /// A field path as the page names it.
    private static func caption(_ path: ADFieldPath) -> String {
        HTMLPage.caption(fromName: path.dotted.replacing(".", with: " "))
    }
}
