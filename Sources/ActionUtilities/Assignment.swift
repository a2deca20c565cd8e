#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

// `~=` stores a colour or an image in a model's text field, and reads one back: the spec's way
// of keeping `UIColor` and `UIImage` in a `Codable` model.
//
//     self.icon ~= image                   // base64 PNG
//     category.highlightColor ~= .red      // "#FF0000"
//     preview.image ~= category.icon       // nil when the text is not an image

/// Stores `color` in `field` as ``UIKit/UIColor/toHex()`` writes it.
public func ~= (field: inout String, color: UIColor) {
    field = color.toHex()
}

/// Stores `image` in `field` as base64 PNG text (``UIKit/UIImage/base64PNG(maximumBytes:)``).
/// An image without a PNG representation, or larger than
/// ``ActionData/ADImageViewModel/defaultMaximumImageSize``, leaves `field` as it was; call
/// `base64PNG(maximumBytes:)` to learn why.
public func ~= (field: inout String, image: UIImage) {
    do {
        field = try image.base64PNG()
    } catch {
        return
    }
}

/// Sets `color` to the colour `field` spells as hex text, `nil` when it spells none.
public func ~= (color: inout UIColor?, field: String) {
    color = UIColor(hex: field)
}

/// Sets `image` to the image `field` holds as base64 text, `nil` when it holds none.
public func ~= (image: inout UIImage?, field: String) {
    image = UIImage(base64: field)
}
