import ActionData
import Foundation
import TestSupport
import Testing

@Suite("Binding: fuzzed user input")
struct BindingFuzzTests {
    static let inputs = ["", " ", "0", "-1", "42", "2.5", "1e3", "abc", "12abc", "yes", "off", "∞", "NaN", "9223372036854775808",
                         "2018-01-01T00:00:00Z", "01/02/2018", "#FF0000", "'; DROP TABLE", "\n", "é", "1,000", "(808) 555-1212"]

    /// Whatever the user types, reading back either succeeds with every edit in place or
    /// fails listing controls, leaving the record exactly as it was; nothing traps.
    @Test(.onOwnThread, arguments: [11, 12, 13, 14, 15, 16, 17, 18] as [UInt64])
    func readBackIsAllOrNothing(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let posix = Locale(identifier: "en_US_POSIX")
        let fields: [(String, ADValue, ADTextFormatting)] = [
            ("count", 3, ADTextFormatting()), ("price", 2.5, ADTextFormatting(formatType: .number, formatPattern: "#,##0.00", locale: posix)),
            ("flag", true, ADTextFormatting()), ("name", "Ada", ADTextFormatting()),
            ("day", .date(Date(timeIntervalSince1970: 0)), ADTextFormatting(formatType: .date, formatPattern: "MM/dd/yyyy", locale: posix)),
            ("phone", "8085551212", ADTextFormatting(formatType: .masked, formatPattern: "(###) ###-####")),
            ("nested.value", 7, ADTextFormatting()),
        ]
        let editors = fields.map { ADTextFieldModel(name: $0.0, dataPath: $0.0, formatting: $0.2) }
        editors[0].validation.formula = "count < 100"
        editors[3].validation.required = true
        let controller = ADBindingController(root: ADViewGroup(editors))
        var record = ADRecord()
        for (path, value, _) in fields { record[path: ADFieldPath(path)] = value }
        record["untouched"] = "kept"
        controller.setRecord(record)
        var saved = 0
        var refused = 0
        let valid = ["5", "3.50", "no", "Lin", "02/03/2019", "(808) 555-1213", "8"]
        for round in 0..<24 {
            let before = controller.record
            for (editor, fix) in zip(editors, valid) {
                if round % 3 == 2 {
                    editor.text = fix
                } else if Bool.random(using: &generator) {
                    editor.text = Self.inputs.randomElement(using: &generator) ?? ""
                }
            }
            let reported = controller.validate()
            do {
                try controller.updateRecord()
                saved += 1
                #expect(reported.isEmpty)
                #expect(editors.allSatisfy { !$0.hasEdits })
                #expect(controller.record["untouched"] == "kept")
            } catch {
                refused += 1
                #expect(controller.record == before)
                #expect(error.failures.map(\.control) == reported.map(\.control))
                #expect(error.failures.allSatisfy { failure in editors.contains { $0.name == failure.control } })
                for editor in editors where error.failures.contains(where: { $0.control == editor.name }) {
                    #expect(editor.validationError != nil)
                }
            }
        }
        #expect(saved > 0)
        #expect(refused > 0)
    }
}
