/// A control with the spec's `formatType` and `formatPattern`.
protocol FormattedControl {
    var formatting: ADTextFormatting { get }
}

extension ADBoundLabel: FormattedControl {}
extension ADBoundTextField: FormattedControl {}
