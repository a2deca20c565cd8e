import ActionData

/// A keystroke, deletion or paste in a masked text field, applied through the engine's mask
/// and caret map — the same `ADMaskedEditRequest` the page's WebAssembly module answers.
enum MaskedTyping {
    /// What one edit did: the caret to show, in UTF-16 code units, and, when the page sent the
    /// text its module computed and this server computed another, both texts.
    struct Outcome {
        var caret: Int
        var mismatch: ADWebPredictionMismatch?
        /// Why the mask refused a whole text (a paste, a drop, an autofill, a finished
        /// composition): the field keeps its text and the status line says so. A single typed
        /// character the mask refuses is simply not taken, as a keyboard's key would not be.
        var refusal: String?
    }

    /// Applies the edit `value` (`{"start", "end", "text"}`, UTF-16 offsets into the shown
    /// text; `"input"`, the browser's `inputType`, which `ADTextInputKind.init(inputType:)`
    /// reads — a replacement when it is missing; and the page's own result as `"expect"` when
    /// its module computed one) to `control`. A refused edit (a letter where the mask wants a
    /// digit, input beyond the mask) leaves the text as it was and keeps the caret at `start`.
    static func apply(_ value: ADValue, to control: any ADEditableBindable, id: String) throws(ADWebError) -> Outcome {
        guard case .textField(let field) = control.typed, let format = field.formatting.displayFormat, format.type == .masked
        else { throw ADWebError.badRequest("control \"\(id)\" is not a masked text field") }
        guard case .record(let edit) = value, case .int(let start)? = edit["start"], case .int(let end)? = edit["end"],
              case .string(let replacement)? = edit["text"], let lower = Int(exactly: start), let upper = Int(exactly: end)
        else { throw ADWebError.badRequest("control \"\(id)\" expects an edit {\"start\", \"end\", \"text\"}") }
        var kind = ADTextInputKind.replace
        if let input = edit["input"] {
            guard case .string(let inputType) = input, let named = ADTextInputKind(inputType: inputType) else {
                throw ADWebError.badRequest("control \"\(id)\" takes no edit of input type \(input)")
            }
            kind = named
        }
        let before = field.text
        let request = ADMaskedEditRequest(
            mask: format.pattern, text: before, start: lower, end: upper, replacement: replacement, kind: kind)
        var outcome: Outcome
        switch request.answer() {
        case .applied(let result):
            field.text = result.text
            outcome = Outcome(caret: result.utf16Caret)
        case .refused(let caret):
            outcome = Outcome(caret: caret)
            if kind == .replace || kind == .changed, replacement.count > 1 {
                outcome.refusal = "“\(replacement.prefix(40))” does not fit \(format.pattern); the field is unchanged."
            }
        case .rejected(let reason):
            throw ADWebError.badRequest("control \"\(id)\": \(reason)")
        }
        if case .string(let expected)? = edit["expect"], expected != field.text {
            outcome.mismatch = ADWebPredictionMismatch(controlID: id, before: before, expected: expected, answered: field.text)
        }
        return outcome
    }
}
