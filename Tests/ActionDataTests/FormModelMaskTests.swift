import ActionData
import Testing

@Suite("Form model: masked typing with the caret")
@MainActor
struct FormModelMaskTests {
    /// One keystroke, deletion or paste: the UTF-16 range replaced, the replacement, and the
    /// text and caret the engine gives back.
    struct Step: Sendable, CustomStringConvertible {
        var range: Range<Int>
        var replacement: String
        var text: String
        var caret: Int
        var description: String { "\(range) ← \"\(replacement)\"" }
    }

    @Test func typingAPhoneNumberDigitByDigitFormatsItAndMovesTheCaret() throws {
        let form = try personForm()
        let phone = try form.named("phone")
        let expected: [(String, Int)] = [
            ("(8", 2), ("(80", 3), ("(808", 4), ("(808) 5", 7), ("(808) 55", 8), ("(808) 555", 9), ("(808) 555-1", 11),
            ("(808) 555-12", 12), ("(808) 555-121", 13), ("(808) 555-1212", 14),
        ]
        var caret = 0
        for (digit, (text, expectedCaret)) in zip("8085551212", expected) {
            caret = try form.typeText(replacing: caret..<caret, with: String(digit), in: phone)
            #expect(phone.text == text)
            #expect(caret == expectedCaret, "after \(digit)")
        }
        #expect(try form.named("phoneLabel").text == form.record["phone"]?.asText())
    }

    static let middleSteps: [Step] = [
        Step(range: 7..<7, replacement: "9", text: "(808) 555-1212", caret: 7),  // refused: the mask is full
        Step(range: 6..<7, replacement: "", text: "(808) 551-212", caret: 6),  // delete the 5 after "(808) "
        Step(range: 6..<6, replacement: "7", text: "(808) 755-1212", caret: 7),  // type 7 there
        Step(range: 7..<7, replacement: "x", text: "(808) 755-1212", caret: 7),  // refused: not a digit
        Step(range: 9..<10, replacement: "", text: "(808) 751-212", caret: 8),  // backspace over "-" deletes the 5 before it
        Step(range: 0..<13, replacement: "(555) 123", text: "(555) 123", caret: 9),  // a paste with the mask's literals
        Step(range: 20..<20, replacement: "1", text: "(555) 123", caret: 9),  // refused: outside the text
    ]

    @Test func editingInTheMiddleKeepsTheCaretWhereTheEditHappened() throws {
        let form = try personForm()
        let phone = try form.named("phone")
        let recorder = FormModelRecorder(form)
        _ = try form.typeText(replacing: 0..<0, with: "8085551212", in: phone)
        #expect(phone.text == "(808) 555-1212")
        for step in Self.middleSteps {
            let (before, revision) = (phone.text, phone.revision)
            let caret = try form.typeText(replacing: step.range, with: step.replacement, in: phone)
            #expect(phone.text == step.text, "\(step)")
            #expect(caret == step.caret, "\(step)")
            #expect(phone.revision == revision + (step.text == before ? 0 : 1), "a refused edit publishes nothing: \(step)")
        }
        #expect(recorder.notified == ["phone", "phoneLabel"])
        #expect(recorder.formChanges.isEmpty)
    }

    @Test func plainFieldsSpliceTheTextByUTF16Offsets() throws {
        let form = try personForm()
        let name = try form.named("name")
        #expect(try form.typeText(replacing: 3..<3, with: "m", in: name) == 4)
        #expect(name.text == "Adam")
        #expect(try form.named("greeting").text == "Hello Adam")
        try form.setText("a😀b", for: name)
        #expect(try form.typeText(replacing: 1..<2, with: "", in: name) == 1, "half of the emoji's surrogate pair is refused")
        #expect(name.text == "a😀b")
        #expect(try form.typeText(replacing: 1..<3, with: "", in: name) == 1)
        #expect(name.text == "ab")
        #expect(try form.typeText(replacing: 5..<9, with: "z", in: name) == 2, "a range past the end is refused")
        #expect(name.text == "ab")
    }

    @Test func typingIntoAControlWithoutTextIsRefused() throws {
        let form = try personForm()
        #expect(throws: ADFormError.notApplicable(control: "switch 'subscribed'", event: "text")) {
            try form.typeText(replacing: 0..<0, with: "1", in: form.named("subscribed"))
        }
    }
}
