/// A control with the spec's `formatType` and `formatPattern`.
protocol FormattedControl: AnyObject {
    var formatting: ADTextFormatting { get set }
}

extension ADBoundLabel: FormattedControl {}
extension ADBoundTextField: FormattedControl {}
