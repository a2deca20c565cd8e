/// One edit of a masked field as it crosses a boundary — into the page's WebAssembly module, or
/// into the server as an `edit` event — answered by the same function on both sides.
///
/// Text arrives as UTF-8 bytes (invalid sequences read as U+FFFD, as a browser's `TextEncoder`
/// and `TextDecoder` do) and the replaced range in UTF-16 code units, as the browser counts
/// `selectionStart`. Lengths are bounded, so hostile input costs bounded work.
///
/// ```swift
/// let request = ADMaskedEditRequest(mask: "(###) ###-####", text: "(808) 5", start: 7, end: 7, replacement: "5")
/// request.answer()   // .applied: "(808) 55", caret 8
/// ```
public struct ADMaskedEditRequest: Sendable, Hashable {
    /// The longest mask taken, in UTF-16 code units.
    public static let maximumMaskLength = 1024
    /// The longest shown text taken, in UTF-16 code units.
    public static let maximumTextLength = 4096
    /// The longest replacement (a paste) taken, in UTF-16 code units.
    public static let maximumReplacementLength = 4096

    /// The mask, such as `(###) ###-####`.
    public var mask: String
    /// The text shown before the edit.
    public var text: String
    /// The first replaced UTF-16 offset.
    public var start: Int
    /// The UTF-16 offset after the replaced part.
    public var end: Int
    /// What replaces it: a typed character, a paste, or empty for a deletion.
    public var replacement: String
    /// What the user did: ``ADTextInputKind/replace`` puts ``replacement`` in place of the
    /// range; a deletion kind has the engine decide what goes when the range is empty (the
    /// character before the caret, the word after it, …).
    public var kind: ADTextInputKind

    /// A request from strings.
    public init(mask: String, text: String, start: Int, end: Int, replacement: String, kind: ADTextInputKind = .replace) {
        self.mask = mask
        self.text = text
        self.start = start
        self.end = end
        self.replacement = replacement
        self.kind = kind
    }

    /// A request from UTF-8 bytes, each read with invalid sequences replaced by U+FFFD.
    public init<Bytes: Collection<UInt8>>(
        maskUTF8: Bytes, textUTF8: Bytes, start: Int, end: Int, replacementUTF8: Bytes, kind: ADTextInputKind = .replace
    ) {
        self.init(
            mask: String(decoding: maskUTF8, as: UTF8.self), text: String(decoding: textUTF8, as: UTF8.self), start: start, end: end,
            replacement: String(decoding: replacementUTF8, as: UTF8.self), kind: kind)
    }

    /// The answer: the edit applied through the mask, refused (the text stays, the caret goes
    /// to `start`), or rejected as malformed.
    public func answer() -> ADMaskedEditAnswer {
        if start < 0 || end < start { return .rejected(.backwardRange) }
        if mask.utf16.count > Self.maximumMaskLength { return .rejected(.maskTooLong) }
        if text.utf16.count > Self.maximumTextLength { return .rejected(.textTooLong) }
        if replacement.utf16.count > Self.maximumReplacementLength { return .rejected(.replacementTooLong) }
        let formatter = ADMaskedStringFormatter(formatString: mask)
        guard let edit = formatter.input(kind, in: text, selectingUTF16: start..<end, text: replacement) else {
            if kind == .changed {
                return .refused(caret: ADMaskedStringFormatter.changeStartUTF16(from: text, to: replacement, caretUTF16: end))
            }
            return .refused(caret: min(start, text.utf16.count))
        }
        return .applied(edit)
    }
}

/// What an ``ADMaskedEditRequest`` gets.
public enum ADMaskedEditAnswer: Sendable, Hashable {
    /// The edit went through the mask: the new text, its caret and the raw value.
    case applied(ADMaskedEdit)
    /// The mask refuses the edit (a letter where it wants a digit, input beyond it, a range
    /// off the text's character boundaries) or there is nothing to delete: the text stays, the
    /// caret goes to this UTF-16 offset.
    case refused(caret: Int)
    /// The request is malformed and is not applied.
    case rejected(ADMaskedEditRejection)
}

/// Why an ``ADMaskedEditRequest`` is malformed.
public enum ADMaskedEditRejection: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The range starts before 0 or ends before it starts.
    case backwardRange = 1
    /// The mask is longer than ``ADMaskedEditRequest/maximumMaskLength``.
    case maskTooLong
    /// The text is longer than ``ADMaskedEditRequest/maximumTextLength``.
    case textTooLong
    /// The replacement is longer than ``ADMaskedEditRequest/maximumReplacementLength``.
    case replacementTooLong
    /// The browser's `inputType` names no ``ADTextInputKind`` (only the page's module reads
    /// input types as text).
    case unknownInputType

    public var description: String {
        switch self {
        case .backwardRange: "the edit's range must run forwards from 0"
        case .maskTooLong: "the mask is longer than \(ADMaskedEditRequest.maximumMaskLength) UTF-16 units"
        case .textTooLong: "the text is longer than \(ADMaskedEditRequest.maximumTextLength) UTF-16 units"
        case .replacementTooLong: "the replacement is longer than \(ADMaskedEditRequest.maximumReplacementLength) UTF-16 units"
        case .unknownInputType: "the input type is none the engine applies"
        }
    }
}
