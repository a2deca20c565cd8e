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
    private var range = ClampedRange<Float>(value: 0, minimum: 0, maximum: 1)

    /// UISlider.h `value`; default 0, clamped to the range.
    open var value: Float {
        get { range.value }
        set { range.setValue(newValue) }
    }

    /// UISlider.h `minimumValue`; default 0.
    open var minimumValue: Float {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }

    /// UISlider.h `maximumValue`; default 1.
    open var maximumValue: Float {
        get { range.maximum }
        set { range.setMaximum(newValue) }
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
