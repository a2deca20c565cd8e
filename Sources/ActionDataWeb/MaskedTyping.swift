import ActionData

/// A keystroke, deletion or paste in a masked text field, applied through the engine's mask
/// and caret map (``ADMaskedStringFormatter/edit(_:replacingUTF16:with:)``).
enum MaskedTyping {
    /// Applies the edit `value` (`{"start", "end", "text"}`, UTF-16 offsets into the shown
    /// text) to `control` and returns the caret to show, in UTF-16 code units. A refused edit
    /// (a letter where the mask wants a digit, input beyond the mask) leaves the text as it was
    /// and keeps the caret at `start`.
    static func apply(_ value: ADValue, to control: any ADEditableBindable, id: String) throws(ADWebError) -> Int {
        guard case .textField(let field) = control.typed, let format = field.formatting.displayFormat, format.type == .masked
        else { throw ADWebError.badRequest("control \"\(id)\" is not a masked text field") }
        guard case .record(let edit) = value, case .int(let start)? = edit["start"], case .int(let end)? = edit["end"],
              case .string(let replacement)? = edit["text"], let lower = Int(exactly: start), let upper = Int(exactly: end),
              lower >= 0, upper >= lower, replacement.utf16.count <= 4096
        else { throw ADWebError.badRequest("control \"\(id)\" expects an edit {\"start\", \"end\", \"text\"}") }
        let mask = ADMaskedStringFormatter(formatString: format.pattern)
        guard let result = mask.edit(field.text, replacingUTF16: lower..<upper, with: replacement) else {
            return min(lower, field.text.utf16.count)
        }
        field.text = result.text
        return result.utf16Caret
    }
}
