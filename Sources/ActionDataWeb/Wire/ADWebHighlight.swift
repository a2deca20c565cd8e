import ActionData

/// A label's highlighted matches as the page marks them (AKABeacon's
/// `textAttributeFormatter`): ranges of the shown text in UTF-16 code units — the offsets
/// JavaScript strings use — and the colours of the marks.
///
/// The page builds each match as a `<mark>` element holding a text node, so the text is never
/// read as HTML.
public struct ADWebHighlight: Sendable, Hashable {
    /// The matches, as UTF-16 offsets into the control's text, in order and without overlap.
    public var ranges: [Range<Int>]
    /// The background of a match as `#RRGGBB[AA]`, or `nil` for the page's highlight colour.
    public var backgroundColor: String?
    /// The text colour of a match as `#RRGGBB[AA]`, or `nil` to keep the label's colour.
    public var textColor: String?

    /// A highlight from its parts.
    public init(ranges: [Range<Int>], backgroundColor: String? = nil, textColor: String? = nil) {
        self.ranges = ranges
        self.backgroundColor = backgroundColor
        self.textColor = textColor
    }

    /// The highlight of `label`'s text, or `nil` when its binding has no
    /// `textAttributeFormatter`.
    init?(of label: ADLabelModel) {
        guard let rule = label.highlight else { return nil }
        self.init(
            ranges: Self.utf16Ranges(of: label.highlights, in: label.text),
            backgroundColor: rule.backgroundColor?.hex, textColor: rule.textColor?.hex)
    }

    /// `characterRanges` — positions of characters (grapheme clusters) in `text` — as UTF-16
    /// offsets. A range that does not lie within the text is left out.
    static func utf16Ranges(of characterRanges: [Range<Int>], in text: String) -> [Range<Int>] {
        guard !characterRanges.isEmpty else { return [] }
        var boundaries: [Int] = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            boundaries.append(offset)
        }
        return characterRanges.compactMap { range in
            guard range.lowerBound >= 0, range.upperBound < boundaries.count else { return nil }
            return boundaries[range.lowerBound]..<boundaries[range.upperBound]
        }
    }
}
