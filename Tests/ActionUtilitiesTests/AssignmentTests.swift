#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import ActionUtilities
import Foundation
import Testing

/// The quick start's model, as the spec writes it but for `static let` (Swift 6 refuses a
/// mutable static): a colour and an image kept as text so the model is `Codable`.
private final class Category: Codable {
    var name = ""
    var highlightColor = UIColor.red.toHex()
    var icon = ""

    init(name: String, icon: UIImage? = nil, highlight: UIColor = UIColor.white) {
        self.name = name
        self.highlightColor = highlight.toHex()
        if let image = icon {
            // Convert image to Base64 data
            self.icon ~= image
        }
    }
}

@Suite("~= between a model's text and a colour or an image")
struct AssignmentTests {
    @Test("The quick start's model keeps its colour and image as text, and they read back")
    func quickStart() throws {
        let image = try #require(UIImage(data: Fixtures.png))
        let category = Category(name: "Swift File", icon: image)
        #expect(category.highlightColor == "#FFFFFF")
        category.highlightColor ~= UIColor.red
        #expect(category.highlightColor == "#FF0000")
        #expect(category.icon == Fixtures.png.base64EncodedString())

        let decoded = try JSONDecoder().decode(Category.self, from: try JSONEncoder().encode(category))
        var color: UIColor?
        color ~= decoded.highlightColor
        #expect(color?.toHex() == "#FF0000")
        var shown: UIImage?
        shown ~= decoded.icon
        #expect(shown?.pngData() == Fixtures.png)
    }

    @Test("An image that cannot be stored leaves the field as it was; bad text reads as nil")
    func hostile() throws {
        var field = "kept"
        let large = try #require(UIImage(data: Fixtures.png(bytes: ADImageViewModel.defaultMaximumImageSize + 1)))
        field ~= large
        #expect(field == "kept")
        var image: UIImage? = UIImage(data: Fixtures.png)
        image ~= "not an image"
        #expect(image == nil)
        var color: UIColor? = .red
        color ~= "#12345"
        #expect(color == nil)
    }
}
