import ActionData
import Testing

@Suite("Masked editing as the user types")
struct MaskedEditTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var mask = "(###) ###-####"
        var text: String
        var range: Range<Int>
        var replacement: String
        /// The expected text and caret, or nil when the edit is refused.
        var expected: (text: String, caret: Int)?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "first digit", text: "", range: 0..<0, replacement: "8", expected: ("(8", 2)),
        Case(name: "second digit", text: "(8", range: 2..<2, replacement: "0", expected: ("(80", 3)),
        Case(name: "digit after a literal", text: "(808", range: 4..<4, replacement: "5", expected: ("(808) 5", 7)),
        Case(name: "last digit fills the mask", text: "(808) 555-121", range: 13..<13, replacement: "2",
             expected: ("(808) 555-1212", 14)),
        Case(name: "beyond the mask", text: "(808) 555-1212", range: 14..<14, replacement: "3", expected: nil),
        Case(name: "insert into a full mask", text: "(808) 555-1212", range: 6..<6, replacement: "7", expected: nil),
        Case(name: "letter where a digit goes", text: "(808", range: 4..<4, replacement: "a", expected: nil),
        Case(name: "space where a digit goes", text: "(808", range: 4..<4, replacement: " ", expected: nil),
        Case(name: "delete in the middle", text: "(808) 555-1212", range: 6..<7, replacement: "",
             expected: ("(808) 551-212", 6)),
        Case(name: "type in the middle", text: "(808) 551-212", range: 6..<6, replacement: "7",
             expected: ("(808) 755-1212", 7)),
        Case(name: "type before a literal", text: "(80) ", range: 3..<3, replacement: "8", expected: ("(808", 4)),
        Case(name: "backspace over a literal deletes the digit before", text: "(808) 555-1212", range: 9..<10,
             replacement: "", expected: ("(808) 551-212", 8)),
        Case(name: "backspace the last digit", text: "(808) 5", range: 6..<7, replacement: "", expected: ("(808", 4)),
        Case(name: "backspace the only digit", text: "(8", range: 1..<2, replacement: "", expected: ("", 0)),
        Case(name: "paste with the mask's literals", text: "", range: 0..<0, replacement: "(808) 555-1212",
             expected: ("(808) 555-1212", 14)),
        Case(name: "paste raw digits in the middle", text: "(808) 1", range: 6..<6, replacement: "555",
             expected: ("(808) 555-1", 9)),
        Case(name: "replace a selection", text: "(808) 555-1212", range: 0..<14, replacement: "9", expected: ("(9", 2)),
        Case(name: "digits where letters go are refused, not taken for a fixed digit's padding", mask: "XX-000a", text: "",
             range: 0..<0, replacement: "0b12", expected: nil),
        Case(name: "an upper-cased letter equal to the literal before its slot stays in the slot", mask: "OX", text: "",
             range: 0..<0, replacement: "o", expected: ("OO", 2)),
        Case(name: "clear everything", text: "(808) 555-1212", range: 0..<14, replacement: "", expected: ("", 0)),
        Case(name: "range past the end is clamped", text: "(8", range: 5..<9, replacement: "0", expected: ("(80", 3)),
        Case(name: "letters are upper-cased", mask: "XX-##", text: "", range: 0..<0, replacement: "a", expected: ("A", 1)),
        Case(name: "trailing literal shown once full", mask: "##%", text: "4", range: 1..<1, replacement: "2",
             expected: ("42%", 2)),
    ]

    @Test(arguments: cases)
    func edit(_ sample: Case) {
        let formatter = ADMaskedStringFormatter(formatString: sample.mask)
        let edit = formatter.edit(sample.text, replacing: sample.range, with: sample.replacement)
        #expect(edit?.text == sample.expected?.text)
        #expect(edit?.caret == sample.expected?.caret)
        if let edit {
            #expect(edit.raw == formatter.removeFormat(from: edit.text))
        }
    }

    @Test func typingAPhoneNumberKeyByKey() {
        let formatter = ADMaskedStringFormatter(formatString: "(###) ###-####")
        var text = ""
        var caret = 0
        for digit in "8085551212" {
            let edit = formatter.edit(text, replacing: caret..<caret, with: String(digit))
            text = edit?.text ?? text
            caret = edit?.caret ?? caret
        }
        #expect(text == "(808) 555-1212")
        #expect(caret == 14)
        #expect(formatter.applyFormat(to: formatter.removeFormat(from: text)) == text)
        #expect(formatter.validForLastInput)
    }

    @Test func utf16Ranges() {
        let formatter = ADMaskedStringFormatter(formatString: "__")
        let edit = formatter.edit("👍", replacingUTF16: 2..<2, with: "a")
        #expect(edit?.text == "👍a")
        #expect(edit?.caret == 2)
        #expect(edit?.utf16Caret == 3)
        #expect(formatter.edit("👍", replacingUTF16: 1..<1, with: "a") == nil)
        #expect(formatter.edit("👍", replacingUTF16: 3..<3, with: "a") == nil)
    }
}
