import ActionData

extension ADWebForm {
    /// What a session holds beyond its form's design, small and serializable, so a session can
    /// be parked and brought back without losing anything: the record, the record Revert goes
    /// back to, every unsaved edit (as the user's value of its control) and the event sequence
    /// numbers applied.
    public var sessionState: ADRecord {
        var edits = ADRecord()
        var sequences = ADRecord()
        for (index, control) in controller.controls.enumerated() {
            let id = controlIDs[index]
            if let editable = control as? any ADEditableBindable, editable.hasEdits, let value = ControlInput.value(of: editable) {
                edits[id] = value
            }
            if let sequence = appliedSequences[index] { sequences[id] = .int(sequence) }
        }
        return [
            "record": .record(controller.record), "baseline": .record(initialRecord), "edits": .record(edits),
            "sequences": .record(sequences),
        ]
    }

    /// Brings back a session parked as `state` (``sessionState``): the records, then each
    /// unsaved edit put into its control as the user's own value, so it is there to save.
    /// Edits for controls the form no longer has, or that no longer fit them, are dropped.
    ///
    /// - Throws: ``ADWebError`` when `state` is not a session state.
    public func restore(_ state: ADRecord) throws(ADWebError) {
        guard case .record(let record)? = state["record"], case .record(let baseline)? = state["baseline"] else {
            throw ADWebError.badRequest("the parked session is not a session state")
        }
        _ = load(baseline)
        controller.setRecord(record)
        if case .record(let edits)? = state["edits"] {
            for (id, value) in edits {
                guard let index = index(of: id), let editable = controller.controls[index] as? any ADEditableBindable else { continue }
                // An edit its control no longer takes is dropped like one for a control the form no
                // longer has (documented above): the record keeps the value last saved.
                try? ControlInput.apply(value, to: editable, id: id)
            }
        }
        if case .record(let sequences)? = state["sequences"] {
            for (id, value) in sequences {
                if let index = index(of: id), case .int(let sequence) = value { appliedSequences[index] = sequence }
            }
        }
    }
}
