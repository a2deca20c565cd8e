import Foundation

/// A font. Transcribes `UIFont` (UIKit `UIFont.h`, `NS_SWIFT_SENDABLE`), iOS 2.0. The stub's
/// fonts are their descriptors: a family or face name, a size, symbolic traits and a weight.
open class UIFont: NSObject, @unchecked Sendable {
    /// Test support, not UIKit: the text style the font was made for.
    package let _textStyle: UIFont.TextStyle?

    /// UIFont.h `fontDescriptor`, iOS 7.0.
    open var fontDescriptor: UIFontDescriptor { descriptor }

    /// UIFont.h `pointSize`.
    open var pointSize: CGFloat { descriptor.pointSize }

    /// UIFont.h `familyName`; the stub's system font is `System Font`.
    open var familyName: String { descriptor.family ?? "System Font" }

    /// UIFont.h `fontName`; the stub's system font is `.SFUI-Regular`.
    open var fontName: String { descriptor.name ?? ".SFUI-Regular" }

    private let descriptor: UIFontDescriptor

    init(textStyle: UIFont.TextStyle?) {
        _textStyle = textStyle
        descriptor = UIFontDescriptor(pointSize: 17)
        super.init()
    }

    private init(descriptor: UIFontDescriptor, textStyle: UIFont.TextStyle? = nil) {
        self.descriptor = descriptor
        _textStyle = textStyle
        super.init()
    }

    /// UIFont.h `fontWithDescriptor:size:`, iOS 7.0: a size of 0 keeps the descriptor's.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(descriptor: pointSize > 0 ? descriptor.withSize(pointSize) : descriptor)
    }

    /// UIFont.h `fontWithName:size:`: `nil` for a name the system has no font for (the stub
    /// has fonts for every non-empty name).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(descriptor: UIFontDescriptor(pointSize: fontSize, name: fontName))
    }

    /// UIFont.h `systemFontOfSize:weight:`, iOS 8.2.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(descriptor: UIFontDescriptor(pointSize: fontSize, weight: weight.rawValue))
    }

    /// UIFont.h `preferredFontForTextStyle:`, iOS 7.0: the font of a text style at the user's
    /// content size.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(descriptor: UIFontDescriptor(pointSize: 17), textStyle: style)
    }

    /// `UIFontTextStyle` (UIFontDescriptor.h), imported as a struct of string constants.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String

        /// A style from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// UIFontDescriptor.h `UIFontTextStyleFootnote`, iOS 7.0.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    }

    /// `UIFontWeight` (UIFontDescriptor.h, `NS_TYPED_EXTENSIBLE_ENUM` of `CGFloat`), iOS 8.2.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight, from -1 (lightest) to 1 (heaviest).
        public let rawValue: CGFloat

        /// A weight from its value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// UIFontDescriptor.h `UIFontWeightRegular`.
        public static let regular = Weight(rawValue: 0)
        /// UIFontDescriptor.h `UIFontWeightBold`.
        public static let bold = Weight(rawValue: 0.4)
    }
}
