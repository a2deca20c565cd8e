import OrderedCollections

/// Who may do what with each table: per table, per role, rules written as formulas over the
/// record and the identity (`user`), as Hasura writes its permissions.
///
/// A table not named, or a role without an entry for the table, gets nothing (zero trust). An
/// identity with several roles may do what any of them allows (see ``ADAccess``).
///
/// ```json
/// {"tables": {"Categories": {
///     "admin": {"read": true, "create": true, "update": true, "delete": true},
///     "editor": {"read": "owner = user.id", "update": "owner = user.id",
///                "readOnly": {"price": "status = 'approved'"}, "hidden": ["cost"],
///                "presets": {"owner": "user.id"}, "check": "quantity >= 0"}}}}
/// ```
///
/// Check the document against the application's tables once, at start
/// (``validate(fields:)``), then ask for an identity's ``ADAccess`` to a table.
public struct ADPermissions: Sendable, Hashable {
    /// Per table name, each role's permissions, in the order the document gives them.
    public var tables: [String: OrderedDictionary<String, ADRolePermissions>]

    /// Permissions from rules made in code.
    public init(tables: [String: OrderedDictionary<String, ADRolePermissions>] = [:]) {
        self.tables = tables
    }

    /// What `identity` may do with `table`.
    /// - Throws: ``ADPermissionError`` when a rule cannot take this identity in (a part reading
    ///   only the identity that is not a value); ``validate(fields:)`` finds these at start.
    public func access(to table: String, for identity: ADIdentity) throws(ADPermissionError) -> ADAccess {
        let folding = IdentityFolding(identity)
        var roles: [ADAccess.Role] = []
        for (name, permissions) in tables[table] ?? [:] where identity.hasRole(name) {
            roles.append(try ADAccess.Role(name: name, permissions: permissions, folding: folding))
        }
        return ADAccess(table: table, identity: identity, roles: roles, document: self)
    }

    /// Every field of `table` that some role's `hidden` names, whatever its condition: the
    /// fields a history of changes records without their values, so no reader of it sees one.
    public func fieldsHidden(in table: String) -> Set<String> {
        var fields = Set<String>()
        for (_, permissions) in tables[table] ?? [:] { fields.formUnion(permissions.hidden.keys) }
        return fields
    }

    /// Checks every rule against the application's tables: each table named exists, each rule
    /// is a formula of known functions reading fields the table has (and `user`), each field
    /// named in `hidden`, `readOnly` and `presets` exists, and each preset reads the identity
    /// alone.
    ///
    /// - Parameter fields: per table name, its fields.
    /// - Throws: ``ADPermissionError`` naming the first rule that fails, with its file and line.
    public func validate(fields: [String: [String]]) throws(ADPermissionError) {
        let probe = IdentityFolding(ADIdentity(id: "probe", name: "probe", roles: []))
        for table in tables.keys.sorted() {
            guard let columns = fields[table] else {
                throw ADPermissionError(.unknownTable(table), at: tables[table]?.values.first?.rules.first?.rule.location)
            }
            for permissions in tables[table].map({ Array($0.values) }) ?? [] {
                for (field, rule) in permissions.rules {
                    for name in [field].compactMap({ $0 }) + rule.recordFields.sorted() where !columns.contains(name) {
                        throw ADPermissionError(.unknownField(name, suggestion: FieldSuggestion.closest(to: name, among: columns)), at: rule.location)
                    }
                    _ = try ADAccess.Folded(rule, probe)
                }
                for rule in permissions.presets.values where !rule.recordFields.isEmpty {
                    throw ADPermissionError(
                        .identityUse("a preset is set from the identity and constants, not from the record"), at: rule.location)
                }
            }
        }
    }
}
