import Foundation
import HTTPTypes

/// A request the person's page sends, the same to both servers.
struct NoninterferenceRequest: Sendable, CustomStringConvertible {
    let method: HTTPRequest.Method
    let uri: String
    let body: String?

    /// The route: the channel a difference in its answer leaks through.
    var route: String { String(uri.prefix { $0 != "?" }) }

    /// Whether it leaves the servers as they were, so that a case goes on after its answers differ.
    var isReading: Bool { method == .get }

    var description: String {
        let shown = uri.removingPercentEncoding ?? uri
        return "\(method) \(shown)" + (body.map { " \($0)" } ?? "")
    }
}

/// One step of a case: a request to both servers, or a change to the stores made elsewhere.
enum NoninterferenceStep: Sendable, CustomStringConvertible {
    case request(NoninterferenceRequest)
    case elsewhere(NoninterferenceChange)

    var description: String {
        switch self {
        case .request(let request): "\(request)"
        case .elsewhere(let change): "\(change)"
        }
    }
}

/// A change to the stores, as another person or a device's sync would make it while the
/// page is open (``NoninterferenceElsewhere`` makes it).
enum NoninterferenceChange: Sendable, CustomStringConvertible {
    /// Both stores give the record `key` (where they hold it) the name `name`.
    case renamed(key: Int, name: String)
    /// Both stores delete the record `key`.
    case deleted(key: Int)
    /// The second store alone gives the fields hidden from the person in the record `key`, when
    /// they may read it, new values drawn from `salt`.
    case secretChanged(key: Int, salt: UInt64)
    /// The second store alone adds, changes or deletes, as `salt` draws, a record the person
    /// may not read at `key`; nothing where the person may read the record there.
    case unreadableChanged(key: Int, salt: UInt64)

    var description: String {
        switch self {
        case .renamed(let key, let name): "(elsewhere, both stores) record \(key) renamed '\(name)'"
        case .deleted(let key): "(elsewhere, both stores) record \(key) deleted"
        case .secretChanged(let key, let salt): "(elsewhere, second store) hidden fields of record \(key) changed, salt \(salt)"
        case .unreadableChanged(let key, let salt): "(elsewhere, second store) unreadable record \(key) added, changed or deleted, salt \(salt)"
        }
    }
}

extension NoninterferenceGenerator {
    /// Filters a person might type: over fields they see, fields that may be hidden from them,
    /// no field at all, a field the table lacks, and some that are not formulas.
    static let filters = hiddenFilters + [
        "", "1 / (price - 4) > 0", "name LIKE 'A%'", "status = 'draft'", "owner = 'ada'", "nosuch = 1", "1) OR (1", "id > 2",
        "length(name) > 3", "TRUE", "nosuch.deeper = 'x'", "upper(name) = 'ZED'",
    ]
    /// Filters reading `price` or `cost`, which the rules may hide.
    static let hiddenFilters = [
        "price > 4", "cost = 7.25", "price > cost", "cost / (price - 4) > 0", "price > 4 OR TRUE", "NOT (cost < 5)",
        "price BETWEEN 2 AND 5", "cost",
    ]

    /// The controls a person may type into: the form's (``NoninterferenceServer/form(saving:)``)
    /// and one it does not have.
    static let controls = ["name", "price", "cost", "nickname", "margin", "flag", "nosuch"]
    static let typed = ["Zed", "Apple", "4.5", "9", "abc", "", "7.25", "-3", "forbidden"]

    /// The page's load, then steps until there are 16 to 32; one time in five a scene of
    /// several (``scene(on:)``) about a record the person may read.
    mutating func steps(for world: NoninterferenceWorld) throws -> [NoninterferenceStep] {
        let readable = try world.first.filter { try world.reader.isReadable($0) }.map(\.id)
        let length = Int.random(in: 16...32, using: &random)
        var steps = [NoninterferenceStep.request(NoninterferenceRequest(method: .get, uri: "/", body: nil))]
        while steps.count < length {
            if !readable.isEmpty, chance(1, in: 5) {
                steps += scene(on: pick(readable))
            } else {
                steps.append(step(readable: readable, highest: world.highest))
            }
        }
        return steps
    }

    /// A key to open or ask the history of: half the time one of a record the person may
    /// read (when there is one), else any key up to two past the highest, or one of no record.
    private mutating func key(readable: [Int], highest: Int) -> String {
        if !readable.isEmpty, chance(1, in: 2) { return String(pick(readable)) }
        return pick((1...(highest + 2)).map(String.init) + ["0", "99999", "abc", "-1"])
    }

    private static func request(_ method: HTTPRequest.Method, _ uri: String, _ body: String? = nil) -> NoninterferenceStep {
        .request(NoninterferenceRequest(method: method, uri: uri, body: body))
    }

    private static func opening(_ key: String) -> NoninterferenceStep {
        request(.post, "/open", #"{"id": \#(NoninterferenceRules.quoted(key))}"#)
    }

    /// The list selected by `filter`.
    private static func listing(_ filter: String) -> NoninterferenceStep {
        Self.request(.get, "/list?filter=\(filter.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")
    }

    /// Typing into one of the controls (or one the form lacks).
    private mutating func typing(into control: String? = nil) -> NoninterferenceStep {
        let (id, action) = (control ?? pick(Self.controls), chance(4, in: 5) ? "input" : "commit")
        let event = #"{"id": \#(NoninterferenceRules.quoted(id)), "action": "\#(action)", "value": \#(NoninterferenceRules.quoted(pick(Self.typed)))}"#
        return Self.request(.post, "/event", event)
    }

    /// The record `key` opened, perhaps its name edited, its hidden fields changed in the
    /// second store, and the page asking again: reloading, saving, reading the form, the
    /// record or its history, typing, opening it again, or listing by a field that may be hidden.
    private mutating func scene(on key: Int) -> [NoninterferenceStep] {
        var scene = [Self.opening(String(key))]
        if chance(1, in: 2) { scene.append(typing(into: "name")) }
        scene.append(.elsewhere(.secretChanged(key: key, salt: salt())))
        switch Int.random(in: 0..<9, using: &random) {
        case 0: scene.append(Self.request(.post, "/reload"))
        case 1: scene.append(Self.request(.post, "/save"))
        case 2: scene.append(Self.request(.get, "/state"))
        case 3: scene.append(Self.request(.get, "/record"))
        case 4: scene.append(Self.request(.get, "/history?id=\(key)"))
        case 5: scene.append(typing())
        case 6: scene.append(Self.opening(String(key)))
        default: scene.append(Self.listing(pick(Self.hiddenFilters)))
        }
        return scene
    }

    private mutating func step(readable: [Int], highest: Int) -> NoninterferenceStep {
        switch Int.random(in: 0..<28, using: &random) {
        case 0: return Self.request(.get, "/")
        case 1, 2: return Self.request(.get, "/state")
        case 3, 4, 5: return Self.opening(key(readable: readable, highest: highest))
        case 6, 7, 8, 9: return typing()
        case 10, 11: return Self.request(.post, "/save")
        case 12, 13: return Self.request(.post, "/reload")
        case 14: return Self.request(.get, "/record")
        case 15, 16: return Self.request(.get, "/history?id=\(key(readable: readable, highest: highest))")
        case 17, 18, 19: return Self.listing(pick(Self.filters))
        case 20: return Self.request(.post, "/new")
        case 21: return Self.request(.post, "/delete")
        case 22: return Self.request(.post, "/reset")
        case 23: return .elsewhere(.renamed(key: Int.random(in: 1...highest, using: &random), name: pick(Self.names)))
        case 24: return .elsewhere(.deleted(key: Int.random(in: 1..<highest, using: &random)))
        case 25, 26:
            let key = !readable.isEmpty && chance(2, in: 3) ? pick(readable) : Int.random(in: 1...highest, using: &random)
            return .elsewhere(.secretChanged(key: key, salt: salt()))
        default: return .elsewhere(.unreadableChanged(key: Int.random(in: 1..<highest, using: &random), salt: salt()))
        }
    }
}
