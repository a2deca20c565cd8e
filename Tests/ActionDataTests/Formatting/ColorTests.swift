import ActionData
import Testing

@Suite("Colours")
struct ColorTests {
    @Test(arguments: [
        ("FF0000", ADColor(red: 255, green: 0, blue: 0), "#FF0000"),
        ("#00ff00", ADColor(red: 0, green: 255, blue: 0), "#00FF00"),
        ("0000FF80", ADColor(red: 0, green: 0, blue: 255, alpha: 128), "#0000FF80"),
        ("#aBcDeF01", ADColor(red: 0xAB, green: 0xCD, blue: 0xEF, alpha: 1), "#ABCDEF01"),
        (" #102030 ", ADColor(red: 0x10, green: 0x20, blue: 0x30), "#102030"),
    ])
    func parsesAndPrints(text: String, color: ADColor, hex: String) throws {
        let parsed = try ADColor(hex: text)
        #expect(parsed == color)
        #expect(parsed.hex == hex)
        #expect(try ADColor(hex: parsed.hex) == parsed)
    }

    @Test(arguments: ["", "#", "red", "#FFF", "#GG0000", "FF00000", "#FF0000FF00", "+FF000", "##FF0000"])
    func rejectsMalformedText(text: String) {
        do {
            _ = try ADColor(hex: text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.contains("'\(text)'"))
            #expect(error.target == "colour")
        }
    }

    @Test func valueToColour() throws {
        #expect(try ADValue.string("#000000").asColor() == ADColor(red: 0, green: 0, blue: 0))
        #expect(throws: ADConversionError.self) { try ADValue.int(5).asColor() }
    }
}
