extension ADAccess {
    /// The record to store when this identity saves `edited` over the stored record `stored`:
    /// `stored` with the fields it may change taken from `edited` (the others, a crafted body's
    /// fields among them, stay as stored), then its presets.
    ///
    /// - Throws: ``ADPermissionError``: ``ADPermissionError/Kind/denied(_:)`` when no role may
    ///   update `stored`; ``ADPermissionError/Kind/checkFailed(role:rule:)`` naming the rule when
    ///   the result breaks every updating role's `check`.
    public func updated(_ edited: ADRecord, over stored: ADRecord) throws(ADPermissionError) -> ADRecord {
        let editors = try granting(.update, stored)
        guard !editors.isEmpty else { throw ADPermissionError(.denied(.update)) }
        let result = try merged(edited, into: stored, judgedOn: stored, by: editors)
        try check(result, by: editors)
        return result
    }

    /// The record to store when this identity saves the new record `edited`: `fresh` (a new
    /// record's defaults) with the fields it may set taken from `edited`, then its presets.
    ///
    /// - Throws: ``ADPermissionError``: ``ADPermissionError/Kind/denied(_:)`` when no role's
    ///   create rule holds for the result; ``ADPermissionError/Kind/checkFailed(role:rule:)``
    ///   as ``updated(_:over:)``.
    public func created(_ edited: ADRecord, from fresh: ADRecord) throws(ADPermissionError) -> ADRecord {
        let candidates = creators
        guard !candidates.isEmpty else { throw ADPermissionError(.denied(.create)) }
        let result = try merged(edited, into: fresh, judgedOn: edited, by: candidates)
        let creators = try granting(.create, result)
        guard !creators.isEmpty else { throw ADPermissionError(.denied(.create)) }
        try check(result, by: creators)
        return result
    }

    /// Throws ``ADPermissionError/Kind/denied(_:)`` unless one role may delete `stored`.
    public func checkDelete(_ stored: ADRecord) throws(ADPermissionError) {
        guard try allows(.delete, stored) else { throw ADPermissionError(.denied(.delete)) }
    }

    /// Throws ``ADPermissionError/Kind/readOnlyField(_:)`` unless this identity may change
    /// `field` of `record` (stored or new): what an edit of one field is checked against before
    /// it is applied.
    public func checkChange(of field: String, in record: ADRecord, stored: Bool) throws(ADPermissionError) {
        guard try mayChange(field, of: record, by: editors(of: record, stored: stored)) else {
            throw ADPermissionError(.readOnlyField(field))
        }
    }

    /// The fields a save of `record` (stored or new) takes from the presets of the roles that
    /// may save it, whatever the edit says: what a sync push may send without being refused.
    public func presetFields(of record: ADRecord, stored: Bool) throws(ADPermissionError) -> Set<String> {
        var fields = Set<String>()
        for role in try editors(of: record, stored: stored) { fields.formUnion(role.presets.keys) }
        return fields
    }

    /// `base` with the fields of `edited` that `editors` may change (judged on `judged`), then
    /// the editors' presets, the first role's winning where two preset one field. A field
    /// `base` lacks is not added.
    private func merged(_ edited: ADRecord, into base: ADRecord, judgedOn judged: ADRecord, by editors: [Role]) throws(ADPermissionError) -> ADRecord {
        let fixed = try fixedFields(of: judged, by: editors)
        var result = base
        for (field, value) in edited where base[field] != nil && !fixed.contains(field) {
            result[field] = value
        }
        for role in editors.reversed() {
            for (field, value) in role.presets where base[field] != nil { result[field] = value }
        }
        return result
    }

    /// Throws naming the first editor's `check` unless one editor has none or one that holds.
    private func check(_ record: ADRecord, by editors: [Role]) throws(ADPermissionError) {
        var broken: Role?
        for role in editors {
            guard let rule = role.check else { return }
            if try rule.holds(for: record) { return }
            broken = broken ?? role
        }
        if let broken, let rule = broken.check {
            throw ADPermissionError(.checkFailed(role: broken.name, rule: rule.rule.source), at: rule.rule.location)
        }
    }
}
