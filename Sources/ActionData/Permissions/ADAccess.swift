/// What one identity may do with one table: its roles' rules with the identity put in, so
/// each reads the record alone (``ADPermissions/access(to:for:)``).
///
/// Each role is a grant, and the identity may do what any of its roles allows:
/// - an operation is allowed on a record when one role's rule for it holds there;
/// - a field is visible when one role that reads the record does not hide it there;
/// - a field may be changed when one role allowed to save the record neither hides it, nor
///   makes it read-only, nor presets it there;
/// - a save passes when one role allowed to make it has no `check`, or one whose `check`
///   holds on the record as it would be stored.
///
/// The read rule is also a filter (``readFilter(and:)``): a data provider translates it to
/// SQL, so the rows a list shows are the rows ``allows(_:_:)`` allows, fetched from the database
/// and never fetched and then dropped.
public struct ADAccess: Sendable {
    /// The table the rules govern.
    public let table: String
    /// The identity they were resolved for.
    public let identity: ADIdentity
    /// The identity's roles that have an entry for the table, in the document's order.
    let roles: [Role]
    /// The document the rules come from, for the same identity's access to other tables.
    let document: ADPermissions

    /// The same identity's access to `table`, by the same document: what an option list
    /// showing rows of another table may show them (`ADOptionSource.restricted(to:)`).
    ///
    /// - Throws: ``ADPermissionError`` when a rule of `table` cannot take the identity in.
    public func access(to table: String) throws(ADPermissionError) -> ADAccess {
        table == self.table ? self : try document.access(to: table, for: identity)
    }

    /// A role's rules with the identity put in.
    struct Role: Sendable {
        let name: String
        let operations: [ADPermissionOperation: Folded]
        let hidden: [String: Folded]
        let readOnly: [String: Folded]
        let presets: [String: ADValue]
        let check: Folded?

        init(name: String, permissions: ADRolePermissions, folding: IdentityFolding) throws(ADPermissionError) {
            self.name = name
            var operations: [ADPermissionOperation: Folded] = [:]
            for operation in ADPermissionOperation.allCases {
                if let rule = permissions.rule(for: operation) { operations[operation] = try Folded(rule, folding) }
            }
            self.operations = operations
            hidden = try Self.fold(permissions.hidden, folding)
            readOnly = try Self.fold(permissions.readOnly, folding)
            var presets: [String: ADValue] = [:]
            for (field, rule) in permissions.presets {
                do {
                    presets[field] = try folding.value(of: rule.expression)
                } catch {
                    throw ADPermissionError(error.kind, at: rule.location)
                }
            }
            self.presets = presets
            check = try permissions.check.map { rule throws(ADPermissionError) in try Folded(rule, folding) }
        }

        private static func fold(_ rules: [String: ADPermissionRule], _ folding: IdentityFolding) throws(ADPermissionError) -> [String: Folded] {
            var result: [String: Folded] = [:]
            for (field, rule) in rules { result[field] = try Folded(rule, folding) }
            return result
        }

        /// Whether `field` is governed by `rules` for `record`.
        func governs(_ rules: [String: Folded], _ field: String, _ record: ADRecord) throws(ADPermissionError) -> Bool {
            guard let rule = rules[field] else { return false }
            return try rule.holds(for: record)
        }
    }

    /// A rule with the identity put in, compiled.
    struct Folded: Sendable {
        /// The rule as written, to name it when it refuses.
        let rule: ADPermissionRule
        let expression: ADExpression
        let formula: ADFormula

        init(_ rule: ADPermissionRule, _ folding: IdentityFolding) throws(ADPermissionError) {
            self.rule = rule
            expression = try rule.folded(for: folding)
            do {
                formula = try ADFormula(expression.description)
            } catch {
                throw ADPermissionError(.formula(error), at: rule.location)
            }
        }

        /// Whether the rule is TRUE for `record` (NULL and FALSE refuse, as in SQL).
        func holds(for record: ADRecord) throws(ADPermissionError) -> Bool {
            do {
                return try formula.evaluate(in: record) == .bool(true)
            } catch {
                throw ADPermissionError(.evaluation(error), at: rule.location)
            }
        }
    }

    /// Whether one of the identity's roles allows `operation` on `record`.
    public func allows(_ operation: ADPermissionOperation, _ record: ADRecord) throws(ADPermissionError) -> Bool {
        try !granting(operation, record).isEmpty
    }

    /// Whether one of the identity's roles has a rule for `operation` at all: the page shows
    /// New only where `create` may hold for some record.
    public func mayEver(_ operation: ADPermissionOperation) -> Bool {
        roles.contains { $0.operations[operation] != nil }
    }

    /// The roles with a create rule: they may set a new record's fields, whose create rule is
    /// judged on the record as it would be stored.
    var creators: [Role] { roles.filter { $0.operations[.create] != nil } }

    /// The roles allowing `operation` on `record`.
    func granting(_ operation: ADPermissionOperation, _ record: ADRecord) throws(ADPermissionError) -> [Role] {
        var result: [Role] = []
        for role in roles {
            if let rule = role.operations[operation], try rule.holds(for: record) { result.append(role) }
        }
        return result
    }

    /// The read rules of every role, joined with OR, as a formula over the record: `FALSE` when
    /// no role reads the table.
    public var readFilter: String { readExpression.description }

    private var readExpression: ADExpression {
        let rules = roles.compactMap { $0.operations[.read]?.expression }
        guard var joined = rules.first else { return .literal(.bool(false), range: ADSourceRange(0, 0)) }
        for rule in rules.dropFirst() { joined = .binary(.or, joined, rule, range: joined.range) }
        return joined
    }

    /// The read filter ANDed with `filter`, a formula a person typed (no filter when `nil` or
    /// blank). The two are joined as parsed trees, never as text, so no filter can reach past
    /// its own parentheses (`1) OR (1` does not parse, and `TRUE OR x` stays inside the AND).
    /// - Throws: ``ADFormulaError`` when `filter` is not a formula.
    public func readFilter(and filter: String?) throws(ADFormulaError) -> String {
        guard let filter, !filter.allSatisfy(\.isWhitespace) else { return readFilter }
        let typed = try ADFormula(filter)
        return ADExpression.binary(.and, readExpression, typed.expression, range: typed.expression.range).description
    }

    /// The fields of `record` this identity does not see: each hidden by every role that reads
    /// the record (all of them when none reads it). A new record (`stored` false), which no
    /// read rule governs yet, is judged by the roles that may create records.
    public func hiddenFields(of record: ADRecord, stored: Bool = true) throws(ADPermissionError) -> Set<String> {
        try Self.fields(of: record, hiddenByEvery: stored ? try granting(.read, record) : creators)
    }

    /// The fields of `record` hidden from this identity by every role of theirs that reads
    /// anything, whether or not one reads this record: those that never reach them, even
    /// while they may read it. Every field when no role of theirs reads.
    public func fieldsAlwaysHidden(in record: ADRecord) throws(ADPermissionError) -> Set<String> {
        try Self.fields(of: record, hiddenByEvery: roles.filter { $0.operations[.read] != nil })
    }

    /// The fields of `record` that each of `roles` hides (every field when there is no role).
    private static func fields(of record: ADRecord, hiddenByEvery roles: [Role]) throws(ADPermissionError) -> Set<String> {
        var hidden = Set<String>()
        for field in record.fieldNames {
            var seen = false
            for role in roles where !(try role.governs(role.hidden, field, record)) {
                seen = true
                break
            }
            if !seen { hidden.insert(field) }
        }
        return hidden
    }

    /// `record` without the fields this identity does not see.
    public func visible(_ record: ADRecord) throws(ADPermissionError) -> ADRecord {
        record.removingFields(try hiddenFields(of: record))
    }

    /// The fields of `record` this identity may not change: on a stored record (`stored`,
    /// governed by the update rule) or on a new one (governed by the create rule).
    public func readOnlyFields(of record: ADRecord, stored: Bool) throws(ADPermissionError) -> Set<String> {
        try fixedFields(of: record, by: editors(of: record, stored: stored))
    }

    /// The fields of `record` none of `editors` may change.
    func fixedFields(of record: ADRecord, by editors: [Role]) throws(ADPermissionError) -> Set<String> {
        var fixed = Set<String>()
        for field in record.fieldNames where !(try mayChange(field, of: record, by: editors)) { fixed.insert(field) }
        return fixed
    }

    /// The roles whose edits of `record` may be saved.
    func editors(of record: ADRecord, stored: Bool) throws(ADPermissionError) -> [Role] {
        stored ? try granting(.update, record) : creators
    }

    func mayChange(_ field: String, of record: ADRecord, by editors: [Role]) throws(ADPermissionError) -> Bool {
        for role in editors where role.presets[field] == nil {
            if try !role.governs(role.hidden, field, record), try !role.governs(role.readOnly, field, record) { return true }
        }
        return false
    }
}
