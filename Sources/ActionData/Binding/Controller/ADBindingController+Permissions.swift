extension ADBindingController {
    /// The permissions of the person using the form (``ADPermissions/access(to:for:)``), or
    /// `nil` (the default) for none. Front ends set it when they know who is asking.
    ///
    /// With rules in force, judged on each record shown:
    /// - a control reading a field the person may not see is hidden and shows nothing (``isWithheld(_:)``);
    /// - a control writing a field the person may not change, or may not see, is disabled and
    ///   its edits are refused with reason ``ADValidationFailure/Reason/permission`` (``mayEdit(_:)``);
    /// - a save (``getDataModel(_:decoder:)``, ``updateRecord()``) writes only what the person may
    ///   change, sets the presets, and fails with reason ``ADValidationFailure/Reason/permission``
    ///   naming the rule when no role may save the record or it breaks a `check`.
    ///
    /// Setting it judges the rules on the record last given to ``setRecord(_:)`` (or
    /// ``setDataModel(_:encoder:)``), not on the edits made since.
    public var access: ADAccess? {
        get { permissions.access }
        set { setAccess(newValue, judgedOn: permissions.baseline) }
    }

    /// Whether the record shown is stored, so update rules apply (the default), or new, so
    /// create rules apply. Set it with each record a front end loads.
    public var isRecordStored: Bool {
        get { permissions.isRecordStored }
        set {
            permissions.isRecordStored = newValue
            judgePermissions(on: permissions.baseline)
        }
    }

    /// Puts `access` in force, judged on `stored`: the record as stored, which a save is
    /// checked against, while ``record`` keeps any edits made since. A front end that brings
    /// back a session's edits (a web session restored on another node) passes the record the
    /// edits were made over, so no edit made before the rules were in force counts as stored.
    public func setAccess(_ access: ADAccess?, judgedOn stored: ADRecord) {
        permissions.access = access
        judgePermissions(on: stored)
    }

    /// Whether the person may edit `control`: `false` for a control writing a field that
    /// ``access`` makes read-only or hidden for the record shown.
    public func mayEdit(_ control: any ADBindable) -> Bool {
        guard let index = form.index(of: control) else { return true }
        return !permissions.locked.contains(index.position)
    }

    /// Whether `control` reads a field ``access`` hides for the record shown: it is hidden and
    /// shows nothing.
    public func isWithheld(_ control: any ADBindable) -> Bool {
        guard let index = form.index(of: control) else { return false }
        return permissions.withheld.contains(index.position)
    }

    /// ``record`` without the fields ``access`` hides: what may be shown or sent to the person.
    public var visibleRecord: ADRecord {
        record.removingFields(permissions.hiddenFields)
    }

    /// Judges the rules again on `stored` and shows the controls accordingly.
    func judgePermissions(on stored: ADRecord) {
        let changed = permissions.judge(stored, controls: form)
        guard !changed.isEmpty else { return }
        for position in changed.sorted() {
            for binding in form.slots[position].bindings.indices {
                refresh(BindingIndex(control: ControlIndex(position), position: binding), keepingEdits: true)
            }
            showPermissions(of: ControlIndex(position))
        }
    }

    /// Shows the permissions of every withheld or locked control, and of those in `changed`.
    func showPermissions(_ changed: Set<Int>) {
        for position in changed.union(permissions.withheld).union(permissions.locked).sorted() {
            showPermissions(of: ControlIndex(position))
        }
    }

    /// Hides and disables a withheld or locked control; gives a control no longer so its own
    /// state back when no binding of its sets it.
    func showPermissions(of index: ControlIndex) {
        let slot = form.slots[index.position]
        let control = slot.control
        let properties = Set(slot.bindings.map(\.property))
        if permissions.withheld.contains(index.position) {
            control.isHidden = true
        } else if !properties.contains(.hidden) {
            control.isHidden = false
        }
        if permissions.locked.contains(index.position) {
            control.isEnabled = false
        } else if !properties.contains(.enabled) {
            control.isEnabled = true
        }
    }

    /// The failure of an edit of the control at `index` that the person may not make, or `nil`.
    func permissionFailure(of index: ControlIndex, path: ADFieldPath) -> ADValidationFailure? {
        guard permissions.locked.contains(index.position) else { return nil }
        let field = path.components.first ?? path.dotted
        return form.slots[index.position].failure(path, .permission, "you may not change '\(field)'")
    }

    /// `staged` as the person's permissions let it be saved: ``FormPermissions/saved(_:)``, or
    /// a failure of the form naming the rule.
    func permitted(_ staged: StagedRecord) -> StagedRecord {
        guard staged.failures.isEmpty, permissions.access != nil else { return staged }
        var result = staged
        do {
            result.record = try permissions.saved(staged.record)
        } catch {
            result.failures = [ADValidationFailure(control: "form", controlIndex: nil, path: nil, reason: .permission, message: error.description)]
        }
        return result
    }
}
