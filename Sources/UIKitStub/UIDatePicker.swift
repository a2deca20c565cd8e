import Foundation

/// A control for the entry of dates and times. Transcribes `UIDatePicker` (UIKit
/// `UIDatePicker.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0; the header declares no initialisers, so
/// `init(frame:)` and `init?(coder:)` are UIView's.
///
/// The picker keeps its date within `minimumDate`…`maximumDate` as UIKit does — the wheels
/// cannot show a date outside them — unless the minimum is after the maximum, when the header
/// says both are ignored. Setting the date or the range sends no action; `.valueChanged` is
/// sent when the user picks (Doc: uikit/uidatepicker, "Respond to user interaction").
@MainActor
open class UIDatePicker: UIControl {
    private var storedDate = Date()
    private var storedMinimum: Date?
    private var storedMaximum: Date?

    /// UIDatePicker.h `date`: "default is current date when picker created"; kept within the
    /// range.
    open var date: Date {
        get { storedDate }
        set { storedDate = clamped(newValue) }
    }

    /// UIDatePicker.h `minimumDate`: "default is nil. When min > max, the values are
    /// ignored."
    open var minimumDate: Date? {
        get { storedMinimum }
        set {
            storedMinimum = newValue
            storedDate = clamped(storedDate)
        }
    }

    /// UIDatePicker.h `maximumDate`; default `nil`.
    open var maximumDate: Date? {
        get { storedMaximum }
        set {
            storedMaximum = newValue
            storedDate = clamped(storedDate)
        }
    }

    /// UIDatePicker.h `setDate:animated:`: "if animated is YES, animate the wheels of time to
    /// display the new date"; kept within the range, sends no action.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    private func clamped(_ date: Date) -> Date {
        if let storedMinimum, let storedMaximum, storedMinimum > storedMaximum { return date }
        if let storedMinimum, date < storedMinimum { return storedMinimum }
        if let storedMaximum, date > storedMaximum { return storedMaximum }
        return date
    }
}
