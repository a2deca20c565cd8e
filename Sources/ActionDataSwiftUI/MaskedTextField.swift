#if canImport(SwiftUI) && canImport(UIKit)
import ActionData
import SwiftUI
import UIKit

/// A masked text field on iOS: a `UITextField` whose every keystroke, deletion and paste goes
/// through the engine's mask (``ADFormModel/typeText(replacing:with:in:)``), which answers the
/// text and where the caret goes. The field takes the keyboard when the engine gives the
/// control the focus, and tells the engine when the user taps into it or leaves it.
@MainActor
struct MaskedTextField: UIViewRepresentable {
    let editor: ControlEditor

    func makeCoordinator() -> MaskedTextFieldDelegate {
        MaskedTextFieldDelegate(editor: editor)
    }

    func makeUIView(context: Context) -> UITextField {
        let control = editor.control
        let field = UITextField()
        field.delegate = context.coordinator
        field.placeholder = control.accessibilityName
        field.accessibilityLabel = control.accessibilityName
        field.setContentHuggingPriority(.defaultLow, for: .horizontal)
        let coordinator = context.coordinator
        field.addAction(UIAction { [weak coordinator, weak field] _ in
            if let coordinator, let field { coordinator.textDidChange(in: field) }
        }, for: .editingChanged)
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
        let control = editor.control
        context.coordinator.editor = editor
        if field.text != control.text { field.text = control.text }
        field.isEnabled = control.isEnabled
        context.coordinator.installToolbar(on: field)
        // After this update: taking the keyboard tells the delegate, which sends the engine
        // the focus event, and a view update must not publish.
        Task { @MainActor in
            if control.isFocused, !field.isFirstResponder {
                field.becomeFirstResponder()
            } else if !control.isFocused, field.isFirstResponder {
                field.resignFirstResponder()
            }
        }
    }
}

/// The masked field's delegate: sends each edit to the engine and shows its answer, and puts
/// the engine's toolbar buttons over the field's keyboard (SwiftUI's keyboard toolbar serves
/// SwiftUI's own fields only).
@MainActor
final class MaskedTextFieldDelegate: NSObject, UITextFieldDelegate {
    var editor: ControlEditor
    private var installedButtons: [ADAccessoryButton] = []

    init(editor: ControlEditor) {
        self.editor = editor
    }

    /// A keystroke, deletion (a forward delete as the engine's own), paste, cut or
    /// autocorrection goes through the engine; while the
    /// keyboard composes (marked text: Android-style and CJK keyboards) UIKit shows the
    /// composition, and ``textDidChange(in:)`` applies it when it ends.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        if textField.markedTextRange != nil { return true }
        guard let edited = Range(range) else { return false }
        let selection = textField.selectedTextRange.flatMap {
            $0.isEmpty ? textField.offset(from: textField.beginningOfDocument, to: $0.start) : nil
        }
        let kind = ADTextInputKind(replacingUTF16: edited, with: string, in: textField.text ?? "", caretUTF16: selection)
        let input = kind == .deleteForward ? edited.lowerBound..<edited.lowerBound : edited
        guard let caret = editor.send({ try $0.inputText(kind, selecting: input, text: string, in: $1) }) else { return false }
        show(caret, in: textField)
        return false
    }

    /// A text the engine did not apply as it was made (a composition that ended, anything a
    /// keyboard put there itself) goes through the engine as a changed text; the field shows
    /// the engine's answer, or its text as before when the mask refuses it.
    func textDidChange(in textField: UITextField) {
        guard textField.markedTextRange == nil else { return }
        let shown = textField.text ?? ""
        guard shown != editor.control.text else { return }
        let caret = textField.selectedTextRange.map { textField.offset(from: textField.beginningOfDocument, to: $0.end) }
            ?? shown.utf16.count
        let answered = editor.send { try $0.inputText(.changed, selecting: caret..<caret, text: shown, in: $1) }
        show(answered ?? caret, in: textField)
    }

    private func show(_ caret: Int, in textField: UITextField) {
        textField.text = editor.control.text
        if let position = textField.position(from: textField.beginningOfDocument, offset: min(caret, (textField.text ?? "").utf16.count)) {
            textField.selectedTextRange = textField.textRange(from: position, to: position)
        }
    }

    /// Puts Previous/Next (leading) and Done (trailing) over the keyboard as the engine gives
    /// them now; nothing when it gives none.
    func installToolbar(on field: UITextField) {
        let buttons = editor.control.accessoryButtons
        guard buttons != installedButtons else { return }
        installedButtons = buttons
        guard !buttons.isEmpty else {
            field.inputAccessoryView = nil
            field.reloadInputViews()
            return
        }
        let items = buttons.map { button in
            let kind = button.kind
            let action = UIAction(title: button.text) { [weak self] _ in self?.editor.form.tap(kind) }
            let item = UIBarButtonItem(primaryAction: action)
            item.isEnabled = button.isEnabled
            return (kind, item)
        }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.items = items.filter { $0.0 != .done }.map(\.1) + [UIBarButtonItem.flexibleSpace()]
            + items.filter { $0.0 == .done }.map(\.1)
        toolbar.sizeToFit()
        field.inputAccessoryView = toolbar
        field.reloadInputViews()
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editor.send { try $0.focus($1) }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editor.control.isFocused { editor.form.done() }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        editor.form.returnPressed()
        return false
    }
}
#endif
