import Foundation

/// A control for selecting a single value from a continuous range of values. Transcribes
/// `UISlider` (UIKit `UISlider.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// As documented (Doc: uikit/uislider/value, minimumvalue, setvalue(_:animated:)): the value
/// is clamped to the range; setting it sends no action; raising the minimum above the value
/// moves the value up and above the maximum raises the maximum; lowering the maximum moves the
/// value down.
@MainActor
open class UISlider: UIControl {
    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1

    /// UISlider.h `value`; default 0, clamped to the range.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, storedMinimum), storedMaximum) }
    }

    /// UISlider.h `minimumValue`; default 0.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            value = storedValue
        }
    }

    /// UISlider.h `maximumValue`; default 1.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            value = storedValue
        }
    }

    /// UISlider.h `continuous`; default `true`.
    open var isContinuous = true

    /// UISlider.h `minimumTrackTintColor`, iOS 5.0.
    open var minimumTrackTintColor: UIColor?
    /// UISlider.h `maximumTrackTintColor`, iOS 5.0.
    open var maximumTrackTintColor: UIColor?
    /// UISlider.h `thumbTintColor`, iOS 5.0.
    open var thumbTintColor: UIColor?

    /// UISlider.h `setValue:animated:`: clamps, sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }
}
