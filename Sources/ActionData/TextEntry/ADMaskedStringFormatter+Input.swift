extension ADMaskedStringFormatter {
    /// Applies one kind of user input to masked `text` with `selection` (UTF-16 offsets, as
    /// the browser's `selectionStart`/`selectionEnd` and UIKit's `NSRange` count): the engine
    /// decides what a Backspace, a forward delete, a word deletion or a cut removes, then
    /// applies it through ``edit(_:replacing:with:)``.
    ///
    /// ```swift
    /// let phone = ADMaskedStringFormatter(formatString: "(###) ###-####")
    /// phone.input(.deleteWordBackward, in: "(808) 555-12", selectingUTF16: 12..<12)  // "(808) 555", caret 9
    /// phone.input(.deleteForward, in: "(808) 555-1212", selectingUTF16: 9..<9)       // "(808) 555-212", caret 10
    /// phone.input(.replace, in: "", selectingUTF16: 0..<0, text: "808.555.1212")     // "(808) 555-1212"
    /// ```
    ///
    /// With ``ADTextInputKind/changed``, `replacement` is the field's whole new text and
    /// `selection`'s end is the caret in it.
    ///
    /// - Returns: the new text, caret and raw value, or `nil` when the input is refused or
    ///   changes nothing: the mask refuses the text, there is nothing to delete (Backspace at
    ///   the start, a cut without a selection), or the selection is not on character
    ///   boundaries.
    public func input(_ kind: ADTextInputKind, in text: String, selectingUTF16 selection: Range<Int>, text replacement: String = "")
        -> ADMaskedEdit?
    {
        guard kind != .replace else { return edit(text, replacingUTF16: selection, with: replacement) }
        guard kind != .changed else { return change(text, to: replacement, caretUTF16: selection.upperBound) }
        guard selection.isEmpty else { return edit(text, replacingUTF16: selection, with: "") }
        guard let range = deletedRange(kind, in: text, atUTF16: selection.lowerBound) else { return nil }
        return edit(text, replacing: range, with: "")
    }

    /// `before` changed to `after` as a whole, with the caret at `caretUTF16` in `after`: the
    /// changed part replaced through the mask (``changedPart(from:to:caretUTF16:)``).
    private func change(_ before: String, to after: String, caretUTF16: Int) -> ADMaskedEdit? {
        guard let part = Self.changedPart(from: before, to: after, caretUTF16: caretUTF16) else { return nil }
        return edit(before, replacing: part.range, with: part.replacement)
    }

    /// Where a text changed as a whole (``ADTextInputKind/changed``) changed: the UTF-16 offset
    /// in `before` where the changed part starts — where the caret goes when the mask refuses
    /// the change.
    public static func changeStartUTF16(from before: String, to after: String, caretUTF16: Int) -> Int {
        guard let part = changedPart(from: before, to: after, caretUTF16: caretUTF16) else {
            return min(max(caretUTF16, 0), before.utf16.count)
        }
        return String(before.prefix(part.range.lowerBound)).utf16.count
    }

    /// The part between `before`'s and `after`'s common start and common end, counted in
    /// `Character`s, and what replaces it; `nil` when the texts are equal. The common end does
    /// not reach before the caret (`caretUTF16` in `after`), so where the same characters repeat
    /// (`55` composed after a `5`) the change is the part that ends at the caret.
    static func changedPart(from before: String, to after: String, caretUTF16: Int) -> (range: Range<Int>, replacement: String)? {
        let old = Array(before)
        let new = Array(after)
        guard old != new else { return nil }
        let caret = characterOffset(ofUTF16: caretUTF16, in: after) ?? new.count
        var tail = 0
        while tail < old.count, tail < new.count - caret, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        var start = 0
        while start < old.count - tail, start < new.count - tail, old[start] == new[start] { start += 1 }
        return (start..<(old.count - tail), String(new[start..<(new.count - tail)]))
    }

    /// The `Character` range a deletion of `kind` removes at the caret, or `nil` when there is
    /// nothing to remove or the caret is off the text's character boundaries.
    private func deletedRange(_ kind: ADTextInputKind, in text: String, atUTF16 caret: Int) -> Range<Int>? {
        guard caret >= 0, caret <= text.utf16.count,
              let index = text.utf16.index(text.utf16.startIndex, offsetBy: caret).samePosition(in: text)
        else { return nil }
        let at = text.distance(from: text.startIndex, to: index)
        let characters = Array(text)
        let inSlot = scan(characters).inSlot
        var lower = at
        var upper = at
        switch kind {
        case .replace, .cut, .changed:
            return nil
        case .deleteBackward:
            lower = at - 1
        case .deleteForward:
            while upper < characters.count, !inSlot[upper] { upper += 1 }
            upper += 1
        case .deleteWordBackward:
            while lower > 0, !inSlot[lower - 1] { lower -= 1 }
            while lower > 0, inSlot[lower - 1] { lower -= 1 }
        case .deleteWordForward:
            while upper < characters.count, !inSlot[upper] { upper += 1 }
            while upper < characters.count, inSlot[upper] { upper += 1 }
        }
        guard lower >= 0, upper <= characters.count, lower < upper else { return nil }
        return lower..<upper
    }
}
