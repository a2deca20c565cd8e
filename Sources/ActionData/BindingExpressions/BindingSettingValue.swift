/// A formatter setting read from an attribute value.
enum BindingSettingValue {
    /// An enumeration constant's name.
    case enumName(String)
    /// A constant, or a formula's value.
    case value(ADValue)
    /// Anything else (a block, colour, array or class reference).
    case other
}

extension ADBindingExpression {
    /// The value of a setting: constants as they are, formulas evaluated in `record`.
    func settingValue(in record: ADRecord) throws(ADEvaluationError) -> BindingSettingValue {
        switch primary {
        case .enumConstant(_, let name, _)?: .enumName(name)
        case .constant(let value, _)?: .value(value)
        case .formula(let formula, _)?: .value(try formula.evaluate(in: record))
        default: .other
        }
    }

    /// The settings of the number formatter block `attribute` (`numberFormatter` by default,
    /// or `editingNumberFormatter`), or of `formatter: <NSNumberFormatter> { … }`; `nil`
    /// when the binding has no such block. Formula settings are evaluated in `record`.
    public func numberFormatterConfiguration(
        _ attribute: String = "numberFormatter", record: ADRecord = ADRecord()
    ) throws(ADEvaluationError) -> ADNumberFormatterConfiguration? {
        guard let block = formatterBlock(attribute, className: "NSNumberFormatter") else { return nil }
        return try ADNumberFormatterConfiguration(block: block, record: record)
    }

    /// The settings of the date formatter block `attribute` (`dateFormatter` by default),
    /// or of `formatter: <NSDateFormatter> { … }`; `nil` when the binding has no such block.
    public func dateFormatterConfiguration(
        _ attribute: String = "dateFormatter", record: ADRecord = ADRecord()
    ) throws(ADEvaluationError) -> ADDateFormatterConfiguration? {
        guard let block = formatterBlock(attribute, className: "NSDateFormatter") else { return nil }
        return try ADDateFormatterConfiguration(block: block, record: record)
    }

    private func formatterBlock(_ attribute: String, className: String) -> ADBindingExpression? {
        if let block = self.attribute(attribute) { return block }
        if let formatter = self.attribute("formatter"), case .classReference(className, _)? = formatter.primary {
            return formatter
        }
        return nil
    }
}
