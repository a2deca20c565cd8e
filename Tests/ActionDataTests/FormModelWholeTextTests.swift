import ActionData
import Testing

@Suite("Form model: edits given as the whole new text")
@MainActor
struct FormModelWholeTextTests {
    /// The text a SwiftUI text field reports after one edit, and the text and caret the
    /// engine makes of it.
    struct Edit: Sendable, CustomStringConvertible {
        var reported: String
        var text: String
        var caret: Int
        var description: String { "\"\(reported)\"" }
    }

    static let phoneEdits: [Edit] = [
        Edit(reported: "8", text: "(8", caret: 2),  // the first digit gets the mask's literal
        Edit(reported: "(80", text: "(80", caret: 3),
        Edit(reported: "(808) 5551212", text: "(808) 555-1212", caret: 14),  // a paste at the end
        Edit(reported: "(808) 55-1212", text: "(808) 551-212", caret: 8),  // a 5 deleted in the middle
        Edit(reported: "(808) 7551-212", text: "(808) 755-1212", caret: 7),  // a 7 typed in the middle
        Edit(reported: "(808) 7x55-1212", text: "(808) 755-1212", caret: 7),  // refused: not a digit
    ]

    @Test func aMaskedFieldAppliesItsMaskToEachReportedEdit() throws {
        let form = try personForm()
        let phone = try form.named("phone")
        for edit in Self.phoneEdits {
            let caret = try form.replaceText(with: edit.reported, in: phone)
            #expect(phone.text == edit.text, "\(edit)")
            #expect(caret == edit.caret, "\(edit)")
        }
        #expect(try form.named("phoneLabel").text == form.record["phone"]?.asText())
    }

    nonisolated static let plainEdits: [(reported: String, caret: Int)] = [
        ("Adam", 1), ("Madam", 5), ("M👩‍💻dam", 6), ("Mdam", 1), ("", 0),
    ]

    @Test("a plain field takes the reported text as it is", arguments: plainEdits)
    func aPlainFieldTakesTheReportedText(reported: String, caret: Int) throws {
        let form = try personForm()
        let name = try form.named("name")
        try form.setText("Madam", for: name)
        let after = try form.replaceText(with: reported, in: name)
        #expect(name.text == reported)
        #expect(after == caret)
    }

    @Test func aControlWithoutTextIsRefused() throws {
        let form = try personForm()
        #expect(throws: ADFormError.self) { try form.replaceText(with: "x", in: try form.named("subscribed")) }
    }
}
