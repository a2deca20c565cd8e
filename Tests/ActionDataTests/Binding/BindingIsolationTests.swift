import ActionData
import Testing

/// A form owned by an actor, as a web session keeps it: the controller and its controls never
/// leave the actor.
private actor FormSession {
    private let name = ADTextFieldModel(name: "name", dataPath: "name")
    private let greeting = ADLabelModel(name: "greeting", dataPath: "'Hello ' + name")
    private let controller: ADBindingController

    init(record: ADRecord) {
        name.liveUpdate = true
        controller = ADBindingController(root: ADViewGroup([name, greeting]))
        controller.setRecord(record)
    }

    func type(_ text: String) -> String {
        name.text = text
        controller.controlDidChange(name)
        return greeting.text
    }

    func record() throws(ADBindingError) -> ADRecord {
        try controller.updateRecord()
        return controller.record
    }
}

@Suite("Binding: a form inside an actor")
struct BindingIsolationTests {
    @Test func sessionsEditIndependently() async throws {
        let first = FormSession(record: ["name": "Ada"])
        let second = FormSession(record: ["name": "Lin"])
        async let one = first.type("Grace")
        async let two = second.type("Alan")
        #expect(await [one, two] == ["Hello Grace", "Hello Alan"])
        #expect(try await first.record() == ["name": "Grace"])
        #expect(try await second.record() == ["name": "Alan"])
    }
}
