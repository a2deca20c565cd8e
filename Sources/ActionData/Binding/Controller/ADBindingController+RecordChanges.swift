extension ADBindingController {
    /// Changes the record field at `path` from the program (not through a control) and
    /// re-evaluates exactly the bindings that read it, as a live edit does: data, enabled,
    /// hidden, colour and style bindings, in layout order. Controls holding unsaved edits keep
    /// them.
    ///
    /// ```swift
    /// try controller.setValue("Ada", at: "name")   // the greeting label shows "Hello Ada"
    /// ```
    /// - Returns: the controls refreshed and the evaluations it cost.
    /// - Throws: ``ADRecordError`` when the path runs through a value that is not a record;
    ///   nothing changes then.
    @discardableResult
    public func setValue(_ value: ADValue, at path: ADFieldPath) throws(ADRecordError) -> ADLiveUpdate {
        try record.setValue(value, at: path)
        return refreshDependants(of: path, editedControl: nil, reformat: true)
    }

    /// Changes the record from the program and re-evaluates exactly the bindings that read a
    /// field whose value changed (compared field by field, nested records included).
    ///
    /// ```swift
    /// controller.changeRecord { record in
    ///     record["firstName"] = "Ada"
    ///     record["lastName"] = "Lovelace"
    /// }
    /// ```
    /// - Returns: one update per changed field, in field order.
    /// - Throws: what `change` throws; the record is then unchanged.
    @discardableResult
    public func changeRecord<Failure: Error>(_ change: (inout ADRecord) throws(Failure) -> Void) throws(Failure) -> [ADLiveUpdate] {
        var changed = record
        try change(&changed)
        let paths = Self.changedPaths(from: record, to: changed, under: [])
        record = changed
        return paths.map { refreshDependants(of: $0, editedControl: nil, reformat: true) }
    }

    /// The deepest paths at which `new` differs from `old`.
    static func changedPaths(from old: ADRecord, to new: ADRecord, under prefix: [String]) -> [ADFieldPath] {
        var paths: [ADFieldPath] = []
        var names = old.fieldNames
        for name in new.fieldNames where old[name] == nil { names.append(name) }
        for name in names {
            let before = old[name]
            let after = new[name]
            if before == after { continue }
            if case .record(let oldFields)? = before, case .record(let newFields)? = after {
                paths += changedPaths(from: oldFields, to: newFields, under: prefix + [name])
            } else {
                paths.append(ADFieldPath(components: prefix + [name]))
            }
        }
        return paths
    }
}
