import Foundation

/// A view that displays one or more lines of read-only text. Transcribes `UILabel` (UIKit
/// `UILabel.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
@MainActor
open class UILabel: UIView {
    private var storedTextColor: UIColor?
    private var storedFont: UIFont?

    /// UILabel.h `text`; default `nil`.
    open var text: String?

    /// UILabel.h `textColor`: `null_resettable`; `nil` restores the default label colour.
    open var textColor: UIColor! {
        get { storedTextColor ?? UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
        set { storedTextColor = newValue }
    }

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
