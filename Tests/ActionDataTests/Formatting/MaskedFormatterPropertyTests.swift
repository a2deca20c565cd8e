import ActionData
import Testing

@Suite("Masked formatter properties")
struct MaskedFormatterPropertyTests {
    static let masks = ["(###) ###-####", "000-00-0000", "##/##", "\\###-0", "+0 (000) 000"]

    /// Deterministic pseudo-random digit strings, so failures reproduce.
    static func digitStrings(length: Int, count: Int, seed: UInt64) -> [String] {
        var state = seed
        return (0..<count).map { _ in
            String((0..<length).map { _ in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Character(String((state >> 33) % 10))
            })
        }
    }

    @Test(arguments: masks)
    func removeFormatUndoesApplyFormat(mask: String) {
        let formatter = ADMaskedStringFormatter(formatString: mask)
        for raw in Self.digitStrings(length: formatter.rawLength, count: 300, seed: UInt64(mask.count)) {
            let formatted = formatter.applyFormat(to: raw)
            #expect(formatter.validForLastInput)
            #expect(formatter.removeFormat(from: formatted) == raw)
        }
    }

    @Test(arguments: masks)
    func applyFormatIsIdempotent(mask: String) {
        let formatter = ADMaskedStringFormatter(formatString: mask)
        for length in 0...formatter.rawLength + 2 {
            for raw in Self.digitStrings(length: length, count: 20, seed: UInt64(length)) {
                let once = formatter.applyFormat(to: raw)
                #expect(formatter.applyFormat(to: once) == once)
            }
        }
    }

    @Test(arguments: masks)
    func caretMapsAreMonotonicAndRoundTrip(mask: String) {
        let formatter = ADMaskedStringFormatter(formatString: mask)
        var previous = -1
        for raw in 0...formatter.rawLength {
            let formatted = formatter.formattedCaret(forRawCaret: raw)
            #expect(formatted >= previous)
            #expect(formatter.rawCaret(forFormattedCaret: formatted) == raw)
            previous = formatted
        }
        var previousRaw = 0
        for formatted in 0...mask.count {
            let raw = formatter.rawCaret(forFormattedCaret: formatted)
            #expect(raw >= previousRaw)
            previousRaw = raw
        }
    }
}
