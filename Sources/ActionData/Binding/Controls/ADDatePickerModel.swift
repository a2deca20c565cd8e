import Foundation

/// A date picker (AKABeacon's `datePickerBinding_aka`, a date keyboard): shows the date of its
/// data path and writes the picked date back.
///
/// The binding's `minimumValue` and `maximumValue` (dates, or formulas giving dates) bound
/// what can be picked; without them the range is the one set on the model (a front end copies
/// its own, such as Interface Builder's). A front end without a picker shows a date input.
/// The engine does not clamp: a date outside the range is shown as the record holds it, and a
/// picker keeps what the user picks within the range.
public final class ADDatePickerModel: ADEditableControlModel<Date?>, ADEditableBindable, ADTintedControl {
    /// The earliest date the user can pick, or `nil`: the binding's `minimumValue` when it has
    /// one (`nil` when that gives no date), else the one set.
    public var minimumDate: Date?
    /// The latest date the user can pick, or `nil`: the binding's `maximumValue` when it has
    /// one (`nil` when that gives no date), else the one set.
    public var maximumDate: Date?

    /// Creates a date picker bound to `dataPath`.
    public init(name: String = "", dataPath: String = "") {
        super.init(named: name, dataPath: dataPath, value: nil)
    }

    /// A date picker.
    public var typed: ADControl { .datePicker(self) }

    /// The date shown and picked, or `nil` for none.
    public var date: Date? {
        get { editedState }
        set { editedState = newValue }
    }

    /// Shows a date; `NULL` shows none.
    /// - Throws: ``ADConversionError`` for a value that is not a date (or ISO 8601 text).
    public func display(_ value: ADValue) throws(ADConversionError) {
        show(nil)
        if value.isNull { return }
        show(try value.asDate())
    }

    /// The picked date in the field's type (`NULL` when none).
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        guard let date else { return .null }
        return try EditedValue.coerce(.date(date), type: type, kind: kind)
    }
}

extension ADDatePickerModel: BindingAttributeReceiver {
    func receiveAttributes(of binding: ADBindingExpression?, record: ADRecord) throws(ADEvaluationError) {
        fallbackIssues = []
        guard let binding else { return }
        // Documented: a bound that gives no date is nil, so the picker is unbounded on that
        // side; the failure is a fallback issue.
        var recorder = FallbackRecorder()
        for name in ["minimumValue", "maximumValue"] where binding.attribute(name) != nil {
            let date = recorder.value(of: name) { try binding.attributeValue(name, in: record)?.asDate() }
            if name == "minimumValue" { minimumDate = date } else { maximumDate = date }
        }
        fallbackIssues = recorder.issues
    }
}
