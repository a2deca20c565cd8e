extension ADBindingController {
    /// Takes the record as the store holds it after a pull changed it under the open form:
    /// fields the user has not edited since the record was loaded or saved (``savedRecord``)
    /// take the stored values, fields they edited keep their unsaved edits — also where the
    /// pull changed them too — and exactly the bindings that read a field whose value changed
    /// are re-evaluated, as ``changeRecord(_:)`` does. `stored` becomes the ``savedRecord``,
    /// so the kept edits stay unsaved edits, and the permissions are judged on it.
    ///
    /// A field is edited when ``record`` differs from ``savedRecord`` there (a live edit, a
    /// committed edit, a change from the program), or when a control holding unsaved edits
    /// writes it.
    ///
    /// ```swift
    /// // the pull changed "site"; the user had edited "defects"
    /// let refresh = controller.refreshFromStore(storedInspection)
    /// refresh.keptEdits      // the fields the pull changed that the user had edited
    /// ```
    /// With ``access`` in force, what it returns names only fields the person sees, before the
    /// refresh and after: a field hidden from them changes nothing they are told, and no
    /// control is reported for it (its withheld controls show nothing either way).
    ///
    /// - Returns: the fields refreshed, the edits kept and the controls changed.
    @discardableResult
    public func refreshFromStore(_ stored: ADRecord) -> ADStoreRefresh {
        let pulled = Self.changedPaths(from: savedRecord, to: stored, under: [])
        let edited = Self.changedPaths(from: savedRecord, to: record, under: []) + pendingEditPaths()
        var merged = record
        var kept: [ADFieldPath] = []
        for path in pulled {
            if edited.contains(where: { $0.contains(path) || path.contains($0) }) {
                kept.append(path)
            } else {
                merged[path: path] = stored.value(at: path)
            }
        }
        savedRecord = stored
        let hiddenBefore = permissions.hiddenFields
        let changes = changeRecord { record in record = merged }
        let judged = permissions.judge(stored, controls: form)
        showPermissions(judged)
        let unseen = hiddenBefore.union(permissions.hiddenFields)
        let updates = changes.filter { update in update.path.map { !unseen.contains($0.components.first ?? $0.dotted) } ?? true }
        var positions = Set(judged)
        for update in updates {
            for control in update.refreshedControls {
                if let index = form.index(of: control) { positions.insert(index.position) }
            }
        }
        let refreshed = positions.sorted().map { form.control(ControlIndex($0)) }
        return ADStoreRefresh(updates: updates, keptEdits: kept, refreshedControls: refreshed)
    }

    /// The paths the controls holding unsaved edits write.
    private func pendingEditPaths() -> [ADFieldPath] {
        form.slots.compactMap { slot in
            guard let editable = slot.editable, editable.hasEdits, editable.validation.persist else { return nil }
            return slot.writePath
        }
    }
}
