import ActionData

/// A formula in two spellings that mean the same (`owner = user.id` and `user.id = owner`):
/// how a rule is written is hidden from the person it governs, so the two must be answered alike.
struct Phrased {
    let plain: String
    let reworded: String

    init(_ plain: String, _ reworded: String) {
        self.plain = plain
        self.reworded = reworded
    }

    /// `self` and `other` joined by `joiner` (`AND`, `OR`), each side in parentheses.
    func joined(_ joiner: String, _ other: Phrased) -> Phrased {
        Phrased("(\(plain)) \(joiner) (\(other.plain))", "(\(reworded)) \(joiner) (\(other.reworded))")
    }
}

/// A generated permission document for the `Items` table (``Item``).
///
/// The fields it may hide are `price` and `cost` only, and no rule reads them: which records a
/// person may read, create, update, delete and see the history of depend only on `owner`,
/// `status`, `id` and who they are (never on `name`, which the form edits; `readOnly` and
/// `check` may read it). So a hidden value changes nothing the rules decide, and a difference
/// in answers is a leak of the value, never the rules' own doing. Hidden conditions read
/// `status`, `id` and `user` alone, and presets set `owner` alone: nothing a person does changes
/// which fields of a record they see but its owner, which ``NoninterferenceReader`` allows for.
struct NoninterferenceRules {
    /// One role's entry: its read rule apart, as the two servers spell it, and its other keys.
    struct Role {
        let name: String
        let read: Phrased?
        /// `"key": value` pairs, as JSON text.
        let others: [String]
    }

    /// The fields a document may hide.
    static let hideable = ["price", "cost"]
    /// The roles a document may name; an identity holds some of the first three.
    static let roles = ["editor", "viewer", "auditor", ADIdentity.anonymousRole]

    let roles: [Role]

    /// The document as JSON, one role a line; `reworded` spells every read rule the other way,
    /// on the same lines.
    func json(reworded: Bool) -> String {
        let lines = roles.map { role in
            let read = role.read.map { [#""read": \#(Self.quoted(reworded ? $0.reworded : $0.plain))"#] } ?? []
            return "  \(Self.quoted(role.name)): {\((read + role.others).joined(separator: ", "))}"
        }
        return "{\"tables\": {\"Items\": {\n\(lines.joined(separator: ",\n"))\n}}}"
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension NoninterferenceGenerator {
    /// Rules of records over `owner`, `status`, `id` and the identity, each in two spellings.
    private static let recordAtoms = [
        Phrased("owner = user.id", "user.id = owner"), Phrased("status = 'draft'", "'draft' = status"),
        Phrased("status <> 'secret'", "NOT (status = 'secret')"), Phrased("id > 3", "3 < id"),
        Phrased("owner IN ('ada', 'bob')", "owner = 'ada' OR owner = 'bob'"), Phrased("hasRole('auditor')", "hasRole('auditor') = TRUE"),
        Phrased("user.email LIKE '%@example.com'", "user.email LIKE '%' || '@example.com'"),
        Phrased("owner IS NOT NULL", "NOT (owner IS NULL)"), Phrased("TRUE", "1 = 1"),
        Phrased("status IN ('draft', 'secret')", "status = 'secret' OR status = 'draft'"),
    ]

    /// Conditions of `hidden`: over `status`, `id` and the identity only.
    private static let hidingConditions = [
        "status = 'secret'", "status <> 'draft'", "NOT hasRole('auditor')", "id > 2", "TRUE", "user.id IS NULL", "FALSE",
    ]

    /// Conditions of `readOnly`: any field but the hideable ones.
    private static let lockingConditions = ["status = 'approved'", "owner <> user.id", "name = 'Zed'", "TRUE"]

    /// A document naming some of ``NoninterferenceRules/roles`` (most likely those `identity`
    /// holds), each with generated rules.
    mutating func rules(for identity: NoninterferenceIdentity) -> NoninterferenceRules {
        var roles: [NoninterferenceRules.Role] = []
        for name in NoninterferenceRules.roles where identity.resolved.hasRole(name) ? chance(9, in: 10) : chance(1, in: 2) {
            let read = chance(9, in: 10) ? recordRule() : nil
            var others: [String] = []
            for operation in ["create", "update", "delete", "history"] where chance(1, in: 2) {
                let rule = chance(1, in: 3) ? "true" : NoninterferenceRules.quoted(recordRule().plain)
                others.append("\(NoninterferenceRules.quoted(operation)): \(rule)")
            }
            if chance(3, in: 4) { others.append(#""hidden": \#(hidden())"#) }
            if chance(2, in: 5) { others.append(#""readOnly": \#(readOnly())"#) }
            if chance(2, in: 5) { others.append(#""presets": {"owner": \#(NoninterferenceRules.quoted(pick(["user.id", "'shared'"])))}"#) }
            if chance(1, in: 3) {
                others.append(#""check": \#(NoninterferenceRules.quoted(pick(["length(name) > 0", "name <> 'forbidden'", "status <> 'locked'"])))"#)
            }
            roles.append(NoninterferenceRules.Role(name: name, read: read, others: others))
        }
        return NoninterferenceRules(roles: roles)
    }

    /// A rule over the record: an atom, or two joined by `AND` or `OR`.
    private mutating func recordRule() -> Phrased {
        let first = pick(Self.recordAtoms)
        guard chance(1, in: 2) else { return first }
        return first.joined(pick(["AND", "OR"]), pick(Self.recordAtoms))
    }

    /// `hidden`: a list of hideable fields, or an object giving each a condition.
    private mutating func hidden() -> String {
        let fields = NoninterferenceRules.hideable.filter { _ in chance(2, in: 3) }
        let named = fields.isEmpty ? [pick(NoninterferenceRules.hideable)] : fields
        if chance(1, in: 2) { return "[" + named.map(NoninterferenceRules.quoted).joined(separator: ", ") + "]" }
        return conditions(on: named, from: Self.hidingConditions)
    }

    /// `readOnly`: an object giving some of the form's fields a condition.
    private mutating func readOnly() -> String {
        let fields = ["name", "price", "cost"].filter { _ in chance(1, in: 2) }
        let named = fields.isEmpty ? ["price"] : fields
        return conditions(on: named, from: Self.lockingConditions)
    }

    /// A JSON object giving each of `fields` one of `conditions`.
    private mutating func conditions(on fields: [String], from conditions: [String]) -> String {
        "{" + fields.map { "\(NoninterferenceRules.quoted($0)): \(NoninterferenceRules.quoted(pick(conditions)))" }.joined(separator: ", ") + "}"
    }
}
