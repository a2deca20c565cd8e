extension ADAccess {
    /// The fields this identity may not see in some record it may read: each one that a role
    /// reading the table hides under a condition that can hold for this identity.
    ///
    /// A list may not filter, sort or search by these, nor show them in its entries: the rows
    /// a filter selects would tell the person something of values the rules hide from them
    /// (`price > 4` answered for each record bisects a hidden price).
    public var fieldsHiddenSomewhere: Set<String> {
        var fields = Set<String>()
        for role in roles where role.operations[.read] != nil {
            for (field, rule) in role.hidden where !rule.neverHolds { fields.insert(field) }
        }
        return fields
    }

    /// Whether this identity reads every record of the table and every field of each: one of
    /// its roles reads with a rule that is `TRUE` for them, and no role reading the table
    /// hides a field under a condition that can hold. Such a person may be sent the table's
    /// changes as they are; anyone else only what their rules let them see of each record.
    public var readsEverything: Bool {
        fieldsHiddenSomewhere.isEmpty && roles.contains { $0.operations[.read]?.alwaysHolds == true }
    }
}

extension ADAccess.Folded {
    /// Whether the rule, with the identity put in, is the constant `FALSE` (or NULL).
    var neverHolds: Bool {
        guard case .literal(let value, _) = expression else { return false }
        return value != .bool(true)
    }

    /// Whether the rule, with the identity put in, is the constant `TRUE`.
    var alwaysHolds: Bool {
        guard case .literal(let value, _) = expression else { return false }
        return value == .bool(true)
    }
}
