import Foundation

/// An object that manages image data. Transcribes `UIImage` (UIKit `UIImage.h`,
/// `NS_SWIFT_SENDABLE`: nonisolated and `@unchecked Sendable`), iOS 2.0.
///
/// The stub decodes nothing: it accepts data that starts with a PNG, JPEG or GIF signature
/// and keeps it.
open class UIImage: NSObject, @unchecked Sendable {
    private let data: Data

    /// UIImage.h `initWithData:`: `nil` for data that is not an image.
    public init?(data: Data) {
        let signatures: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], [0x47, 0x49, 0x46, 0x38]]
        guard signatures.contains(where: { data.starts(with: $0) }) else { return nil }
        self.data = data
        super.init()
    }

    /// UIImage.h `UIImagePNGRepresentation`, `pngData()` by UIKit.apinotes. The stub returns
    /// the data it was created from.
    open func pngData() -> Data? { data }
}

/// An object that stores color data. Transcribes `UIColor` (UIKit `UIColor.h`,
/// `NS_SWIFT_SENDABLE`), iOS 2.0.
open class UIColor: NSObject, @unchecked Sendable {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// UIColor.h `initWithRed:green:blue:alpha:` (components 0…1, extended range allowed).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        super.init()
    }

    /// UIColor.h `getRed:green:blue:alpha:`, iOS 5.0: fills the non-nil pointers; `true` for a
    /// compatible colour space (always, for the stub's RGB colours).
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }
}

/// An object that displays a single image. Transcribes `UIImageView` (UIKit `UIImageView.h`,
/// `NS_SWIFT_UI_ACTOR`), iOS 2.0; the header marks no designated initialisers, so all are.
@MainActor
open class UIImageView: UIView {
    /// UIImageView.h `image`; default `nil`.
    open var image: UIImage?

    /// UIView.h `initWithFrame:`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIImageView.h `initWithImage:`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// UIView.h `initWithCoder:`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
