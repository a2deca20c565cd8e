import ActionData
import Testing

@Suite("Form model: finding the control a hand-placed view shows")
@MainActor
struct FormModelLookupTests {
    nonisolated static let paths: [(dataPath: String, name: String?)] = [
        ("name", "name"),
        ("'Hello ' + name", "greeting"),
        ("phone", "phone"),
        ("rating * 2", "stars"),
        ("nowhere", nil),
        ("", nil),
    ]

    @Test("a data path finds the first control bound to it", arguments: paths)
    func aDataPathFindsItsControl(dataPath: String, name: String?) throws {
        let form = try personForm()
        #expect(form.control(boundTo: dataPath)?.name == name)
    }

    @Test func theControlFoundIsTheFormsOwn() throws {
        let form = try personForm()
        let byPath = try #require(form.control(boundTo: "age"))
        #expect(byPath === form.control(named: "age"))
        try form.setText("40", for: byPath)
        #expect(form.control(boundTo: "age + 1")?.text == "41")
    }
}
