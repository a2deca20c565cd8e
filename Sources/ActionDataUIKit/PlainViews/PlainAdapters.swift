#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// The adapter that binds a plain UIKit view to the engine control built for it.
@MainActor
enum PlainAdapters {
    /// The adapter for `view` showing `control`, or the reason there is none (the view's class
    /// does not show such a control, or the kind has no plain-view adapter), which the behavior
    /// reports as a note.
    static func adapter(for view: UIView, control: any ADBindable) -> Result<any BoundView, PlainAdapterError> {
        switch control.typed {
        case .label(let model):
            if let label = view as? UILabel { return .success(PlainLabelAdapter(label, model: model)) }
        case .textField(let model):
            if let field = view as? UITextField { return .success(PlainTextFieldAdapter(field, model: model)) }
        case .switch(let model):
            if let toggle = view as? UISwitch { return .success(PlainViewAdapter(toggle, model: model)) }
        case .slider(let model):
            if let slider = view as? UISlider { return .success(PlainViewAdapter(slider, model: model)) }
        case .stepper(let model):
            if let stepper = view as? UIStepper { return .success(PlainViewAdapter(stepper, model: model)) }
        case .segmentedControl(let model):
            if let segments = view as? UISegmentedControl { return .success(PlainViewAdapter(segments, model: model)) }
        case .datePicker(let model):
            if let picker = view as? UIDatePicker { return .success(PlainViewAdapter(picker, model: model)) }
            if let trigger = view as? AKADatePickerKeyboardTriggerView { return .success(DatePickerTriggerAdapter(trigger, model: model)) }
        case .progressView(let model):
            if let progress = view as? UIProgressView { return .success(PlainViewAdapter(progress, model: model)) }
        case .imageView(let model):
            if let imageView = view as? UIImageView { return .success(PlainImageViewAdapter(imageView, model: model)) }
        case .textPicker(let model):
            if let picker = view as? UIPickerView { return .success(PlainPickerViewAdapter(picker, model: model)) }
            if let trigger = view as? AKAPickerKeyboardTriggerView { return .success(PickerTriggerAdapter(trigger, model: model)) }
        case .textView(let model):
            if let textView = view as? UITextView { return .success(PlainTextViewAdapter(textView, model: model)) }
        case .list(let model):
            if let table = view as? UITableView { return .success(PlainTableAdapter(table, model: model)) }
        case .webView, .custom:
            break
        }
        return .failure(PlainAdapterError(kind: control.typed.kind?.description ?? "custom control"))
    }
}

/// A control the binding behavior cannot show on a plain view yet.
struct PlainAdapterError: Error {
    /// The control's kind, in words.
    let kind: String
}
