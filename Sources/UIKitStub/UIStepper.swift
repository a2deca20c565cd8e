import Foundation

/// A control for incrementing or decrementing a value. Transcribes `UIStepper` (UIKit
/// `UIStepper.h`, `NS_SWIFT_UI_ACTOR`), iOS 5.0.
///
/// The value is clamped to the range (Doc: uikit/uistepper/value). The documentation
/// contradicts itself on setting the minimum at or above the maximum (the property pages say
/// it raises, the overview that both bounds take the new value); the stub follows the
/// overview, and the adapter never sets such a range.
@MainActor
open class UIStepper: UIControl {
    private var range = ClampedRange<Double>(value: 0, minimum: 0, maximum: 100)

    /// UIStepper.h `value`; default 0, clamped to the range.
    open var value: Double {
        get { range.value }
        set { range.setValue(newValue) }
    }

    /// UIStepper.h `minimumValue`; default 0.
    open var minimumValue: Double {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }

    /// UIStepper.h `maximumValue`; default 100.
    open var maximumValue: Double {
        get { range.maximum }
        set { range.setMaximum(newValue) }
    }

    /// UIStepper.h `stepValue`; default 1 (must be above 0).
    open var stepValue: Double = 1

    /// UIStepper.h `continuous`; default `true`.
    open var isContinuous = true

    /// UIStepper.h `autorepeat`; default `true`.
    open var autorepeat = true

    /// UIStepper.h `wraps`; default `false`.
    open var wraps = false
}
