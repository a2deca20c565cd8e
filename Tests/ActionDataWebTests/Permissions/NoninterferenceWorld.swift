import ActionData
import HTTPTypes

/// Who asks, as an identity-aware proxy on loopback forwards them; nobody without a user.
struct NoninterferenceIdentity: Sendable, CustomStringConvertible {
    let user: String?
    let roles: [String]
    let email: String?

    /// The identity the server resolves from ``headers``.
    var resolved: ADIdentity {
        guard let user else { return .anonymous }
        return ADIdentity(id: user, name: user, roles: roles, attributes: email.map { ["email": $0] } ?? [:])
    }

    /// The forwarded headers of every request.
    var headers: HTTPFields {
        var headers: HTTPFields = [:]
        guard let user, let name = HTTPField.Name("X-Forwarded-User"), let groups = HTTPField.Name("X-Forwarded-Groups"),
            let mail = HTTPField.Name("X-Forwarded-Email")
        else { return headers }
        headers[name] = user
        headers[groups] = roles.joined(separator: ",")
        if let email { headers[mail] = email }
        return headers
    }

    var description: String {
        guard let user else { return "nobody (anonymous)" }
        return "\(user), roles [\(roles.joined(separator: ", "))]\(email.map { ", email \($0)" } ?? "")"
    }
}

/// What the rules let one person see: which records they read, and which fields of those are
/// hidden from them whatever they do.
struct NoninterferenceReader: Sendable {
    let identity: NoninterferenceIdentity
    /// The person's access by the rules as the first server has them.
    let access: ADAccess

    /// Whether the person may read `item`.
    func isReadable(_ item: Item) throws -> Bool {
        try access.allows(.read, try ADRecordEncoder().encode(item))
    }

    /// The fields of `item` hidden from the person now and whoever owns it after their saves
    /// (its owner, or one of the presets' `user.id` and `'shared'`): the values the two
    /// stores may hold differently while the person could never be shown them.
    func secretFields(of item: Item) throws -> Set<String> {
        var secret = Set(NoninterferenceRules.hideable)
        for owner in [item.owner, identity.user ?? "", "shared"] {
            var owned = item
            owned.owner = owner
            secret.formIntersection(try access.hiddenFields(of: try ADRecordEncoder().encode(owned)))
        }
        return secret
    }
}

/// One case's rules, person and the two stores, which differ only in what the rules hide from
/// that person: the values of fields hidden in records they may read
/// (``NoninterferenceReader/secretFields(of:)``), and the records they may not read.
///
/// The records they may read have the same keys in both stores; every other key up to
/// ``highest`` holds a record they may not read in the first store, the second, both (each
/// its own) or neither. Both stores hold ``highest``, so a new record gets the same key in both.
struct NoninterferenceWorld: Sendable {
    let rules: NoninterferenceRules
    let reader: NoninterferenceReader
    let first: [Item]
    let second: [Item]
    let highest: Int

    /// The records as a list for a failure message, the second store's where it differs.
    var storesDescription: String {
        (1...highest).map { key in
            let (one, two) = (first.first { $0.id == key }, second.first { $0.id == key })
            let shown = [one, two].map { $0.map(Self.describe) ?? "—" }
            return "  \(key): " + (shown[0] == shown[1] ? "both \(shown[0])" : "first \(shown[0]) | second \(shown[1])")
        }.joined(separator: "\n")
    }

    static func describe(_ item: Item) -> String {
        "{name '\(item.name)', owner '\(item.owner)', status \(item.status), price \(item.price), cost \(item.cost)}"
    }
}

extension NoninterferenceGenerator {
    /// A case's rules, person and stores.
    mutating func world() throws -> NoninterferenceWorld {
        let identity = identity()
        let rules = rules(for: identity)
        let access = try ADPermissions(json: rules.json(reworded: false)).access(to: "Items", for: identity.resolved)
        let reader = NoninterferenceReader(identity: identity, access: access)
        let highest = Int.random(in: 4...10, using: &random)
        var (first, second) = ([Item](), [Item]())
        for key in 1...highest {
            let roll = Int.random(in: 0..<20, using: &random)
            if roll < 11 || key == highest, let shared = try item(id: key, readable: true, by: access) {
                first.append(shared)
                second.append(changing(try reader.secretFields(of: shared), of: shared))
            } else if roll < 17 || key == highest {
                let (inFirst, inSecond) = key == highest ? (true, true) : (chance(2, in: 3), chance(2, in: 3))
                if inFirst, let unreadable = try item(id: key, readable: false, by: access) { first.append(unreadable) }
                if inSecond, let unreadable = try item(id: key, readable: false, by: access) { second.append(unreadable) }
            }
        }
        return NoninterferenceWorld(rules: rules, reader: reader, first: first, second: second, highest: highest)
    }
}
