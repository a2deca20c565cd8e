/// What one role may do with one table (Hasura's permissions per role and table, written as
/// formulas over the record and `user`).
///
/// An operation without a rule is denied. A field named in ``hidden`` or ``readOnly`` is so
/// where its rule holds for the record (``ADPermissionRule/always`` for every record).
///
/// ```swift
/// var editor = ADRolePermissions()
/// editor.read = try ADPermissionRule("owner = user.id")
/// editor.update = try ADPermissionRule("owner = user.id")
/// editor.readOnly["price"] = try ADPermissionRule("status = 'approved'")
/// editor.presets["owner"] = try ADPermissionRule("user.id")
/// ```
public struct ADRolePermissions: Sendable, Hashable {
    /// The records the role sees.
    public var read: ADPermissionRule?
    /// The new records the role may save (evaluated on the record as it would be stored).
    public var create: ADPermissionRule?
    /// The stored records the role may change (evaluated on the record as stored).
    public var update: ADPermissionRule?
    /// The stored records the role may delete.
    public var delete: ADPermissionRule?
    /// The records whose history the role may see.
    public var history: ADPermissionRule?
    /// Fields the role never sees, each where its rule holds.
    public var hidden: [String: ADPermissionRule]
    /// Fields the role sees but may not change, each where its rule holds.
    public var readOnly: [String: ADPermissionRule]
    /// Fields set from the identity on create and on every save, which the role may not
    /// change: each rule reads `user` and constants only (`user.id`).
    public var presets: [String: ADPermissionRule]
    /// What a record must satisfy after the role's edit, or Save is refused naming it.
    public var check: ADPermissionRule?

    /// Permissions granting nothing until rules are set.
    public init(
        read: ADPermissionRule? = nil, create: ADPermissionRule? = nil, update: ADPermissionRule? = nil,
        delete: ADPermissionRule? = nil, history: ADPermissionRule? = nil, hidden: [String: ADPermissionRule] = [:],
        readOnly: [String: ADPermissionRule] = [:], presets: [String: ADPermissionRule] = [:], check: ADPermissionRule? = nil
    ) {
        self.read = read
        self.create = create
        self.update = update
        self.delete = delete
        self.history = history
        self.hidden = hidden
        self.readOnly = readOnly
        self.presets = presets
        self.check = check
    }

    /// The rule of `operation`, `nil` when the role may not.
    public func rule(for operation: ADPermissionOperation) -> ADPermissionRule? {
        switch operation {
        case .read: read
        case .create: create
        case .update: update
        case .delete: delete
        case .history: history
        }
    }

    /// Every rule with the field it governs, if any, for checking them all.
    var rules: [(field: String?, rule: ADPermissionRule)] {
        ADPermissionOperation.allCases.compactMap { operation in rule(for: operation).map { (nil, $0) } }
            + [hidden, readOnly, presets].flatMap { fields in fields.sorted { $0.key < $1.key }.map { (Optional($0.key), $0.value) } }
            + (check.map { [(nil, $0)] } ?? [])
    }
}
