extension ADBindingController {
    /// Re-evaluates every binding in layout order.
    func refreshAll(keepingEdits: Bool) {
        for slot in form.slots.indices {
            for position in form.slots[slot].bindings.indices {
                refresh(BindingIndex(control: ControlIndex(slot), position: position), keepingEdits: keepingEdits)
            }
        }
    }

    /// Evaluates one binding and hands the result to its control; returns whether it ran.
    /// With `keepingEdits`, a data binding of a control holding unsaved edits is skipped.
    @discardableResult
    func refresh(_ index: BindingIndex, keepingEdits: Bool) -> Bool {
        // The slot's parts are read one by one: a copy of the whole slot held across the
        // writes below would make each of them copy the slot's bindings.
        let bound = form[index]
        let control = form.control(index.control)
        let editable = form.editable(index.control)
        if keepingEdits, bound.property == .data, let editable, editable.hasEdits {
            return false
        }
        evaluationCount += 1
        if permissions.withheld.contains(index.control.position) {
            withhold(bound.property, in: control, at: index, editable: editable)
            return true
        }
        if bound.property == .font {
            refreshFont(bound, at: index, of: control)
            return true
        }
        let value: ADValue
        do {
            value = try evaluate(bound, at: index, of: control)
            form.clearDisplayIssue(at: index)
        } catch {
            report(error, of: bound, at: index)
            value = .null
        }
        switch bound.property {
        case .data:
            show(value, at: index, in: control, editable: editable)
        case .enabled:
            control.isEnabled = value.asBool && !permissions.locked.contains(index.control.position)
        case .hidden:
            control.isHidden = value.asBool
        case .color(let role):
            do {
                control.setColor(value.isNull ? nil : try value.asColor(), for: role)
            } catch {
                control.setColor(nil, for: role)
                report(error, of: bound, at: index)
            }
        case .font:
            break
        }
        return true
    }

    /// Gives a withheld control (one reading a field the person may not see) the same state
    /// whatever the record holds: no value, no colour, no font of the record's, disabled and
    /// hidden. Nothing of the binding is evaluated, so no part of it — a colour, an enabled
    /// flag, a branch's attributes — can carry a hidden value to the person.
    private func withhold(_ property: ADBindingProperty, in control: any ADBindable, at index: BindingIndex, editable: (any ADEditableBindable)?) {
        form.clearDisplayIssue(at: index)
        switch property {
        case .data:
            (control as? any ADFormattedBindable)?.formatting.bindingFormat = nil
            show(.null, at: index, in: control, editable: editable)
        case .enabled:
            control.isEnabled = false
        case .hidden:
            control.isHidden = true
        case .color(let role):
            control.setColor(nil, for: role)
        case .font:
            control.setFont(nil)
        }
    }

    /// Evaluates a font binding: the control's document font adjusted by the active branch.
    /// A setting the record gives wrongly is an issue naming it, and the document font stays.
    private func refreshFont(_ bound: BoundProperty, at index: BindingIndex, of control: any ADBindable) {
        do {
            let base = control.documentFont ?? ADFont()
            let font: ADFont
            switch bound.source {
            case .formula(let formula):
                font = try base.adjusted(by: formula.evaluate(in: record))
            case .expression(let prepared):
                font = try activeBranch(of: prepared, at: index)?.active.map { active throws(ADEvaluationError) in
                    try base.adjusted(by: active, in: record)
                } ?? base
            }
            control.setFont(font)
            form.clearDisplayIssue(at: index)
        } catch {
            control.setFont(nil)
            report(error, of: bound, at: index)
        }
    }

    /// Records why the binding at `index` could not be shown.
    private func report(_ error: some Error & CustomStringConvertible, of bound: BoundProperty, at index: BindingIndex) {
        let issue = form[index.control].issue(bound.property, bound.text, error.description)
        form.setDisplayIssue(issue, at: index)
    }

    /// The value of one binding for the record. A binding expression also records the fields
    /// its active branch observes and hands a text control that branch's text format.
    private func evaluate(_ bound: BoundProperty, at index: BindingIndex, of control: any ADBindable) throws(ADEvaluationError) -> ADValue {
        switch bound.source {
        case .formula(let formula):
            return try formula.evaluate(in: record)
        case .expression(let prepared):
            let formatted = bound.property == .data ? control as? any ADFormattedBindable : nil
            let receiver = bound.property == .data ? control as? any BindingAttributeReceiver : nil
            guard let (branch, active) = try activeBranch(of: prepared, at: index) else {
                formatted?.formatting.bindingFormat = nil
                try receiver?.receiveAttributes(of: nil, record: record)
                return .null
            }
            if let formatted { formatted.formatting.bindingFormat = try branch.format(of: active, in: record, registry: classRegistry) }
            try receiver?.receiveAttributes(of: active, record: record)
            return try active?.value(in: record) ?? .null
        }
    }

    /// The branch of `prepared` the record takes and its active binding, or `nil` when it takes
    /// none; records what the binding at `index` observes either way.
    private func activeBranch(
        of prepared: PreparedExpression, at index: BindingIndex
    ) throws(ADEvaluationError) -> (branch: PreparedExpression.Branch, active: ADBindingExpression?)? {
        form.setObservedPaths(nil, at: index)
        guard let branch = try prepared.branch(in: record) else {
            form.setObservedPaths(prepared.observedWhenNoBranch, at: index)
            return nil
        }
        form.setObservedPaths(branch.observed, at: index)
        return (branch, try branch.body.activeBinding(in: record))
    }

    /// Shows the value of the data binding at `index` in its control, through the delegate's
    /// `willFill` and `didFill` hooks.
    private func show(_ value: ADValue, at index: BindingIndex, in control: any ADBindable, editable: (any ADEditableBindable)?) {
        var shown = value
        if let delegate {
            guard case .use(let replaced) = delegate.willFill(control, value: value) else { return }
            shown = replaced
        }
        do {
            try control.display(shown)
        } catch {
            // The issue below reports why the value cannot be shown; a control that cannot
            // show null either keeps what it showed, and the issue still names the failure.
            try? control.display(.null)
            report(error, of: form[index], at: index)
        }
        if let editable, editable.validationError != nil { editable.validationError = nil }
        delegate?.didFill(control, value: shown)
    }
}
