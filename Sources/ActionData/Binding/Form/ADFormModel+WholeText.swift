/// Edits reported as the whole new text, as SwiftUI's `TextField` reports them.
extension ADFormModel {
    /// The text of a text field or text view after one edit, given whole: the engine finds
    /// what the edit replaced (the text between the part both texts start with and the part
    /// both end with) and applies it as ``typeText(replacing:with:in:)`` does, so a masked
    /// field applies its mask as the user types.
    ///
    /// ```swift
    /// // phone shows "(808) 5"; the user types 5 at the end
    /// try form.replaceText(with: "(808) 55", in: phone)
    /// phone.text   // "(808) 55"
    /// ```
    ///
    /// - Returns: where the caret goes, in UTF-16 code units; a refused edit changes nothing.
    /// - Throws: ``ADFormError`` as ``setText(_:for:)``.
    @discardableResult
    public func replaceText(with newText: String, in control: ADFormControl) throws(ADFormError) -> Int {
        let old = control.text
        var oldStart = old.startIndex
        var newStart = newText.startIndex
        while oldStart < old.endIndex, newStart < newText.endIndex, old[oldStart] == newText[newStart] {
            old.formIndex(after: &oldStart)
            newText.formIndex(after: &newStart)
        }
        var oldEnd = old.endIndex
        var newEnd = newText.endIndex
        while oldEnd > oldStart, newEnd > newStart {
            let oldLast = old.index(before: oldEnd)
            let newLast = newText.index(before: newEnd)
            guard old[oldLast] == newText[newLast] else { break }
            oldEnd = oldLast
            newEnd = newLast
        }
        let lower = old.utf16.distance(from: old.startIndex, to: oldStart)
        let upper = old.utf16.distance(from: old.startIndex, to: oldEnd)
        return try typeText(replacing: lower..<upper, with: String(newText[newStart..<newEnd]), in: control)
    }
}
