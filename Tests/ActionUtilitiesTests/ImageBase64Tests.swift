#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import ActionUtilities
import Foundation
import Testing

@Suite("UIImage as base64 text")
struct ImageBase64Tests {
    @Test("base64PNG writes the PNG; UIImage(base64:) reads it back, a data: URL too")
    func roundTrip() throws {
        let image = try #require(UIImage(data: Fixtures.png))
        let text = try image.base64PNG()
        #expect(text == Fixtures.png.base64EncodedString())
        #expect(UIImage(base64: text)?.pngData() == Fixtures.png)
        #expect(UIImage(base64: "data:image/png;base64," + text)?.pngData() == Fixtures.png)
        #expect(UIImage(base64: "\n " + text + " \n")?.pngData() == Fixtures.png)
    }

    @Test(
        "UIImage(base64:) refuses what is not an image",
        arguments: [
            "", "not base64!", "====", Data("hello".utf8).base64EncodedString(), Data([0x89, 0x50]).base64EncodedString(),
            "data:image/png;base64,", "data:,", String(repeating: "A", count: 3_000_000),
        ])
    func refuses(text: String) {
        #expect(UIImage(base64: text) == nil)
    }

    @Test("An image over the limit is refused both ways, before its text is decoded")
    func limits() throws {
        let limit = 1_000
        let image = try #require(UIImage(data: Fixtures.png(bytes: limit + 1)))
        #expect(throws: ADConversionError.self) { try image.base64PNG(maximumBytes: limit) }
        let text = Fixtures.png(bytes: limit + 1).base64EncodedString()
        #expect(UIImage(base64: text, maximumBytes: limit) == nil)
        #expect(UIImage(base64: text, maximumBytes: limit + 1) != nil)
        let atLimit = try #require(UIImage(data: Fixtures.png(bytes: limit)))
        #expect(try atLimit.base64PNG(maximumBytes: limit).isEmpty == false)
    }
}
