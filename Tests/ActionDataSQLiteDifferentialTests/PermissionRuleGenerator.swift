import ActionData
import TestSupport

/// Generated records, identities and row rules for the permission differential tests: owners
/// and teams that match identities, NULLs, quotes, and rules over the record, `user` and roles.
struct PermissionRuleGenerator {
    var random: SeededGenerator

    static let owners: [ADValue] = ["ada", "bob", "o'brien", "", .null]
    static let teams: [ADValue] = ["north", "south", .null]
    static let roles = ["editor", "admin", "viewer"]

    /// A row of the table, its key `id` filled in when saved.
    static let template: ADRecord = ["id": 0, "owner": "", "team": "", "status": "draft", "quantity": 0, "price": 0.0]

    mutating func records(_ count: Int) -> [ADRecord] {
        (1...count).map { index in
            ["id": .int(Int64(index)), "owner": pick(Self.owners), "team": pick(Self.teams),
             "status": pick(["draft", "approved", .null]), "quantity": pick([0, 1, 10, -3, .null]), "price": pick([0.5, 2.0, .null])]
        }
    }

    mutating func identity() -> ADIdentity {
        if Int.random(in: 0..<6, using: &random) == 0 { return .anonymous }
        let id = pick(["ada", "bob", "o'brien", "eve"])
        var attributes: [String: String] = [:]
        if Bool.random(using: &random) { attributes["team"] = pick(["north", "south"]) }
        return ADIdentity(id: id, name: id.uppercased(), roles: Self.roles.filter { _ in Bool.random(using: &random) }, attributes: attributes)
    }

    /// A read rule: comparisons of the record with the identity and constants, joined.
    mutating func rule(depth: Int = 0) -> String {
        let atoms = [
            "owner = user.id", "team = user.team", "hasRole('admin')", "NOT hasRole('viewer')", "quantity > 0",
            "status = 'approved'", "owner IS NULL", "owner = user.name", "lower(user.id) = owner", "price * quantity >= 1",
            "coalesce(team, 'none') = coalesce(user.team, 'none')", "owner LIKE user.id || '%'", "TRUE", "FALSE",
            "quantity BETWEEN 0 AND 5", "status IN ('draft', user.team)", "length(user.id) = length(owner)",
        ]
        guard depth < 3, Int.random(in: 0..<3, using: &random) > 0 else { return pick(atoms) }
        let left = rule(depth: depth + 1), right = rule(depth: depth + 1)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return "(\(left)) AND (\(right))"
        case 1: return "(\(left)) OR (\(right))"
        default: return "NOT (\(left))"
        }
    }

    /// A filter a person might type beside the rule, or none.
    mutating func typedFilter() -> String? {
        pick([nil, "quantity > 0", "TRUE OR TRUE", "owner = 'bob' OR 1 = 1", "status IS NULL OR TRUE"] as [String?])
    }

    /// Permissions giving each role its own generated read rule.
    mutating func permissions() throws -> ADPermissions {
        var roles: [String: ADRolePermissions] = [:]
        for role in Self.roles { roles[role] = ADRolePermissions(read: try ADPermissionRule(rule())) }
        return ADPermissions(tables: ["Rows": [
            "editor": roles["editor"] ?? ADRolePermissions(), "admin": roles["admin"] ?? ADRolePermissions(),
            "viewer": roles["viewer"] ?? ADRolePermissions(),
        ]])
    }

    private mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &random)]
    }
}
