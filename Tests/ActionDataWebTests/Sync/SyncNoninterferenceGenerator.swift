import ActionData
import ActionDataStorage
import Foundation
import TestSupport

/// A case's rules for Ada, a worker: which jobs she reads and which of their fields are hidden.
struct SyncNoninterferenceRules: Sendable {
    /// The permission document.
    let document: String
    /// The fields hidden from Ada in every job she reads.
    let hidden: Set<String>
    /// Whether Ada reads `job`.
    let reads: @Sendable (Job) -> Bool

    static let all: [SyncNoninterferenceRules] = [
        SyncNoninterferenceRules(
            document: #"{"tables": {"Jobs": {"admin": {"read": true, "create": true, "update": true, "delete": true}, "worker": {"read": "owner = user.id", "create": true, "update": "owner = user.id", "delete": "owner = user.id", "hidden": ["cost"], "presets": {"owner": "user.id"}}}}}"#,
            hidden: ["cost"], reads: { $0.owner == "ada" }),
        SyncNoninterferenceRules(
            document: #"{"tables": {"Jobs": {"admin": {"read": true, "create": true, "update": true, "delete": true}, "worker": {"read": "status <> 'secret'", "create": true, "update": "status <> 'secret'", "hidden": ["cost", "price"]}}}}"#,
            hidden: ["cost", "price"], reads: { $0.status != "secret" }),
        SyncNoninterferenceRules(
            document: #"{"tables": {"Jobs": {"admin": {"read": true, "create": true, "update": true, "delete": true}, "worker": {"read": true, "update": true, "hidden": ["cost"]}}}}"#,
            hidden: ["cost"], reads: { _ in true }),
    ]
}

/// The rules and the two stores: the jobs Ada reads have the same keys and visible fields in
/// both, their hidden fields differ; every other key holds, in each store independently, a
/// job she may not read or none.
struct SyncNoninterferenceWorld: Sendable {
    let rules: SyncNoninterferenceRules
    let first: [Job]
    let second: [Job]
    /// The keys of the jobs Ada reads, and of those she may never read.
    let readable: [String]
    let unreadable: [String]
}

/// A push of one field of a job.
struct SyncNoninterferenceEdit: Sendable, CustomStringConvertible {
    let key: String
    let field: String
    let value: ADValue
    var description: String { "\(field) = \(value) of \(key.suffix(4))" }
}

/// A change made on the servers' databases, not through Ada's device.
enum SyncNoninterferenceChange: Sendable, CustomStringConvertible {
    /// Both servers retitle the readable job `key` (where it still is).
    case retitled(key: String, title: String)
    /// Both servers delete the readable job `key`.
    case deleted(key: String)
    /// Both servers store a new job Ada reads.
    case created(Job)
    /// The second server alone changes the fields of the readable job `key` hidden from Ada.
    case secretChanged(key: String, hidden: Set<String>, salt: Int)
    /// The second server alone stores, changes or deletes a job Ada may not read at `key`.
    case unreadableChanged(Job, deleting: Bool)

    var description: String {
        switch self {
        case .retitled(let key, let title): "(both) \(key.suffix(4)) retitled '\(title)'"
        case .deleted(let key): "(both) \(key.suffix(4)) deleted"
        case .created(let job): "(both) \(job.id.suffix(4)) created \(SyncNoninterferenceGenerator.describe(job))"
        case .secretChanged(let key, let hidden, let salt): "(second) \(hidden.sorted()) of \(key.suffix(4)) changed, salt \(salt)"
        case .unreadableChanged(let job, let deleting):
            "(second) unreadable \(job.id.suffix(4)) " + (deleting ? "deleted" : "stored \(SyncNoninterferenceGenerator.describe(job))")
        }
    }

    /// Makes the change on `provider`, the second server's when `secondStore`.
    func make(on provider: any ADSyncProvider, secondStore: Bool) async throws {
        switch self {
        case .retitled(let key, let title):
            guard var job = try await provider.load(Job.self, key: key) else { return }
            job.title = title
            _ = try await provider.save(job)
        case .deleted(let key):
            if let job = try await provider.load(Job.self, key: key) { _ = try await provider.delete(job) }
        case .created(let job):
            _ = try await provider.save(job)
        case .secretChanged(let key, let hidden, let salt):
            guard secondStore, var job = try await provider.load(Job.self, key: key) else { return }
            if hidden.contains("cost") { job.cost = Double(salt) / 4 }
            if hidden.contains("price") { job.price = Double(salt % 7) + 0.5 }
            _ = try await provider.save(job)
        case .unreadableChanged(let job, let deleting):
            guard secondStore else { return }
            if deleting {
                if let stored = try await provider.load(Job.self, key: job.id) { _ = try await provider.delete(stored) }
            } else {
                do {
                    _ = try await provider.save(job)
                } catch let error as ADDataError {
                    // A key deleted earlier in the case stays deleted (deletes win).
                    guard case .refused(.gone) = error.kind else { throw error }
                }
            }
        }
    }
}

/// One step of a case.
enum SyncNoninterferenceStep: Sendable, CustomStringConvertible {
    case snapshot(limit: Int)
    case pull(limit: Int)
    case forgedPull(since: Int64)
    case push(SyncNoninterferenceEdit)
    case elsewhere(SyncNoninterferenceChange)

    var description: String {
        switch self {
        case .snapshot(let limit): "snapshot, \(limit) a page"
        case .pull(let limit): "pull, \(limit) a page"
        case .forgedPull(let since): "pull since a forged cursor \(since)"
        case .push(let edit): "push \(edit)"
        case .elsewhere(let change): "\(change)"
        }
    }
}

/// Draws cases from a seed.
struct SyncNoninterferenceGenerator {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    static func key(_ index: Int) -> String { String(format: "018CC251-F400-7000-8000-%012X", index) }

    static func describe(_ job: Job) -> String {
        "{title '\(job.title)', owner \(job.owner), status \(job.status), price \(job.price), cost \(job.cost)}"
    }

    private mutating func chance(_ count: Int, in total: Int) -> Bool { Int.random(in: 0..<total, using: &random) < count }
    private mutating func pick<Element>(_ elements: [Element]) -> Element? { elements.randomElement(using: &random) }

    /// A job at `key` that Ada reads under `rules` when `readable`, else one she may not read.
    mutating func job(_ key: String, readable: Bool, rules: SyncNoninterferenceRules) -> Job? {
        for _ in 0..<20 {
            var job = Job(id: key, title: pick(["Paint", "Fix", "Ship", "Sand"]) ?? "Paint", owner: pick(["ada", "bob"]) ?? "ada")
            job.status = pick(["draft", "approved", "secret"]) ?? "draft"
            job.price = Double(Int.random(in: 1...9, using: &random))
            job.cost = Double(Int.random(in: 1...9, using: &random)) / 2
            if rules.reads(job) == readable { return job }
        }
        return nil
    }

    mutating func world() -> SyncNoninterferenceWorld {
        let rules = pick(SyncNoninterferenceRules.all) ?? SyncNoninterferenceRules.all[0]
        var (first, second, readable, unreadable) = ([Job](), [Job](), [String](), [String]())
        for index in 1...Int.random(in: 3...9, using: &random) {
            let key = Self.key(index)
            if chance(1, in: 2), let shared = job(key, readable: true, rules: rules) {
                first.append(shared)
                var other = shared
                if rules.hidden.contains("cost") { other.cost += 10 }
                if rules.hidden.contains("price") { other.price += 10 }
                second.append(other)
                readable.append(key)
            } else {
                unreadable.append(key)
                if chance(2, in: 3), let one = job(key, readable: false, rules: rules) { first.append(one) }
                if chance(2, in: 3), let two = job(key, readable: false, rules: rules) { second.append(two) }
            }
        }
        return SyncNoninterferenceWorld(rules: rules, first: first, second: second, readable: readable, unreadable: unreadable)
    }

    /// A snapshot, then 10 to 24 steps.
    mutating func steps(for world: SyncNoninterferenceWorld) -> [SyncNoninterferenceStep] {
        var steps: [SyncNoninterferenceStep] = [.snapshot(limit: Int.random(in: 1...3, using: &random))]
        var readable = world.readable
        var next = 100
        for _ in 0..<Int.random(in: 10...24, using: &random) {
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1, 2: steps.append(.pull(limit: Int.random(in: 1...4, using: &random)))
            case 3: steps.append(.snapshot(limit: Int.random(in: 1...3, using: &random)))
            case 4: steps.append(.forgedPull(since: Int64.random(in: 1...40, using: &random)))
            case 5:
                if let key = pick(readable) {
                    let field = pick(["title", "title", "cost", "price", "status"]) ?? "title"
                    let value: ADValue = field == "title" || field == "status" ? .string(pick(["Mend", "draft", "Wax"]) ?? "Mend") : .double(3.5)
                    steps.append(.push(SyncNoninterferenceEdit(key: key, field: field, value: value)))
                }
            case 6:
                if let key = pick(readable) { steps.append(.elsewhere(.retitled(key: key, title: pick(["Glaze", "Tile", "Plumb"]) ?? "Glaze"))) }
            case 7:
                if let key = pick(readable), chance(1, in: 2) {
                    steps.append(.elsewhere(.deleted(key: key)))
                    readable.removeAll { $0 == key }
                }
            case 8:
                next += 1
                if let job = job(Self.key(next), readable: true, rules: world.rules) {
                    steps.append(.elsewhere(.created(job)))
                    readable.append(job.id)
                }
            case 9, 10:
                if let key = pick(readable) { steps.append(.elsewhere(.secretChanged(key: key, hidden: world.rules.hidden, salt: Int.random(in: 1...99, using: &random)))) }
            default:
                next += 1
                let key = pick(world.unreadable + [Self.key(next)]) ?? Self.key(next)
                if let job = job(key, readable: false, rules: world.rules) { steps.append(.elsewhere(.unreadableChanged(job, deleting: chance(1, in: 3)))) }
            }
        }
        steps.append(.pull(limit: 3))
        return steps
    }
}
