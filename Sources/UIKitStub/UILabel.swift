import Foundation

/// A view that displays one or more lines of read-only text. Transcribes `UILabel` (UIKit
/// `UILabel.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
@MainActor
open class UILabel: UIView {
    private var storedTextColor: UIColor?

    /// UILabel.h `text`; default `nil`.
    open var text: String?

    /// UILabel.h `textColor`: `null_resettable`; `nil` restores the default label colour.
    open var textColor: UIColor! {
        get { storedTextColor ?? UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
        set { storedTextColor = newValue }
    }

    /// UILabel.h `numberOfLines`; default 1, 0 for unlimited.
    open var numberOfLines = 1
}
