import Foundation

extension NSAttributedString.Key {
    /// UIKit `NSAttributedString.h` `NSForegroundColorAttributeName`, iOS 6.0: the text colour,
    /// a `UIColor` ("default blackColor"). A global constant, not actor-isolated.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")

    /// UIKit `NSAttributedString.h` `NSBackgroundColorAttributeName`, iOS 6.0: the colour
    /// behind the text, a `UIColor` ("default nil: no background").
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
}
