#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

extension UISwitch: ModelShowingView {
    /// Shows the state; the off colour tints the switch's outline (`tintColor`).
    func show(_ model: ADSwitchModel) {
        setOn(model.isOn, animated: false)
        onTintColor = UIColor.bound(model.onColor)
        tintColor = UIColor.bound(model.offColor)
        thumbTintColor = UIColor.bound(model.thumbColor)
    }

    func read(into model: ADSwitchModel) {
        model.isOn = isOn
    }
}
