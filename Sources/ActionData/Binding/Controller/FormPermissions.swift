/// The permissions in force on a form (``ADBindingController/access``) and what they mean for
/// the record shown: the fields withheld and locked, and the controls that read or write them.
/// Judged when a record is shown, so a rule conditional on the record (`readOnly` where
/// `status = 'approved'`) follows the stored record, not the edits.
struct FormPermissions {
    /// The rules of the person using the form; `nil` restricts nothing.
    var access: ADAccess?
    /// Whether the record shown is stored (update rules apply) or new (create rules apply).
    var isRecordStored = true
    /// The record as stored, shown last: what the rules are judged on and a save is checked against.
    private(set) var baseline = ADRecord()
    /// The fields the person does not see.
    private(set) var hiddenFields: Set<String> = []
    /// The positions of controls reading a hidden field: shown empty and hidden.
    private(set) var withheld: Set<Int> = []
    /// The positions of controls writing a field the person may not change: disabled, and
    /// their edits refused.
    private(set) var locked: Set<Int> = []
    /// Why the rules could not be judged for the record, when they could not: then every
    /// field is withheld and locked.
    private(set) var problem: ADPermissionError?

    /// Judges the rules for `record` and the controls of `form`; returns the positions whose
    /// withheld or locked state changed.
    mutating func judge(_ record: ADRecord, controls form: BoundForm) -> Set<Int> {
        let before = (withheld, locked)
        baseline = record
        problem = nil
        guard let access else {
            hiddenFields = []
            withheld = []
            locked = []
            return before.0.union(before.1)
        }
        var fixed: Set<String>
        do {
            hiddenFields = try access.hiddenFields(of: record, stored: isRecordStored)
            fixed = try access.readOnlyFields(of: record, stored: isRecordStored).union(hiddenFields)
        } catch {
            problem = error
            hiddenFields = Set(record.fieldNames)
            fixed = hiddenFields
        }
        withheld = []
        locked = []
        for (position, slot) in form.slots.enumerated() {
            let reads = slot.bindings.reduce(into: Set<String>()) { fields, binding in
                fields.formUnion(binding.fieldPaths.compactMap(\.components.first))
            }
            if problem != nil || !reads.isDisjoint(with: hiddenFields) { withheld.insert(position) }
            if let field = slot.writePath?.components.first, fixed.contains(field) || problem != nil { locked.insert(position) }
        }
        return before.0.symmetricDifference(withheld).union(before.1.symmetricDifference(locked))
    }

    /// The record to store when `edited` is saved: as ``ADAccess/updated(_:over:)`` or
    /// ``ADAccess/created(_:from:)`` make it; `edited` itself without rules.
    func saved(_ edited: ADRecord) throws(ADPermissionError) -> ADRecord {
        if let problem { throw problem }
        guard let access else { return edited }
        return isRecordStored ? try access.updated(edited, over: baseline) : try access.created(edited, from: baseline)
    }
}
