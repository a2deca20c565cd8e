import ActionData
import ActionDataStorage
import HummingbirdTesting

/// A difference between the two servers' answers: a leak through `route`, with everything
/// needed to replay and read it.
struct NoninterferenceLeak: Sendable {
    let route: String
    let report: String
}

/// One generated case (``NoninterferenceGenerator``): rules, a person, two stores that differ
/// only in what the rules hide from that person, and the steps the person's page takes. Run
/// against two servers, one on each store, every answer must be the same.
struct NoninterferenceCase: Sendable {
    let seed: UInt64
    let world: NoninterferenceWorld
    let steps: [NoninterferenceStep]

    init(seed: UInt64) throws {
        self.seed = seed
        var generator = NoninterferenceGenerator(seed: seed)
        world = try generator.world()
        steps = try generator.steps(for: world)
    }

    /// The differences found running the steps on two servers on new databases of kind `kind`:
    /// the first through each route. A case stops at a difference in a request that changes
    /// something, as the two sessions may no longer be alike; after a request that only reads,
    /// it goes on.
    func leaks(on kind: AccountDatabase) async throws -> [NoninterferenceLeak] {
        let first = try await NoninterferenceServer.make(on: kind, rules: world.rules.json(reworded: false), records: world.first)
        let second: NoninterferenceServer
        do {
            second = try await NoninterferenceServer.make(on: kind, rules: world.rules.json(reworded: true), records: world.second)
        } catch {
            await first.connection.close()
            throw error
        }
        let found: Result<[NoninterferenceLeak], any Error>
        do {
            let (one, two) = (first.database, second.database)
            found = .success(try await first.test { clientOne in
                try await second.test { clientTwo in try await run(clientOne, clientTwo, stores: (one, two), kind: kind) }
            })
        } catch {
            found = .failure(error)
        }
        await first.connection.close()
        await second.connection.close()
        return try found.get()
    }

    private func run(
        _ one: any TestClientProtocol, _ two: any TestClientProtocol, stores: (any ADDataProvider, any ADDataProvider), kind: AccountDatabase
    ) async throws -> [NoninterferenceLeak] {
        var browsers = (NoninterferenceBrowser(one, identity: world.reader.identity), NoninterferenceBrowser(two, identity: world.reader.identity))
        var leaks: [NoninterferenceLeak] = []
        for (index, step) in steps.enumerated() {
            let request: NoninterferenceRequest
            switch step {
            case .request(let sent):
                request = sent
            case .elsewhere(let change):
                try await NoninterferenceElsewhere(reader: world.reader, first: stores.0, second: stores.1).apply(change)
                continue
            }
            let answers = (try await browsers.0.send(request), try await browsers.1.send(request))
            guard answers.0 != answers.1 else { continue }
            if !leaks.contains(where: { $0.route == request.route }) {
                leaks.append(NoninterferenceLeak(route: request.route, report: report(at: index, kind: kind, answers: answers)))
            }
            if !request.isReading { break }
        }
        return leaks
    }

    /// The failure message of a difference in the answers to step `index`.
    private func report(at index: Int, kind: AccountDatabase, answers: (NoninterferenceAnswer, NoninterferenceAnswer)) -> String {
        let (plain, reworded) = (world.rules.json(reworded: false), world.rules.json(reworded: true))
        let rules = plain == reworded
            ? "rules:\n\(plain)" : "rules of the first server:\n\(plain)\nrules of the second (read rules reworded):\n\(reworded)"
        let before = steps.prefix(index).enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
        return """
            Noninterference: the answers to \(steps[index]) differ on \(kind), case seed \(seed) \
            (replay: ACTIONDATA_NONINTERFERENCE_SEED=\(seed) ACTIONDATA_NONINTERFERENCE_CASES=1)
            person: \(world.reader.identity)
            \(rules)
            records at the start (key: first store | second store):
            \(world.storesDescription)
            steps before:
            \(before)
            request: \(steps[index])
            first server:  \(answers.0)
            second server: \(answers.1)
            """
    }
}
