import ActionData
import Testing

@Suite("Label highlights as UTF-16 ranges")
struct HighlightUTF16Tests {
    /// Text, character ranges, and the same ranges in UTF-16 code units.
    static let conversions: [(String, [Range<Int>], [Range<Int>])] = [
        ("Ann and Dan", [0..<2, 4..<6, 9..<11], [0..<2, 4..<6, 9..<11]),
        ("👍🏽 an", [2..<4], [5..<7]),                              // emoji with a skin tone: 4 units
        ("🇫🇷 ok", [0..<1, 2..<4], [0..<4, 5..<7]),                 // a flag: two regional indicators
        ("👨‍👩‍👧 x", [0..<1, 2..<3], [0..<8, 9..<10]),              // a ZWJ family: 8 units
        ("e\u{301}te\u{301}", [1..<3], [2..<5]),                    // combining acute accents
        ("\u{E9}t\u{E9}", [1..<3], [1..<3]),                        // precomposed é: one unit each
        ("a\u{308}\u{331}b", [1..<2], [3..<4]),                     // two marks on one letter
        ("𝒳y", [1..<2], [2..<3]),                                  // outside the BMP: a surrogate pair
        ("日本語", [1..<3], [1..<3]),
        ("ab", [0..<2, 1..<3, 2..<2], [0..<2, 2..<2]),              // past the end: left out
        ("", [0..<0, 0..<1], [0..<0]),
        ("abc", [], []),
    ]

    @Test("character ranges become UTF-16 ranges", arguments: conversions)
    func converts(text: String, characters: [Range<Int>], utf16: [Range<Int>]) {
        #expect(ADTextHighlight.utf16Ranges(of: characters, in: text) == utf16)
    }

    @Test("each UTF-16 range spells the characters it came from", arguments: conversions)
    func roundTrips(text: String, characters: [Range<Int>], utf16: [Range<Int>]) {
        let units = Array(text.utf16)
        let inside = characters.filter { $0.upperBound <= text.count }
        for (characterRange, unitRange) in zip(inside, ADTextHighlight.utf16Ranges(of: characters, in: text)) {
            let characters = Array(text)[characterRange]
            #expect(String(decoding: units[unitRange], as: UTF16.self) == String(characters))
        }
    }

    @Test("a label gives its matches after an emoji as UTF-16 ranges")
    func label() throws {
        let label = ADLabelModel(name: "name")
        label.dataBinding = try ADBindingExpression("name { textAttributeFormatter: { pattern: \"an\", patternOptions: .CaseInsensitiveSearch } }")
        let controller = ADBindingController(root: ADViewGroup([label]))
        controller.setRecord(["name": "👍🏽 Ann and e\u{301}an"])
        #expect(label.highlights == [2..<4, 6..<8, 11..<13])
        #expect(label.utf16Highlights == [5..<7, 9..<11, 15..<17])
    }
}
