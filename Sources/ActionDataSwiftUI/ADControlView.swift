#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// Any control of a form, in the view of its kind: the switch over ``ADControl`` that lets one
/// view render a control tree built in code or read from a storyboard, so the web, UIKit and
/// SwiftUI show the same form from the same document. A custom control shows its text.
///
/// ```swift
/// ForEach(form.controls) { control in ADControlView(control) }
/// ```
@MainActor
public struct ADControlView: View {
    private let control: ADFormControl

    /// The view of `control`, a control of the enclosing form scope's form.
    public init(_ control: ADFormControl) {
        self.control = control
    }

    /// The view of the control's kind.
    public var body: some View {
        switch control.control {
        case .label, .custom: ADLabelView(control)
        case .textField: ADTextFieldView(control)
        case .textView: ADTextEditorView(control)
        case .slider: ADSliderView(control)
        case .switch: ADToggleView(control)
        case .progressView: ADProgressBarView(control)
        case .stepper: ADStepperView(control)
        case .imageView: ADImageView(control)
        case .webView: ADWebContentView(control)
        case .segmentedControl: ADSegmentedView(control)
        case .textPicker: ADPickerView(control)
        case .datePicker: ADDatePickerView(control)
        case .list: ADListView(control)
        }
    }
}
#endif
