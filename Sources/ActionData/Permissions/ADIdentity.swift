/// Who is asking: the person or program a form, a request or a sync runs for.
///
/// Permission formulas (``ADPermissions``) read the identity as `user`:
///
/// | formula | value |
/// | --- | --- |
/// | `user.id` | ``id`` (NULL for ``anonymous``) |
/// | `user.name` | ``name`` |
/// | `user.<attribute>` | the attribute's value, NULL when the identity has none |
/// | `hasRole('admin')` | whether ``roles`` holds `admin` |
///
/// An attribute named `id`, `name` or `roles` is shadowed by the property of that name.
public struct ADIdentity: Sendable, Hashable, Codable {
    /// The stable identifier rules compare owners with (`owner = user.id`).
    public var id: String
    /// The name shown for the identity (`Signed in as …`).
    public var name: String
    /// The roles whose permissions apply, in no particular order.
    public var roles: [String]
    /// Further facts about the identity (`team`, `region`), read as `user.team`.
    public var attributes: [String: String]

    /// An identity.
    public init(id: String, name: String, roles: [String], attributes: [String: String] = [:]) {
        self.id = id
        self.name = name
        self.roles = roles
        self.attributes = attributes
    }

    /// The role a client nobody signed in as has, and its only one.
    public static let anonymousRole = "anonymous"

    /// A client nobody signed in as: no id, the role ``anonymousRole`` alone.
    public static let anonymous = ADIdentity(id: "", name: "", roles: [anonymousRole])

    /// Whether this is ``anonymous``.
    public var isAnonymous: Bool { id.isEmpty }

    /// Whether ``roles`` holds `role`.
    public func hasRole(_ role: String) -> Bool { roles.contains(role) }

    /// The identity as a record, as permission formulas read it under `user`.
    var record: ADRecord {
        var fields = ADRecord(fieldsKeepingLast: attributes.sorted { $0.key < $1.key }.map { ($0.key, ADValue.string($0.value)) })
        fields["id"] = isAnonymous ? .null : .string(id)
        fields["name"] = isAnonymous ? .null : .string(name)
        fields["roles"] = .array(roles.map(ADValue.string))
        return fields
    }
}
