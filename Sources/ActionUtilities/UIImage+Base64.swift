#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import Foundation

extension UIImage {
    /// The image as the spec's models store it: its PNG as base64 text.
    ///
    /// - Parameter maximumBytes: the largest PNG written; the image view's own limit by default.
    /// - Throws: ``ActionData/ADConversionError`` when the image has no PNG representation or
    ///   its PNG is larger than `maximumBytes`.
    public func base64PNG(maximumBytes: Int = ADImageViewModel.defaultMaximumImageSize) throws(ADConversionError) -> String {
        guard let png = pngData() else {
            throw ADConversionError(value: "an image", target: "base64 PNG", detail: "the image has no PNG representation")
        }
        guard png.count <= maximumBytes else {
            throw ADConversionError(
                value: "an image of \(png.count) bytes", target: "base64 PNG", detail: "an image may have at most \(maximumBytes) bytes")
        }
        return png.base64EncodedString()
    }

    /// The image base64 text holds, as ``base64PNG(maximumBytes:)`` writes it (a
    /// `data:image/…;base64,` prefix is accepted); `nil` when the text is not base64, its bytes
    /// are not a PNG, JPEG or GIF image, or they are more than `maximumBytes`. Text too long to
    /// hold at most `maximumBytes` is refused before it is decoded.
    public convenience init?(base64 text: String, maximumBytes: Int = ADImageViewModel.defaultMaximumImageSize) {
        let longestText = maximumBytes / 3 * 4 + 4 + Self.longestDataURLPrefix + 2
        guard text.utf8.count <= longestText else { return nil }
        do {
            let bytes = try ADValue.string(text).asImageData()
            guard bytes.count <= maximumBytes else { return nil }
            self.init(data: bytes)
        } catch {
            return nil
        }
    }

    /// The longest `data:` prefix allowed before base64 text, with room for whitespace around it.
    private static let longestDataURLPrefix = 64
}
