extension ADTextHighlight {
    /// `characterRanges` — offsets of characters (grapheme clusters) in `text`, as
    /// ``ranges(in:)`` and ``ADLabelModel/highlights`` give them — as offsets in UTF-16 code
    /// units, the units of `NSRange`, `NSString` and JavaScript strings.
    ///
    /// ```swift
    /// ADTextHighlight.utf16Ranges(of: [2..<4], in: "👍🏽 an")   // [5..<7]: the emoji is 4 units
    /// ```
    ///
    /// A range that does not lie within the text is left out; the others keep their order.
    public static func utf16Ranges(of characterRanges: [Range<Int>], in text: String) -> [Range<Int>] {
        guard !characterRanges.isEmpty else { return [] }
        let boundaries = text.indices.map { $0.utf16Offset(in: text) } + [text.utf16.count]
        return characterRanges.compactMap { range in
            guard range.lowerBound >= 0, range.upperBound < boundaries.count else { return nil }
            return boundaries[range.lowerBound]..<boundaries[range.upperBound]
        }
    }
}
