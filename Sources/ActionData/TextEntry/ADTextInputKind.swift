/// What a user did to a text field, as every toolkit reports it: the engine, not the front end,
/// turns it into the replaced range and the text that replaces it
/// (``ADMaskedStringFormatter/input(_:in:selectingUTF16:text:)``).
///
/// The browser's `InputEvent.inputType` names map onto these kinds
/// (``init(inputType:)``); UIKit's `shouldChangeCharactersIn` always gives a range and its
/// replacement, which is ``replace``.
public enum ADTextInputKind: Int32, Sendable, Hashable, CaseIterable {
    /// The selection replaced by text: a typed character, a paste, a drop, an autofill, an
    /// autocorrection or spelling suggestion, a finished composition (Android, CJK).
    case replace = 0
    /// Backspace: the selection, or the character before the caret.
    case deleteBackward = 1
    /// Forward delete: the selection, or the next character that fills a slot of the mask
    /// (literals after the caret are stepped over).
    case deleteForward = 2
    /// Option/Ctrl+Backspace: the selection, or the run of slot characters before the caret
    /// back to the mask's previous literal (literals just before the caret are stepped over).
    case deleteWordBackward = 3
    /// Option/Ctrl+Delete: the selection, or the run of slot characters after the caret.
    case deleteWordForward = 4
    /// A cut or a drag out of the field: the selection, and nothing when there is none.
    case cut = 5
    /// The field's whole text was changed to the given text by something the front end did
    /// not apply as it happened — an autofill that fires only `change`, a finished
    /// composition, a keyboard's marked text committed: the engine takes the part that
    /// differs from the text it last gave (their common start and end stay) as one
    /// replacement, so the caret lands after it.
    case changed = 6

    /// The kind of a UIKit-style edit — `range` of `text` (UTF-16 offsets) replaced by
    /// `replacement`, asked about with the caret at `caretUTF16` (`nil` with a selection):
    /// ``deleteForward`` when one character right after the caret is deleted (a hardware
    /// keyboard's forward delete), else ``replace`` of the range.
    public init(replacingUTF16 range: Range<Int>, with replacement: String, in text: String, caretUTF16: Int?) {
        let units = Array(text.utf16)
        guard replacement.isEmpty, let caretUTF16, range.lowerBound == caretUTF16, range.lowerBound >= 0, !range.isEmpty,
              range.upperBound <= units.count,
              String(decoding: units[range], as: UTF16.self).count == 1
        else {
            self = .replace
            return
        }
        self = .deleteForward
    }

    /// The kind of a browser `InputEvent`'s `inputType`, or `nil` for one the engine does not
    /// apply (line breaks, formatting, history — the page handles undo through the form).
    /// `changed` is not a browser input type: the page names ``changed`` with it.
    public init?(inputType: String) {
        switch inputType {
        case "insertText", "insertReplacementText", "insertFromPaste", "insertFromPasteAsQuotation", "insertFromDrop",
             "insertFromYank", "insertCompositionText", "insertTranspose":
            self = .replace
        case "deleteContentBackward": self = .deleteBackward
        case "deleteContentForward", "deleteContent": self = .deleteForward
        case "deleteWordBackward", "deleteSoftLineBackward", "deleteHardLineBackward": self = .deleteWordBackward
        case "deleteWordForward", "deleteSoftLineForward", "deleteHardLineForward": self = .deleteWordForward
        case "deleteByCut", "deleteByDrag": self = .cut
        case "changed": self = .changed
        default: return nil
        }
    }
}
