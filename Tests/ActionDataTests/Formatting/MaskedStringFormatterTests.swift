import ActionData
import Testing

@Suite("Masked string formatter")
struct MaskedStringFormatterTests {
    struct Case: Sendable, CustomStringConvertible {
        let mask: String
        let input: String
        let formatted: String
        let valid: Bool
        var description: String { "\(mask) <- \(input)" }
    }

    @Test(arguments: [
        Case(mask: "(###) ###-####", input: "8085551212", formatted: "(808) 555-1212", valid: true),
        Case(mask: "(###) ###-####", input: "(808) 555-1212", formatted: "(808) 555-1212", valid: true),
        Case(mask: "(###) ###-####", input: "808555", formatted: "(808) 555-    ", valid: false),
        Case(mask: "(###) ###-####", input: "808555121299", formatted: "(808) 555-1212", valid: false),
        Case(mask: "(###) ###-####", input: "808a5551212", formatted: "(808) 555-1212", valid: false),
        Case(mask: "000-00", input: "12", formatted: "120-00", valid: false),
        Case(mask: "000-00", input: "12345", formatted: "123-45", valid: true),
        Case(mask: "XX-xx", input: "abCD", formatted: "AB-cd", valid: true),
        Case(mask: "XX", input: "1a", formatted: "A ", valid: false),
        Case(mask: "***", input: "aBc", formatted: "aBc", valid: true),
        Case(mask: "*", input: "1", formatted: " ", valid: false),
        Case(mask: "_-_", input: "a1", formatted: "a-1", valid: true),
        Case(mask: "_-_", input: "?", formatted: "?- ", valid: false),
        Case(mask: "\\#-#", input: "5", formatted: "#-5", valid: true),
        Case(mask: "\\\\#", input: "5", formatted: "\\5", valid: true),
        Case(mask: "\\0\\X\\x\\*\\_0", input: "7", formatted: "0Xx*_7", valid: true),
        Case(mask: "#\\", input: "5", formatted: "5\\", valid: true),
        Case(mask: "", input: "", formatted: "", valid: true),
        Case(mask: "", input: "x", formatted: "", valid: false),
    ])
    func appliesFormat(_ test: Case) {
        let formatter = ADMaskedStringFormatter(formatString: test.mask)
        #expect(formatter.applyFormat(to: test.input) == test.formatted)
        #expect(formatter.validForLastInput == test.valid)
    }

    @Test(arguments: [
        ("(###) ###-####", "(808) 555-1212", "8085551212"),
        ("(###) ###-####", "8085551212", "8085551212"),
        ("(###) ###-####", "808-555-1212", "8085551212"),
        ("(###) ###-####", "(808) 555-    ", "808555"),
        ("XX-xx", "AB-cd", "ABcd"),
        ("\\#-#", "#-5", "5"),
    ])
    func removesFormat(mask: String, text: String, raw: String) {
        #expect(ADMaskedStringFormatter(formatString: mask).removeFormat(from: text) == raw)
    }

    @Test func specExample() {
        let formatter = ADMaskedStringFormatter()
        formatter.formatString = "(###) ###-####"
        let output = formatter.applyFormat(to: "8085551212")
        #expect(output == "(808) 555-1212")
        #expect(formatter.validForLastInput)
        #expect(formatter.removeFormat(from: output) == "8085551212")
        #expect(formatter.rawLength == 10)
    }

    @Test(arguments: [(0, 1), (1, 2), (3, 4), (4, 7), (6, 9), (10, 14), (99, 14)])
    func caretFromRawToFormatted(raw: Int, formatted: Int) {
        let formatter = ADMaskedStringFormatter(formatString: "(###) ###-####")
        #expect(formatter.formattedCaret(forRawCaret: raw) == formatted)
    }

    @Test(arguments: [(0, 0), (1, 0), (4, 3), (6, 3), (7, 4), (14, 10)])
    func caretFromFormattedToRaw(formatted: Int, raw: Int) {
        let formatter = ADMaskedStringFormatter(formatString: "(###) ###-####")
        #expect(formatter.rawCaret(forFormattedCaret: formatted) == raw)
    }

    @Test func maskedDisplayFormat() throws {
        let format = ADDisplayFormat(type: .masked, pattern: "(###) ###-####")
        #expect(try format.format("8085551212") == "(808) 555-1212")
        #expect(try format.parse("(808) 555-1212") == "8085551212")
    }
}
