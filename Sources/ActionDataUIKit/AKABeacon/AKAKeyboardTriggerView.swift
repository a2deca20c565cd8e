#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif

/// What AKABeacon's keyboard trigger views share: a control that wraps content (labels bound
/// to the same value) and, when tapped, becomes first responder with a keyboard that is a
/// picker (``AKAPickerKeyboardTriggerView``) or a date picker
/// (``AKADatePickerKeyboardTriggerView``).
@MainActor
open class AKAKeyboardTriggerView: UIControl {
    private var accessory: UIView?
    /// Told when the view becomes or stops being first responder.
    var responderDidChange: ((_ isFirstResponder: Bool) -> Void)?

    /// Creates a trigger view in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.becomeFirstResponder() }, for: .touchUpInside)
    }

    /// Creates a trigger view from a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addAction(UIAction { [weak self] _ in self?.becomeFirstResponder() }, for: .touchUpInside)
    }

    /// A trigger view takes the focus when enabled and shown.
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    /// The toolbar over the keyboard (Cancel, Done), which the binding behavior installs.
    open override var inputAccessoryView: UIView? { accessory }

    /// Sets the toolbar over the keyboard.
    func setAccessory(_ view: UIView?) {
        accessory = view
        reloadInputViews()
    }

    /// Becomes first responder and opens the keyboard.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        let became = super.becomeFirstResponder()
        if became, !wasFirst { responderDidChange?(true) }
        return became
    }

    /// Resigns and closes the keyboard.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        let resigned = super.resignFirstResponder()
        if resigned, wasFirst { responderDidChange?(false) }
        return resigned
    }
}

/// AKABeacon's picker keyboard trigger view: tapped, it opens a keyboard holding a picker of
/// the choices its `pickerBinding_aka` names; Done keeps the picked choice, Cancel the previous.
@MainActor
open class AKAPickerKeyboardTriggerView: AKAKeyboardTriggerView {
    /// The picker shown as the keyboard.
    public let pickerView = UIPickerView(frame: .zero)

    /// The picker.
    open override var inputView: UIView? { pickerView }
}

/// AKABeacon's date picker keyboard trigger view: tapped, it opens a keyboard holding a date
/// picker of the date its `datePickerBinding_aka` names.
@MainActor
open class AKADatePickerKeyboardTriggerView: AKAKeyboardTriggerView {
    /// The date picker shown as the keyboard.
    public let datePicker = UIDatePicker(frame: .zero)

    /// The date picker.
    open override var inputView: UIView? { datePicker }
}
