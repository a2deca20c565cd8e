/// The state sliders and steppers share: a number chosen within a range.
///
/// ``value`` keeps the number as the record gave it, even outside
/// ``minimumValue``…``maximumValue``, so an untouched control never changes the record.
public class ADRangeControlModel: ADEditableControlModel<Double>, BindingAttributeReceiver {
    /// The smallest number the user can choose.
    public var minimumValue: Double
    /// The largest number the user can choose.
    public var maximumValue: Double

    init(named name: String, dataPath: String, minimumValue: Double, maximumValue: Double) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        super.init(named: name, dataPath: dataPath, value: minimumValue)
    }

    /// The number shown and chosen.
    public var value: Double {
        get { editedState }
        set { editedState = newValue }
    }

    /// `number` clamped to ``minimumValue``…``maximumValue``: what a user can choose.
    public func clamped(_ number: Double) -> Double {
        min(max(number, minimumValue), maximumValue)
    }

    /// Shows a number; `NULL` shows as the minimum.
    /// - Throws: ``ADConversionError`` for text that is not a number and other values.
    public func display(_ value: ADValue) throws(ADConversionError) {
        show(minimumValue)
        if value.isNull { return }
        show(try value.asDouble())
    }

    /// `minimumValue` and `maximumValue` of the binding, when it gives them (constants or
    /// formulas, re-evaluated whenever the binding is).
    func receiveAttributes(of binding: ADBindingExpression?, record: ADRecord) throws(ADEvaluationError) {
        if let minimum = try binding?.attributeValue("minimumValue", in: record)?.numericValue { minimumValue = minimum }
        if let maximum = try binding?.attributeValue("maximumValue", in: record)?.numericValue { maximumValue = maximum }
    }

    /// The number, rounded for integer fields.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        try EditedValue.fromNumber(value, type: type, kind: kind)
    }
}
