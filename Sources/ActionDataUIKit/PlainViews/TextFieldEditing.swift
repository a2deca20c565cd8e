#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// How a text field shows an `ADTextFieldModel` and takes the user's typing into it, masks
/// included: an `ADBoundTextField` and a plain `UITextField` a binding behavior bound each
/// keep one, and call it from their delegate methods and `editingChanged` action.
@MainActor
final class TextFieldEditing {
    private unowned let field: UITextField
    private let model: ADTextFieldModel
    private var boundFont = BoundFont()
    /// A masked field's text as the engine last gave it, until `.editingChanged` reports it.
    private var engineText: String?

    init(field: UITextField, model: ADTextFieldModel) {
        self.field = field
        self.model = model
    }

    private var isMasked: Bool { model.formatType == .masked && !model.formatPattern.isEmpty }

    /// Shows the model's text, colour and font.
    func show() {
        // Setting the same text again would move the caret to the end while the user types.
        if (field.text ?? "") != model.text { field.text = model.text }
        field.textColor = UIColor.bound(model.textColor)
        if let shown = boundFont.font(for: model.font, over: field.font), shown != field.font { field.font = shown }
    }

    /// The user's edit (`editingChanged`). In a masked field a composition (marked text) is
    /// shown as the keyboard composes it and leaves the model alone; a text the engine did not
    /// apply as it was made (a composition that ended, anything else the keyboard put there)
    /// goes through the engine as `ADTextInputKind.changed`, and a text it refuses is put back.
    /// - Returns: whether the model took the field's text, which the caller then reports.
    func didEdit() -> Bool {
        if isMasked {
            if field.markedTextRange != nil { return false }
            let shown = field.text ?? ""
            if shown != engineText, shown != model.text {
                let caret = field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.end) } ?? shown.utf16.count
                let formatter = ADMaskedStringFormatter(formatString: model.formatPattern)
                let edited = formatter.input(.changed, in: model.text, selectingUTF16: caret..<caret, text: shown)
                field.text = edited?.text ?? model.text
                placeCaret(atUTF16: edited?.utf16Caret ?? ADMaskedStringFormatter.changeStartUTF16(from: model.text, to: shown, caretUTF16: caret))
            }
            engineText = nil
        }
        model.text = field.text ?? ""
        return true
    }

    /// The delegate's `shouldChangeCharactersIn`: a masked field applies the keystroke through
    /// the mask itself and answers `false`; other fields let UIKit apply it.
    func shouldChange(in range: NSRange, replacement string: String) -> Bool {
        guard isMasked else { return true }
        if field.markedTextRange != nil { return true }
        let formatter = ADMaskedStringFormatter(formatString: model.formatPattern)
        let shown = field.text ?? ""
        let replaced = range.location..<(range.location + range.length)
        let caret = field.selectedTextRange.flatMap { $0.isEmpty ? field.offset(from: field.beginningOfDocument, to: $0.start) : nil }
        let edited = ADTextInputKind(replacingUTF16: replaced, with: string, in: shown, caretUTF16: caret) == .deleteForward
            ? formatter.input(.deleteForward, in: shown, selectingUTF16: range.location..<range.location)
            : formatter.input(.replace, in: shown, selectingUTF16: replaced, text: string)
        guard let edited else { return false }
        field.text = edited.text
        engineText = edited.text
        placeCaret(atUTF16: edited.utf16Caret)
        // UIKit sends no action for a programmatic change; report it as the user's edit.
        field.sendActions(for: .editingChanged)
        return false
    }

    private func placeCaret(atUTF16 offset: Int) {
        if let caret = field.position(from: field.beginningOfDocument, offset: min(offset, (field.text ?? "").utf16.count)) {
            field.selectedTextRange = field.textRange(from: caret, to: caret)
        }
    }
}
