import ActionData
import ActionDataWeb
import Testing

/// The README's typed form: a `Codable` model served, decoded on Save and stored by a hook.
@Suite("Web: forms for Codable models")
struct WebModelFormTests {
    struct Person: Codable, Equatable {
        var id = 0
        var name = "Ada"
        var age = 36
    }

    final class Store {
        var saved: [Person] = []
    }

    @Test func saveDecodesTheModelAndStoresIt() async throws {
        let store = Store()
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let age = ADTextFieldModel(name: "age", dataPath: "age")
        let form = try ADWebForm(title: "Person", root: ADViewGroup([name, age]), model: Person()) { person in
            store.saved.append(person)
            return Person(id: store.saved.count, name: person.name, age: person.age)
        }
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Grace"))
        _ = try form.handle(ADWebEvent(controlID: "age", action: .input, value: "85"))
        let saved = await form.save()
        #expect(saved.failures.isEmpty)
        #expect(store.saved == [Person(id: 0, name: "Grace", age: 85)])
        #expect(saved.record["id"] == 1, "the form shows the model as stored")
        _ = try form.handle(ADWebEvent(controlID: "age", action: .input, value: "eighty"))
        let refused = await form.save()
        #expect(refused.failures.map(\.control) == ["age"])
        #expect(store.saved.count == 1, "all or nothing: nothing reaches the store")
        #expect(form.reset().record["age"] == 85, "Revert goes back to what was last saved")
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String { "the name is taken" }
    }

    @Test func whatTheStoreRefusesIsAFailureOfTheForm() async throws {
        let form = try ADWebForm(title: "Person", root: ADViewGroup([ADTextFieldModel(name: "name", dataPath: "name")]), model: Person()) { _ in
            throw Refusal()
        }
        let saved = await form.save()
        #expect(saved.failures.map(\.reason) == [.storage])
        #expect(saved.failures.map(\.message) == ["the name is taken"])
    }
}
