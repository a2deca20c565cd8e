#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Binds a plain `UITextField` a binding behavior found: it becomes the field's delegate, so
/// the field types, masks, moves the focus and shows the keyboard toolbar as an
/// `ADBoundTextField` does.
@MainActor
final class PlainTextFieldAdapter: NSObject, UITextFieldDelegate, BoundTextEntryView {
    private let field: UITextField
    private let model: ADTextFieldModel
    private let editing: TextFieldEditing
    weak var boundController: ADBoundViewController?

    init(_ field: UITextField, model: ADTextFieldModel) {
        self.field = field
        self.model = model
        editing = TextFieldEditing(field: field, model: model)
        super.init()
        field.delegate = self
        field.addAction(UIAction { [weak self] _ in self?.userDidEdit() }, for: .editingChanged)
    }

    var view: UIView { field }

    var bindable: any ADBindable { model }

    var entry: any ADTextEntryBindable { model }

    func render() {
        renderVisibility()
        editing.show()
    }

    func setAccessoryToolbar(_ toolbar: UIToolbar?) {
        field.inputAccessoryView = toolbar
        field.reloadInputViews()
    }

    private func userDidEdit() {
        if editing.didEdit() { reportEdit() }
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        boundController?.boundViewDidBeginEditing(self)
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }

    /// Empty: iOS calls the `reason:` form instead.
    func textFieldDidEndEditing(_ textField: UITextField) {}

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        boundController?.boundViewDidEndEditing(self)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        editing.shouldChange(in: range, replacement: string)
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool { true }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let boundController {
            _ = boundController.boundViewReturnPressed(self)
        } else {
            textField.resignFirstResponder()
        }
        return false
    }
}
