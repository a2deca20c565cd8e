import ActionData

extension ADWebForm {
    /// What a session holds beyond its form's design, small and serializable, so a session can
    /// be parked and brought back without losing anything: the record, the record Revert goes
    /// back to, every unsaved edit (as the user's value of its control), the event sequence
    /// numbers applied, the edit history undo and redo use, and the user's locale (a BCP 47
    /// tag), in which the unsaved edits were typed.
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
            "sequences": .record(sequences), "history": .record(historyState),
            "locale": .string(languageTag),
        ]
    }

    /// The language tag of the controller's locale, worked out once per locale.
    private var languageTag: String {
        let identifier = controller.userLocale.identifier
        if let known = languageTagOfLocale, known.identifier == identifier { return known.tag }
        let tag = ADUserLocale(locale: controller.userLocale).languageTag
        languageTagOfLocale = (identifier, tag)
        return tag
    }

    /// Brings back a session parked as `state` (``sessionState``): the records, then each
    /// unsaved edit put into its control as the user's own value, so it is there to save.
    /// Edits for controls the form no longer has, or that no longer fit them, are dropped, and
    /// so are history entries for controls it no longer has.
    ///
    /// - Throws: ``ADWebError`` when `state` is not a session state.
    public func restore(_ state: ADRecord) throws(ADWebError) {
        guard case .record(let record)? = state["record"], case .record(let baseline)? = state["baseline"] else {
            throw ADWebError.badRequest("the parked session is not a session state")
        }
        if case .string(let tag)? = state["locale"] {
            controller.userLocale = ADUserLocale(acceptLanguage: tag).locale
        }
        _ = load(baseline)
        controller.setRecord(record, saved: baseline)
        if case .record(let edits)? = state["edits"] {
            for (id, value) in edits {
                guard let index = index(of: id), let editable = controller.controls[index] as? any ADEditableBindable else { continue }
                // An edit its control no longer takes is dropped like one for a control the form no
                // longer has (documented above): the record keeps the value last saved.
                try? ControlInput.apply(value, to: editable, id: id)
            }
        }
        if case .record(let history)? = state["history"] { restoreHistory(history) }
        if case .record(let sequences)? = state["sequences"] {
            for (id, value) in sequences {
                if let index = index(of: id), case .int(let sequence) = value { appliedSequences[index] = sequence }
            }
        }
        // The rules in force are judged on the stored record, not on the edits brought back.
        if let access = controller.access { controller.setAccess(access, judgedOn: initialRecord) }
    }

    /// The edit history as a record: the capacity and the undo and redo entries, each naming
    /// its control by identifier.
    private var historyState: ADRecord {
        let history = controller.editHistory
        return [
            "capacity": .int(Int64(history.capacity)), "undo": .array(history.undoEntries.compactMap(entryState)),
            "redo": .array(history.redoEntries.compactMap(entryState)),
        ]
    }

    private func entryState(_ entry: ADEditHistory.Entry) -> ADValue? {
        guard controlIDs.indices.contains(entry.controlIndex) else { return nil }
        var state: ADRecord = ["control": .string(controlIDs[entry.controlIndex]), "after": entry.after]
        if let before = entry.before { state["before"] = before }
        if let caret = entry.caret { state["caret"] = .int(Int64(caret)) }
        return .record(state)
    }

    /// Brings back a history parked by ``sessionState``; entries that are not entries, or name
    /// a control the form no longer has, are dropped like the edits of such controls.
    private func restoreHistory(_ state: ADRecord) {
        func entries(_ key: String) -> [ADEditHistory.Entry] {
            guard case .array(let values)? = state[key] else { return [] }
            return values.compactMap { value in
                guard case .record(let entry) = value, case .string(let id)? = entry["control"], let index = index(of: id),
                      let after = entry["after"]
                else { return nil }
                var caret: Int?
                if case .int(let number)? = entry["caret"] { caret = Int(exactly: number) }
                return ADEditHistory.Entry(controlIndex: index, before: entry["before"], after: after, caret: caret)
            }
        }
        var capacity = ADEditHistory().capacity
        if case .int(let number)? = state["capacity"], let parked = Int(exactly: number) { capacity = min(parked, 10_000) }
        controller.restoreEditHistory(ADEditHistory(capacity: capacity, undoEntries: entries("undo"), redoEntries: entries("redo")))
    }
}
