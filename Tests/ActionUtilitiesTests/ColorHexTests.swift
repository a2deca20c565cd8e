#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import ActionUtilities
import Foundation
import Testing

@Suite("UIColor as hex text")
struct ColorHexTests {
    @Test(
        "toHex writes 8-bit channels, clamped and rounded",
        arguments: [
            (UIColor.red, "#FF0000"), (UIColor.white, "#FFFFFF"), (UIColor.black, "#000000"), (UIColor.clear, "#00000000"),
            (UIColor.orange, "#FF8000"), (UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 0.5), "#8040FF80"),
            (UIColor(red: 1.4, green: -0.2, blue: 0.999, alpha: 1), "#FF00FF"),
            (UIColor(red: .nan, green: .infinity, blue: -.infinity, alpha: 1), "#00FF00"),
            (UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: .nan), "#80808000"),
        ])
    func toHex(color: UIColor, hex: String) {
        #expect(color.toHex() == hex)
    }

    @Test("A pattern colour has no RGB components: transparent black")
    func pattern() throws {
        let image = try #require(UIImage(data: Fixtures.png))
        #expect(UIColor(patternImage: image).toHex() == "#00000000")
        #expect(ADColor(UIColor(patternImage: image)) == nil)
    }

    @Test(
        "UIColor(hex:) reads what toHex writes, in either case, with or without #",
        arguments: ["#FF0000", "ff0000", " #0A5BD6 ", "#0a5bd680", "00000000"])
    func readsHex(text: String) throws {
        let color = try #require(UIColor(hex: text))
        #expect(color.toHex() == (try ADColor(hex: text)).hex)
    }

    @Test(
        "UIColor(hex:) refuses anything else",
        arguments: ["", "#", "red", "#FFF", "#FF00000", "#GG0000", "#FF0000FF00", "＃FF0000", "#ＦＦ0000", "#FF 000", String(repeating: "F", count: 100_000)])
    func refusesHex(text: String) {
        #expect(UIColor(hex: text) == nil)
    }

    @Test("Every 8-bit colour survives hex text and back")
    func roundTrip() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let engine = ADColor(
                red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                blue: .random(in: 0...255, using: &generator), alpha: .random(in: 0...255, using: &generator))
            let color = UIColor(engine)
            #expect(ADColor(color) == engine)
            #expect(UIColor(hex: color.toHex()).flatMap(ADColor.init) == engine)
        }
    }
}
