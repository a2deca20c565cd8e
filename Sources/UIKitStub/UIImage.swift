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

    /// The UIKit overlay's `#imageLiteral(resourceName:)` (`_ExpressibleByImageLiteral`): the
    /// image of that name in the app's bundle. The stub has no bundle: the image has no data.
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(bytes: Data())
    }

    private init(bytes: Data) {
        data = bytes
        super.init()
    }

    /// UIImage.h `UIImagePNGRepresentation`, `pngData()` by UIKit.apinotes. The stub returns
    /// the data it was created from; `nil` for an image of no data (a literal's).
    open func pngData() -> Data? { data.isEmpty ? nil : data }
}

extension UIImage: _ExpressibleByImageLiteral {}

/// An object that stores color data. Transcribes `UIColor` (UIKit `UIColor.h`,
/// `NS_SWIFT_SENDABLE`), iOS 2.0.
open class UIColor: NSObject, @unchecked Sendable {
    /// `nil` for a pattern colour, which has no RGB components.
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?

    /// UIColor.h `initWithRed:green:blue:alpha:` (components 0…1, extended range allowed).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        super.init()
    }

    /// UIColor.h `initWithWhite:alpha:`: a grey, its RGB components all `white`.
    public init(white: CGFloat, alpha: CGFloat) {
        components = (white, white, white, alpha)
        super.init()
    }

    /// UIColor.h `colorWithPatternImage:` (`init(patternImage:)`): a colour that tiles
    /// `image`; it has no RGB components, so ``getRed(_:green:blue:alpha:)`` answers `false`.
    public init(patternImage image: UIImage) {
        components = nil
        super.init()
    }

    /// UIColor.h `blackColor`: 0.0 white.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// UIColor.h `darkGrayColor`: 0.333 white.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// UIColor.h `lightGrayColor`: 0.667 white.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// UIColor.h `whiteColor`: 1.0 white.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// UIColor.h `grayColor`: 0.5 white.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// UIColor.h `redColor`: 1.0, 0.0, 0.0 RGB.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// UIColor.h `greenColor`: 0.0, 1.0, 0.0 RGB.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// UIColor.h `blueColor`: 0.0, 0.0, 1.0 RGB.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// UIColor.h `cyanColor`: 0.0, 1.0, 1.0 RGB.
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// UIColor.h `yellowColor`: 1.0, 1.0, 0.0 RGB.
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// UIColor.h `magentaColor`: 1.0, 0.0, 1.0 RGB.
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// UIColor.h `orangeColor`: 1.0, 0.5, 0.0 RGB.
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// UIColor.h `purpleColor`: 0.5, 0.0, 0.5 RGB.
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// UIColor.h `brownColor`: 0.6, 0.4, 0.2 RGB.
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// UIColor.h `clearColor`: 0.0 white, 0.0 alpha.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// UIColor.h `getRed:green:blue:alpha:`, iOS 5.0: fills the non-nil pointers; `true` for a
    /// compatible colour space (the stub's RGB and grey colours), `false` for a pattern colour.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let components else { return false }
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
