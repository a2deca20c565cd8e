import ActionData
import Foundation
import Testing

/// Inputs the fuzz targets found (Fuzz/Corpus/mask, Fuzz/Corpus/patterns, Fuzz/Corpus/formula).
@Suite("Formatting: inputs found by fuzzing are errors or values, never traps")
struct FormattingFuzzRegressionTests {
    @Test("a rounding increment with a value too large for Foundation's rounding throws", arguments: [
        ("#,##1.01", 1e308), ("1.1", 1e40), ("1.01", -1e308), ("7", 1e100), ("0.07", 1e100),
        ("0.0000000000000000000000000000007", 1.0), ("0000000000000000000000000000001000", 5.0),
    ])
    func roundingIncrementTooLarge(pattern: String, value: Double) {
        let format = ADDisplayFormat(type: .number, pattern: pattern, locale: Locale(identifier: "en_US_POSIX"))
        #expect(throws: ADConversionError.self) { try format.format(.double(value)) }
    }

    @Test("a rounding increment within Foundation's precision still formats", arguments: [
        ("#,##0.05", 1.26, "1.25"), ("0.05", 12345.0, "12345.00"), ("0.05", 1e15, "1000000000000000.00"), ("1.1", 1e20, "100000000000000000000.1"),
        ("#,##0.00", 1e308, nil),
    ])
    func roundingIncrementFormats(pattern: String, value: Double, expected: String?) throws {
        let format = ADDisplayFormat(type: .number, pattern: pattern, locale: Locale(identifier: "en_US_POSIX"))
        let text = try format.format(.double(value))
        if let expected { #expect(text == expected) }
    }

    @Test("date text with a long run of digits is refused before ICU parses it", arguments: [
        "S", "SS", "yyyyMMddHHmmssSSS", "S'0'",
    ])
    func longDigitRun(pattern: String) {
        let format = ADDisplayFormat(
            type: .date, pattern: pattern, locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)
        let digits = String(repeating: "1", count: 45)
        #expect(throws: ADConversionError.self) { try format.parse(digits) }
        #expect(throws: ADConversionError.self) { try format.parse(String(repeating: "٣", count: 45)) }
    }

    /// Foundation trapped ("Incorrect range") when ICU stopped parsing inside a grapheme
    /// cluster: date text `\u{BC}I\u{652}` (an Arabic sukun), found by the patterns fuzzer.
    @Test("date text with a combining mark is refused before Foundation parses it", arguments: [
        "I\u{652}", "2020\u{301}", "\u{652}", "12/31/2020\u{20DD}",
    ])
    func combiningMarkInDateText(text: String) {
        let format = ADDisplayFormat(type: .date, pattern: "MM/dd/yyyy", locale: Locale(identifier: "ar"), timeZone: .gmt)
        #expect(throws: ADConversionError.self) { try format.parse(text) }
    }

    @Test("removeFormat keeps exactly the characters in the slots", arguments: [
        ("XX-000a", "B -000a", "B000"), ("XX-000a", "BC-123a", "BC123"), ("(###) ###-####", "(808) 5 5-1212", "808551212"),
        ("##-##", "1 -23", "123"), ("__-__", "a -b ", "a b "),
    ])
    func removeFormatKeepsSlots(mask: String, formatted: String, raw: String) {
        let formatter = ADMaskedStringFormatter(formatString: mask)
        #expect(formatter.removeFormat(from: formatted) == raw)
        #expect(formatter.applyFormat(to: formatted) == formatted)
    }

    @Test("a letter whose case mapping is several characters stays as typed", arguments: [
        ("XX-xx", "ßẞßẞ", "ßẞ-ßß"), ("xX", "ŉŉ", "ŉŉ"), ("XX", "ab", "AB"),
    ])
    func multiCharacterCaseMapping(mask: String, input: String, formatted: String) {
        let formatter = ADMaskedStringFormatter(formatString: mask)
        #expect(formatter.applyFormat(to: input) == formatted)
        #expect(formatter.removeFormat(from: formatted).count == formatter.rawLength)
    }
}

@Suite("Formatting: patterns ICU aborts on are refused")
struct UnsupportedNumberPatternTests {
    // A `~`, `¤` or quote followed by a combining mark is one Swift `Character` but the same
    // symbol to ICU, which reads code points (`~` + U+034F found by the patterns fuzzer).
    @Test(arguments: [
        "~0", "0~", "¤¤¤¤¤¤0", "#,##0.00;¤¤¤¤¤¤¤¤0", "\u{0}\u{0}'\u{0}-0", "0'abc", "#\u{1}0", "0\u{85}",
        "~\u{34F}\u{FFFD}1", "0~\u{301}", "0;~\u{301}0", "¤¤¤¤¤¤\u{301}0", "'a'\u{301}~0",
    ])
    func refused(pattern: String) {
        let format = ADDisplayFormat(type: .number, pattern: pattern, locale: Locale(identifier: "en_US_POSIX"))
        #expect(throws: ADConversionError.self) { try format.format(12) }
        #expect(throws: ADConversionError.self) { try format.parse("12") }
    }

    @Test(arguments: ["'~'0", "'¤¤¤¤¤¤'0", "¤#,##0.00", "¤¤¤¤¤ ¤0"])
    func quotedOrShortRunsStillWork(pattern: String) {
        let format = ADDisplayFormat(type: .number, pattern: pattern, locale: Locale(identifier: "en_US_POSIX"))
        #expect(throws: Never.self) { try format.format(12) }
    }

    @Test("a combining mark is never accepted into a mask slot", arguments: [
        ("X*')", " \u{0617}a", "A ')"), ("__", "\u{0301}ab", "ab"), ("##", "1\u{0301}2", "2 "),
        ("v\r_", "\n", "v\r "), ("v\r_", "\nx", "v\rx"),
    ])
    func combiningMarks(mask: String, input: String, formatted: String) {
        let formatter = ADMaskedStringFormatter(formatString: mask)
        let output = formatter.applyFormat(to: input)
        #expect(output == formatted)
        #expect(formatter.applyFormat(to: output) == output)
    }
}
