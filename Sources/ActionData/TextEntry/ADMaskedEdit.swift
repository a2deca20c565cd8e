/// The result of one keystroke, deletion or paste in a masked text field: the text to show and
/// where the caret goes (``ADMaskedStringFormatter/edit(_:replacing:with:)``).
public struct ADMaskedEdit: Sendable, Hashable {
    /// The formatted text after the edit, up to the last filled slot (the whole mask once every
    /// slot is filled); empty when no raw character is left.
    public var text: String
    /// The caret in ``text``, counted in `Character`s: just after the last character the edit
    /// placed, or where the deletion happened.
    public var caret: Int
    /// The raw value after the edit (``ADMaskedStringFormatter/removeFormat(from:)`` of ``text``).
    public var raw: String

    /// Creates an edit result.
    public init(text: String, caret: Int, raw: String) {
        self.text = text
        self.caret = caret
        self.raw = raw
    }

    /// ``caret`` counted in UTF-16 code units, as UIKit's `NSRange` and text positions and the
    /// browser's `selectionStart` count.
    public var utf16Caret: Int {
        String(text.prefix(caret)).utf16.count
    }
}

extension ADMaskedStringFormatter {
    /// Applies a user's edit of masked text — replacing `range` of `text` with `replacement`
    /// (one typed character, a paste, or empty for a deletion) — through the mask.
    ///
    /// ```swift
    /// let phone = ADMaskedStringFormatter(formatString: "(###) ###-####")
    /// phone.edit("(808) 555-1212", replacing: 6..<7, with: "")    // "(808) 551-212", caret 6
    /// phone.edit("(808) 551-212", replacing: 6..<6, with: "7")    // "(808) 755-1212", caret 7
    /// phone.edit("(808) 555-1212", replacing: 14..<14, with: "3") // nil: the mask is full
    /// ```
    ///
    /// The edit works on the raw characters: those inside `range` are replaced by
    /// `replacement`, the mask is applied again and the caret is put just after the last
    /// character the edit placed (after a deletion: where the deleted characters were). Deleting only literals (Backspace over `-`) deletes the raw
    /// character before them. A paste holding the mask's literals (`(808) 555`) is taken without
    /// them.
    ///
    /// - Parameters:
    ///   - text: the text shown now.
    ///   - range: the replaced part of `text`, in `Character`s; clamped to the text.
    ///   - replacement: what replaces it.
    /// - Returns: the new text and caret, or `nil` when the edit is refused: a character fits
    ///   no slot (a letter where the mask wants a digit) or the input goes beyond the mask.
    public func edit(_ text: String, replacing range: Range<Int>, with replacement: String) -> ADMaskedEdit? {
        let characters = Array(text)
        let lower = min(max(range.lowerBound, 0), characters.count)
        let upper = min(max(range.upperBound, lower), characters.count)
        let raw = Array(removeFormat(from: text))
        var rawStart = min(removeFormat(from: String(characters[..<lower])).count, raw.count)
        let rawEnd = max(min(removeFormat(from: String(characters[..<upper])).count, raw.count), rawStart)
        if replacement.isEmpty, rawStart == rawEnd, lower < upper, rawStart > 0 {
            rawStart -= 1
        }
        let candidates = [replacement, String(replacement.filter { !literals.contains($0) })]
        for inserted in candidates where inserted == replacement || replacement.count > 1 {
            let candidate = String(raw[..<rawStart]) + inserted + String(raw[rawEnd...])
            guard let placement = placed(candidate) else { continue }
            return result(placement, rawCaret: rawStart + inserted.count, deleting: inserted.isEmpty)
        }
        return nil
    }

    /// ``edit(_:replacing:with:)`` with `range` in UTF-16 code units, as UIKit's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` and the browser's
    /// `beforeinput` give it; `nil` also when the range does not fall on character boundaries.
    public func edit(_ text: String, replacingUTF16 range: Range<Int>, with replacement: String) -> ADMaskedEdit? {
        guard let lower = Self.characterOffset(ofUTF16: range.lowerBound, in: text),
              let upper = Self.characterOffset(ofUTF16: range.upperBound, in: text)
        else { return nil }
        return edit(text, replacing: lower..<max(lower, upper), with: replacement)
    }

    /// `candidate` through the mask: its raw value, the formatted text and the `Character`
    /// offset after its last character; `nil` when a character of it fits no slot (every one
    /// must go into a slot: a fixed digit's `0` padding must not pass for typed input) or it is
    /// longer than the mask.
    private func placed(_ candidate: String) -> (raw: String, text: String, end: Int)? {
        guard candidate.count <= rawLength else { return nil }
        let probe = ADMaskedStringFormatter(formatString: formatString)
        let formatted = probe.format(candidate)
        guard formatted.placed == candidate.count else { return nil }
        let newRaw = probe.removeFormat(from: formatted.text)
        return newRaw.count == candidate.count ? (newRaw, formatted.text, formatted.end) : nil
    }

    /// The text shown for a placement — its formatted text up to its last character (all of
    /// it once every slot is filled) — and the caret after `rawCaret` raw characters; after a
    /// deletion inside the text the caret sits where the deleted characters were, before the
    /// slot of the next raw character. The text is the candidate's own formatting, not its raw
    /// value's again: a raw character equal to one of the mask's literals (an `o` upper-cased
    /// to `O` before a literal `O`) would be taken for that literal.
    private func result(_ placement: (raw: String, text: String, end: Int), rawCaret: Int, deleting: Bool) -> ADMaskedEdit {
        let raw = placement.raw
        guard !raw.isEmpty else { return ADMaskedEdit(text: "", caret: 0, raw: "") }
        let full = Array(placement.text)
        let shownLength = raw.count >= rawLength ? full.count : min(placement.end, full.count)
        let formatted = deleting && rawCaret < raw.count
            ? formattedCaret(forRawCaret: rawCaret + 1) - 1
            : formattedCaret(forRawCaret: rawCaret)
        let caret = min(formatted, shownLength)
        return ADMaskedEdit(text: String(full[..<shownLength]), caret: caret, raw: raw)
    }

    /// The characters the mask shows as they are (a mask has few, so a list, which needs no
    /// hashing seed in the WebAssembly build).
    private var literals: [Character] {
        MaskToken.parse(formatString).compactMap { token in
            if case .literal(let literal) = token { return literal }
            return nil
        }
    }

    static func characterOffset(ofUTF16 offset: Int, in text: String) -> Int? {
        guard offset >= 0, offset <= text.utf16.count else { return nil }
        let utf16Index = text.utf16.index(text.utf16.startIndex, offsetBy: offset)
        guard let index = utf16Index.samePosition(in: text) else { return nil }
        return text.distance(from: text.startIndex, to: index)
    }
}
