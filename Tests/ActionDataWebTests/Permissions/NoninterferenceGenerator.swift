import ActionData
import TestSupport

/// The seeded source of every generated part of a noninterference case: rules
/// (``NoninterferenceRules``), who asks and the two stores (``NoninterferenceWorld``), and the
/// requests (``NoninterferenceStep``). One seed gives one case, so a failure is replayed by it.
struct NoninterferenceGenerator {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    static let names = ["Ada's draft", "Bob's", "Zed", "Apple", "Eve's secret", ""]
    static let owners = ["ada", "bob", "eve", "shared", ""]
    static let statuses = ["draft", "approved", "secret", "locked"]
    static let prices = [0.5, 2, 3, 4, 4.5, 9]
    static let costs = [0.25, 4, 5, 7.25, 10]

    /// Whether an event of probability `odds` in `outOf` happens.
    mutating func chance(_ odds: Int, in outOf: Int) -> Bool {
        Int.random(in: 0..<outOf, using: &random) < odds
    }

    /// One of `elements`, which is not empty.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &random)]
    }

    /// A seed for a later, separate generator (the store changes a step makes when it runs).
    mutating func salt() -> UInt64 { random.next() }

    /// An item with key `id` and every other field drawn from the pools above.
    mutating func item(id: Int) -> Item {
        Item(id: id, name: pick(Self.names), owner: pick(Self.owners), status: pick(Self.statuses), price: pick(Self.prices), cost: pick(Self.costs))
    }

    /// An item with key `id` that `access` lets its identity read (`readable`) or not, drawn up
    /// to 40 times; `nil` when none was found (a rule that reads everything or nothing).
    mutating func item(id: Int, readable: Bool, by access: ADAccess) throws -> Item? {
        for _ in 0..<40 {
            let drawn = item(id: id)
            if try access.allows(.read, try ADRecordEncoder().encode(drawn)) == readable { return drawn }
        }
        return nil
    }

    /// `item` with new values, where it can, in `fields` (``NoninterferenceReader/secretFields(of:)``).
    mutating func changing(_ fields: Set<String>, of item: Item) -> Item {
        var changed = item
        if fields.contains("price") { changed.price = pick(Self.prices.filter { $0 != item.price }) }
        if fields.contains("cost") { changed.cost = pick(Self.costs.filter { $0 != item.cost }) }
        return changed
    }

    /// Nobody (one time in seven), or one of three people with some of the roles and perhaps an email.
    mutating func identity() -> NoninterferenceIdentity {
        guard !chance(1, in: 7) else { return NoninterferenceIdentity(user: nil, roles: [], email: nil) }
        let user = pick(["ada", "bob", "eve"])
        let roles = NoninterferenceRules.roles.dropLast().filter { _ in chance(1, in: 2) }
        let email = chance(1, in: 2) ? "\(user)@\(pick(["example.com", "elsewhere.org"]))" : nil
        return NoninterferenceIdentity(user: user, roles: roles, email: email)
    }
}
