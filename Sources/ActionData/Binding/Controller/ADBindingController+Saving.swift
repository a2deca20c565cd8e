extension ADBindingController {
    /// Checks every editable control without changing anything: conversion of edited input,
    /// `required`, and validation formulas (evaluated with all edits written in). Marks each
    /// failing control's ``ADEditableBindable/validationError`` and clears the others'.
    /// - Returns: every failure, in layout order; empty when the form is valid.
    @discardableResult
    public func validate() -> [ADValidationFailure] {
        let failures = stage(callingHooks: false).failures
        mark(failures)
        return failures
    }

    /// Writes the edits of every changed editable control into ``record``, all or nothing.
    ///
    /// Controls whose data path is a formula, or whose `persist` is off, never write. With
    /// ``access`` set, the record written is what the person's permissions let them save. The
    /// record written becomes the ``savedRecord``.
    /// - Throws: ``ADBindingError`` listing every failing control, or the permission refusing
    ///   the save; ``record`` is unchanged.
    public func updateRecord() throws(ADBindingError) {
        let staged = permitted(stage(callingHooks: true))
        mark(staged.failures)
        guard staged.failures.isEmpty else { throw ADBindingError(failures: staged.failures) }
        commit(staged)
        savedRecord = record
    }

    /// The record with every edit written in, or the failures that prevent it.
    ///
    /// Every control is checked before any hook runs: conversions and `required`, then the
    /// writes into a scratch copy, then the validation formulas against that copy.
    func stage(callingHooks: Bool) -> StagedRecord {
        let (values, conversionFailures) = convertedEdits()
        var failures = conversionFailures
        var scratch = record
        for pending in values {
            do {
                try scratch.setValue(pending.value, at: pending.path)
            } catch {
                failures.append(form[pending.control].failure(pending.path, .conflict, error.description))
            }
        }
        failures += ruleFailures(in: scratch, skipping: Set(failures.compactMap { $0.controlIndex.map(ControlIndex.init) }))
        failures.sort { ($0.controlIndex ?? 0) < ($1.controlIndex ?? 0) }
        guard failures.isEmpty else { return StagedRecord(record: record, writes: [], failures: failures) }
        guard callingHooks, let delegate else { return StagedRecord(record: scratch, writes: values, failures: []) }
        return stagedThroughHooks(values, delegate: delegate)
    }

    /// The value of every changed, writing control, and the conversion and `required`
    /// failures, in layout order.
    private func convertedEdits() -> (values: [PendingWrite], failures: [ADValidationFailure]) {
        var values: [PendingWrite] = []
        var failures: [ADValidationFailure] = []
        // By position: a copy of each slot would retain all of its parts.
        for position in form.slots.indices {
            guard let editable = form.slots[position].editable else { continue }
            let rules = editable.validation
            let path = form.slots[position].writePath
            var current: ADValue?
            if let path, rules.persist, editable.hasEdits {
                if let refused = permissionFailure(of: ControlIndex(position), path: path) {
                    failures.append(refused)
                    continue
                }
                do {
                    let value = try editable.editedValue(as: rules.fieldType, kind: record.value(at: path)?.kind)
                    values.append(PendingWrite(control: ControlIndex(position), path: path, value: value))
                    current = value
                } catch {
                    let message = rules.fieldTypeError.isEmpty ? error.description : rules.fieldTypeError
                    failures.append(form.slots[position].failure(path, .conversion, message))
                    continue
                }
            } else if let path {
                current = record.value(at: path) ?? .null
            }
            if rules.required, let current, Self.isEmpty(current) {
                let message = rules.requiredError.isEmpty ? "a value is required" : rules.requiredError
                failures.append(form.slots[position].failure(path, .required, message))
            }
        }
        return (values, failures)
    }

    /// The record with each value the `willSet` hook lets through (or replaces) written in.
    private func stagedThroughHooks(_ values: [PendingWrite], delegate: any ADBindingDelegate) -> StagedRecord {
        var staged = StagedRecord(record: record, writes: [], failures: [])
        for pending in values {
            guard let editable = form[pending.control].editable,
                  case .use(let value) = delegate.willSet(editable, value: pending.value, at: pending.path)
            else { continue }
            do {
                try staged.record.setValue(value, at: pending.path)
                staged.writes.append(PendingWrite(control: pending.control, path: pending.path, value: value))
            } catch {
                staged.failures.append(form[pending.control].failure(pending.path, .conflict, error.description))
            }
        }
        return staged
    }

    /// Makes a staged record the record and tells the controls and the delegate.
    func commit(_ staged: StagedRecord) {
        record = staged.record
        for write in staged.writes {
            guard let editable = form[write.control].editable else { continue }
            editable.markSaved()
            delegate?.didSet(editable, value: write.value, at: write.path)
        }
    }

    /// Sets each control's validation message from `failures`, clearing the others'.
    func mark(_ failures: [ADValidationFailure]) {
        var messages: [Int: String] = [:]
        for failure in failures {
            guard let index = failure.controlIndex, messages[index] == nil else { continue }
            messages[index] = failure.message
        }
        for position in form.slots.indices {
            guard let editable = form.slots[position].editable else { continue }
            editable.validationError = messages[position]
        }
    }

    private func ruleFailures(in staged: ADRecord, skipping failing: Set<ControlIndex>) -> [ADValidationFailure] {
        var failures: [ADValidationFailure] = []
        for position in form.slots.indices where !failing.contains(ControlIndex(position)) {
            guard let formula = form.slots[position].validationFormula, let editable = form.slots[position].editable else { continue }
            let slot = form.slots[position]
            let rules = editable.validation
            let fallback = rules.formulaError.isEmpty ? "the value does not satisfy \(formula.source)" : rules.formulaError
            evaluationCount += 1
            do {
                if try formula.evaluate(in: staged).asBool { continue }
                failures.append(slot.failure(slot.writePath, .rule, fallback))
            } catch {
                failures.append(slot.failure(slot.writePath, .rule, rules.formulaError.isEmpty ? error.description : fallback))
            }
        }
        return failures
    }

    private static func isEmpty(_ value: ADValue) -> Bool {
        switch value {
        case .null: true
        case .string(let text): text.allSatisfy(\.isWhitespace)
        default: false
        }
    }
}
