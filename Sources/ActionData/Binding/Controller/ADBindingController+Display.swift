extension ADBindingController {
    /// Re-evaluates every binding in layout order.
    func refreshAll(keepingEdits: Bool) {
        for index in properties.indices {
            refresh(index, keepingEdits: keepingEdits)
        }
    }

    /// Evaluates one binding and hands the result to its control; returns whether it ran.
    /// With `keepingEdits`, a data binding of a control holding unsaved edits is skipped.
    @discardableResult
    func refresh(_ index: Int, keepingEdits: Bool) -> Bool {
        let bound = properties[index]
        let control = controls[bound.control]
        if keepingEdits, bound.property == .data, let editable = slots[bound.control].editable, editable.hasEdits {
            return false
        }
        evaluationCount += 1
        if bound.property == .font {
            refreshFont(bound, at: index, of: control)
            return true
        }
        let value: ADValue
        do {
            value = try evaluate(bound, at: index)
            if !displayIssues.isEmpty { displayIssues[index] = nil }
        } catch {
            displayIssues[index] = issue(bound.control, bound.property, bound.text, error.description)
            value = .null
        }
        switch bound.property {
        case .data:
            show(value, in: control, property: index, editable: slots[bound.control].editable)
        case .enabled:
            control.isEnabled = value.asBool
        case .hidden:
            control.isHidden = value.asBool
        case .color(let role):
            do {
                control.setColor(value.isNull ? nil : try value.asColor(), for: role)
            } catch {
                control.setColor(nil, for: role)
                displayIssues[index] = issue(bound.control, bound.property, bound.text, error.description)
            }
        case .font:
            break
        }
        return true
    }

    /// Evaluates a font binding: the control's document font adjusted by the active branch.
    /// A setting the record gives wrongly is an issue naming it, and the document font stays.
    private func refreshFont(_ bound: BoundProperty, at index: Int, of control: any ADBindable) {
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
            if !displayIssues.isEmpty { displayIssues[index] = nil }
        } catch {
            control.setFont(nil)
            displayIssues[index] = issue(bound.control, bound.property, bound.text, error.description)
        }
    }

    /// The value of one binding for the record. A binding expression also records the fields
    /// its active branch observes and hands a text control that branch's text format.
    private func evaluate(_ bound: BoundProperty, at index: Int) throws(ADEvaluationError) -> ADValue {
        switch bound.source {
        case .formula(let formula):
            return try formula.evaluate(in: record)
        case .expression(let prepared):
            let formatted = bound.property == .data ? controls[bound.control] as? any ADFormattedBindable : nil
            let receiver = bound.property == .data ? controls[bound.control] as? any BindingAttributeReceiver : nil
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
        of prepared: PreparedExpression, at index: Int
    ) throws(ADEvaluationError) -> (branch: PreparedExpression.Branch, active: ADBindingExpression?)? {
        observedPaths[index] = nil
        guard let branch = try prepared.branch(in: record) else {
            observedPaths[index] = prepared.observedWhenNoBranch
            return nil
        }
        observedPaths[index] = branch.observed
        return (branch, try branch.body.activeBinding(in: record))
    }

    private func show(_ value: ADValue, in control: any ADBindable, property index: Int, editable: (any ADEditableBindable)?) {
        var shown = value
        if let delegate {
            guard case .use(let replaced) = delegate.willFill(control, value: value) else { return }
            shown = replaced
        }
        do {
            try control.display(shown)
        } catch {
            try? control.display(.null)
            let bound = properties[index]
            displayIssues[index] = issue(bound.control, bound.property, bound.text, error.description)
        }
        if let editable, editable.validationError != nil { editable.validationError = nil }
        delegate?.didFill(control, value: shown)
    }
}
