import ActionData
import Testing

@Suite("Binding: AKABeacon pickers")
struct BindingAKABeaconPickerTests {
    static let ada: ADValue = ["name": "Ada", "id": 1]
    static let grace: ADValue = ["name": "Grace", "id": 2]

    private static func form(_ binding: String, record: ADRecord) throws -> (ADBindingController, ADTextPickerModel) {
        let picker = ADTextPickerModel(name: "picker")
        picker.dataBinding = try ADBindingExpression(binding, kind: .picker).pickerBinding
        picker.liveUpdate = true
        let controller = ADBindingController(root: ADViewGroup([picker]))
        controller.setRecord(record)
        return (controller, picker)
    }

    @Test("object choices show their title and write the picked object")
    func objectChoices() throws {
        let (controller, picker) = try Self.form(
            "{ picker: person { choices: people, title: name, titleForUndefinedValue: \"(choose)\", titleForOtherValue: \"(someone else)\" } }",
            record: ["person": .null, "people": [Self.ada, Self.grace]])
        #expect(controller.issues.isEmpty)
        #expect(picker.optionList == ["Ada", "Grace"])
        #expect(picker.text == "(choose)")
        #expect(controller.focus(picker))
        picker.pick(1)
        controller.pickerDone()
        #expect(controller.record["person"] == Self.grace)
        #expect(picker.text == "Grace")
    }

    /// The value the record holds, then what the picker shows.
    static let shown: [(ADValue, String)] = [(ada, "Ada"), (grace, "Grace"), (.null, "(choose)"), (["name": "Alan"], "(someone else)")]

    @Test("a value is shown as its choice's title, or the undefined or other title", arguments: shown)
    func shows(value: ADValue, text: String) throws {
        let (_, picker) = try Self.form(
            "person { choices: people, title: $data.name, titleForUndefinedValue: \"(choose)\", titleForOtherValue: \"(someone else)\" }",
            record: ["person": value, "people": [Self.ada, Self.grace]])
        #expect(picker.text == text)
    }

    @Test("choices from an array field are re-read when the field changes")
    func liveChoices() throws {
        let (controller, picker) = try Self.form("colour { choices: colours }", record: ["colour": "red", "colours": ["red", "green"]])
        #expect(picker.optionList == ["red", "green"])
        try controller.setValue(["red", "green", "blue"], at: "colours")
        #expect(picker.optionList == ["red", "green", "blue"])
        #expect(picker.selectedIndex == 0)
    }

    @Test("text choices are written in the field's type")
    func numberChoices() throws {
        let (controller, picker) = try Self.form("size { choices: [1, 2, 3] }", record: ["size": 2])
        #expect(picker.text == "2")
        controller.focus(picker)
        picker.pick(2)
        controller.pickerDone()
        #expect(controller.record["size"] == 3)
    }
}
