import Foundation

/// A font. Transcribes `UIFont` (UIKit `UIFont.h`, `NS_SWIFT_SENDABLE`), iOS 2.0. The stub's
/// fonts are named by the text style they were asked for.
open class UIFont: NSObject, @unchecked Sendable {
    /// Test support, not UIKit: the text style the font was made for.
    package let _textStyle: UIFont.TextStyle?

    init(textStyle: UIFont.TextStyle?) {
        _textStyle = textStyle
        super.init()
    }

    /// UIFont.h `preferredFontForTextStyle:`, iOS 7.0: the font of a text style at the user's
    /// content size.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(textStyle: style)
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
}
