import Foundation

/// A control that offers a binary choice. Transcribes `UISwitch` (UIKit `UISwitch.h`,
/// `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// `setOn(_:animated:)` sends no action message (Doc: uikit/uiswitch/seton(_:animated:)).
@MainActor
open class UISwitch: UIControl {
    /// UISwitch.h `on` (Doc: uikit/uiswitch/ison): reads and sets without animation, no action.
    open var isOn = false

    /// UISwitch.h `setOn:animated:`: sends no action; nothing happens when already there.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// UISwitch.h `onTintColor`, iOS 5.0.
    open var onTintColor: UIColor?
    /// UISwitch.h `thumbTintColor`, iOS 6.0.
    open var thumbTintColor: UIColor?
}
