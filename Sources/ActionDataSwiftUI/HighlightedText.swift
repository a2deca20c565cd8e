#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A label's text with the engine's highlight ranges coloured.
enum HighlightedText {
    /// `text` with each of `ranges` (character offsets, as the engine gives them) in the
    /// highlight's colours: its background colour, else yellow, and its text colour. Ranges
    /// outside the text are skipped.
    static func attributed(_ text: String, ranges: [Range<Int>], highlight: ADTextHighlight?) -> AttributedString {
        var attributed = AttributedString(text)
        let characters = attributed.characters
        let count = characters.count
        for range in ranges where range.lowerBound >= 0 && range.upperBound <= count {
            let lower = characters.index(characters.startIndex, offsetBy: range.lowerBound)
            let upper = characters.index(characters.startIndex, offsetBy: range.upperBound)
            attributed[lower..<upper].backgroundColor = highlight?.backgroundColor.map(Color.init) ?? .yellow
            if let textColor = highlight?.textColor { attributed[lower..<upper].foregroundColor = Color(textColor) }
        }
        return attributed
    }
}
#endif
