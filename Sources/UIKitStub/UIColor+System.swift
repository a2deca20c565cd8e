import Foundation

extension UIColor {
    /// UIInterface.h `systemRedColor` (UIColorSystemColors), iOS 7.0: the stub gives its light
    /// appearance.
    public class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }

    /// UIInterface.h `systemYellowColor` (UIColorSystemColors), iOS 7.0: the stub gives its
    /// light appearance.
    public class var systemYellow: UIColor { UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1) }
}
