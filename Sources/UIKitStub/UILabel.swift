import Foundation

/// A view that displays one or more lines of read-only text. Transcribes `UILabel` (UIKit
/// `UILabel.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// `text` and `attributedText` are one value, as documented (Doc: uikit/uilabel/text,
/// attributedtext, textcolor): setting either replaces the other — plain text is styled with
/// the label's text colour, and attributed text sets the text colour to its first character's
/// — and setting `textColor` colours the whole of `attributedText`, so a label marking part of
/// its text sets the colour first and the attributed text after. Of the text attributes the
/// stub keeps only what it is given and the foreground colour.
@MainActor
open class UILabel: UIView {
    private var storedTextColor: UIColor?
    private var storedFont: UIFont?
    private var storedText: NSAttributedString?

    /// UILabel.h `text`; default `nil`. Setting it replaces ``attributedText`` with the text in
    /// the label's ``textColor``.
    open var text: String? {
        get { storedText?.string }
        set { storedText = newValue.map { NSAttributedString(string: $0, attributes: [.foregroundColor: shownColor]) } }
    }

    /// UILabel.h `attributedText`, iOS 6.0 (`copy`, imported `@NSCopying`); default `nil`.
    /// Setting it sets ``text`` to its string and, as documented, ``textColor`` to the colour
    /// at location 0 when there is one; the label keeps a copy.
    open var attributedText: NSAttributedString? {
        get { storedText }
        set {
            storedText = newValue.map(NSAttributedString.init(attributedString:))
            guard let newValue, newValue.length > 0 else { return }
            if let color = newValue.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor { storedTextColor = color }
        }
    }

    /// UILabel.h `textColor`: `null_resettable`; `nil` restores the default label colour.
    /// Setting it colours the whole of ``attributedText``.
    open var textColor: UIColor! {
        get { shownColor }
        set {
            storedTextColor = newValue
            guard let storedText, storedText.length > 0 else { return }
            let recoloured = NSMutableAttributedString(attributedString: storedText)
            recoloured.addAttributes([.foregroundColor: shownColor], range: NSRange(location: 0, length: recoloured.length))
            self.storedText = NSAttributedString(attributedString: recoloured)
        }
    }

    private var shownColor: UIColor { storedTextColor ?? UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UILabel.h `numberOfLines`; default 1, 0 for unlimited.
    open var numberOfLines = 1

    /// UILabel.h `font`: `null_resettable`; `nil` restores the system font (17-point plain).
    open var font: UIFont! {
        get { storedFont ?? UIFont(textStyle: nil) }
        set { storedFont = newValue }
    }

    /// UIContentSizeCategoryAdjusting.h `adjustsFontForContentSizeCategory`, iOS 10.0: follow
    /// the user's text size with a font from `preferredFont(forTextStyle:)`.
    open var adjustsFontForContentSizeCategory = false
}
