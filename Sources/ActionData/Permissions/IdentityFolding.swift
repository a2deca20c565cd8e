/// A permission formula with the identity put in: every part that reads only `user` (and
/// constants) is replaced by its value for one identity, and `hasRole('…')` by TRUE or FALSE.
/// What is left reads the record alone, so the engine evaluates it on a record and the SQL
/// translator puts it into a `WHERE` clause, and the two agree.
struct IdentityFolding {
    /// The name permission formulas read the identity under: `user.id`.
    static let userName = "user"
    /// The function telling whether the identity has a role: `hasRole('admin')`.
    static let hasRoleName = "hasrole"
    /// The identity's roles under `user`, which only `hasRole` reads.
    static let rolesName = "roles"

    let identity: ADIdentity
    /// The identity as a record, and inside a record as formulas read it.
    private let fields: ADRecord, user: ADRecord

    init(_ identity: ADIdentity) {
        self.identity = identity
        fields = identity.record
        user = [Self.userName: .record(fields)]
    }

    /// What a folded node reads.
    private struct Folded {
        var expression: ADExpression
        /// Reads a field of the record (so it stays as it is).
        var readsRecord: Bool
        /// Reads the identity (so it is evaluated, unless it also reads the record).
        var readsUser: Bool
    }

    /// `expression` with the identity put in.
    /// - Throws: ``ADPermissionError`` when a part reading only the identity does not evaluate
    ///   to a scalar (`user.roles` as a value), or `hasRole` is not given a role name.
    func fold(_ expression: ADExpression) throws(ADPermissionError) -> ADExpression {
        try settled(folded(expression))
    }

    /// The value of `expression`, which reads the identity and constants only (a preset).
    /// - Throws: ``ADPermissionError`` when it reads the record.
    func value(of expression: ADExpression) throws(ADPermissionError) -> ADValue {
        let result = try folded(expression)
        guard !result.readsRecord else {
            throw ADPermissionError(.identityUse("a preset is set from the identity and constants, not from the record: \(expression)"))
        }
        return try evaluated(result.expression)
    }

    /// Folds the children first; a node reading the record keeps its shape, with each child
    /// that reads only the identity replaced by its value. A node reading the identity and no
    /// record is left for its parent, so the largest such part is evaluated once.
    private func folded(_ expression: ADExpression) throws(ADPermissionError) -> Folded {
        switch expression {
        case .literal:
            return Folded(expression: expression, readsRecord: false, readsUser: false)
        case .field(let path, let range):
            guard path.components.count > 1, path.components.first == Self.userName else {
                return Folded(expression: expression, readsRecord: true, readsUser: false)
            }
            guard path.components.dropFirst().first != Self.rolesName else {
                throw ADPermissionError(.identityUse("user.roles is a list of the identity's roles; use hasRole('…') for roles"))
            }
            // An attribute the identity does not have reads as NULL.
            guard fields.value(at: ADFieldPath(components: Array(path.components.dropFirst()))) != nil else {
                return Folded(expression: .literal(.null, range: range), readsRecord: false, readsUser: false)
            }
            return Folded(expression: expression, readsRecord: false, readsUser: true)
        case .call(let name, let arguments, let range) where name == Self.hasRoleName:
            guard arguments.count == 1, let argument = arguments.first else {
                throw ADPermissionError(.identityUse("hasRole takes one role name: hasRole('admin')"))
            }
            let role = try folded(argument)
            guard !role.readsRecord else {
                throw ADPermissionError(.identityUse("hasRole takes a role name, not a field of the record: \(argument)"))
            }
            let value = try evaluated(role.expression)
            return Folded(expression: .literal(.bool(identity.hasRole(value.asText())), range: range), readsRecord: false, readsUser: false)
        default:
            let children = try expression.children.map { (child: ADExpression) throws(ADPermissionError) in try folded(child) }
            if children.contains(where: \.readsRecord) {
                let settledChildren = try children.map { (child: Folded) throws(ADPermissionError) in try settled(child) }
                return Folded(expression: expression.replacingChildren(settledChildren), readsRecord: true, readsUser: false)
            }
            return Folded(
                expression: expression.replacingChildren(children.map(\.expression)), readsRecord: false,
                readsUser: children.contains(where: \.readsUser))
        }
    }

    /// A folded node as it goes into a formula over the record: its value when it reads only
    /// the identity.
    private func settled(_ node: Folded) throws(ADPermissionError) -> ADExpression {
        guard node.readsUser, !node.readsRecord else { return node.expression }
        return try constant(evaluated(node.expression), for: node.expression)
    }

    private func evaluated(_ expression: ADExpression) throws(ADPermissionError) -> ADValue {
        let formula: ADFormula
        do {
            formula = try ADFormula(expression.description)
        } catch {
            throw ADPermissionError(.formula(error))
        }
        do {
            return try formula.evaluate(in: user)
        } catch {
            throw ADPermissionError(.evaluation(error))
        }
    }

    private func constant(_ value: ADValue, for expression: ADExpression) throws(ADPermissionError) -> ADExpression {
        guard let constant = ADExpression.constant(value, range: expression.range) else {
            throw ADPermissionError(.identityUse(
                "\(expression) is a \(value.kind) of the identity, not a value to compare; use hasRole('…') for roles"))
        }
        return constant
    }
}
