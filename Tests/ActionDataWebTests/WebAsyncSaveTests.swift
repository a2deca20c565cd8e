import ActionData
import ActionDataWeb
import Testing

/// Forms whose model is stored by an asynchronous hook — a database server — and the session
/// keeping every other change out while such a save is away.
@Suite("Web: forms saved through an asynchronous store")
struct WebAsyncSaveTests {
    struct Person: Codable, Equatable {
        var id = 0
        var name = "Ada"
    }

    /// A store that holds each save until the test lets it through.
    actor HeldStore {
        private(set) var saved: [Person] = []
        private(set) var waiting = false
        private var release: CheckedContinuation<Void, Never>?
        private var open = false

        func save(_ person: Person) async -> Person {
            if !open {
                waiting = true
                await withCheckedContinuation { release = $0 }
            }
            saved.append(person)
            return Person(id: saved.count, name: person.name)
        }

        func letThrough() {
            open = true
            release?.resume()
            release = nil
        }
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String { "the database is unreachable" }
    }

    private static func nameField() -> ADViewGroup {
        ADViewGroup([ADTextFieldModel(name: "name", dataPath: "name")])
    }

    @Test func theFormShowsTheModelAsTheAsynchronousStoreStoredIt() async throws {
        let store = HeldStore()
        await store.letThrough()
        let form = try ADWebForm(title: "Person", root: Self.nameField(), model: Person()) { person in
            await store.save(person)
        }
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Grace"))
        let saved = await form.save()
        #expect(saved.failures.isEmpty)
        #expect(saved.record["id"] == 1)
        #expect(await store.saved == [Person(id: 0, name: "Grace")])
        #expect(form.reset().record["name"] == "Grace", "Revert goes back to what was stored")
    }

    @Test func aRefusedAsynchronousSaveKeepsTheEdits() async throws {
        let form = try ADWebForm(title: "Person", root: Self.nameField(), model: Person()) { (_: Person) async throws -> Person in
            try await Task.sleep(for: .milliseconds(1))
            throw Refusal()
        }
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Grace"))
        let refused = await form.save()
        #expect(refused.failures.map(\.reason) == [.storage])
        #expect(refused.failures.map(\.message) == ["the database is unreachable"])
        #expect(refused.state(of: "name")?.text == "Grace", "the edit is still in the control")
    }

    @Test func aCallerThatCannotAwaitIsToldToAndNothingIsLost() throws {
        let form = try ADWebForm(title: "Person", root: Self.nameField(), model: Person()) { (person: Person) async throws -> Person in
            person
        }
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Grace"))
        let refused = form.save()
        #expect(refused.failures.map(\.reason) == [.storage])
        #expect(refused.failures.first?.message.contains("await save(isolation:)") == true)
        #expect(refused.state(of: "name")?.text == "Grace")
    }

    @Test func anEditArrivingWhileTheStoreSavesWaitsAndIsKept() async throws {
        let store = HeldStore()
        let session = ADWebSession(
            form: try ADWebForm(title: "Person", root: Self.nameField(), model: Person()) { person in await store.save(person) })
        _ = try await session.handle(ADWebEvent(controlID: "name", action: .input, value: "Grace"))
        let saving = Task { await session.save() }
        while await !store.waiting { await Task.yield() }
        let typing = Task { try await session.handle(ADWebEvent(controlID: "name", action: .input, value: "Grace Hopper")) }
        for _ in 0..<200 { await Task.yield() }
        #expect(await session.snapshot().state(of: "name")?.text == "Grace", "the edit waits for the save")

        await store.letThrough()
        let saved = await saving.value
        #expect(saved.record == ["id": 1, "name": "Grace"])
        #expect(try await typing.value.state(of: "name")?.text == "Grace Hopper")
        #expect(await session.snapshot().state(of: "name")?.text == "Grace Hopper", "the save did not overwrite the later edit")
        #expect(await store.saved == [Person(id: 0, name: "Grace")])
    }
}
