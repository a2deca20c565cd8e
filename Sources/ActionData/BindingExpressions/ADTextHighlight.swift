import Foundation

/// AKABeacon's `textAttributeFormatter { pattern, patternOptions, backgroundColor, textColor }`:
/// the matches of a pattern in the shown text, and how to mark them.
///
/// ```swift
/// let rule = ADTextHighlight(pattern: "an", options: ["CaseInsensitiveSearch"])
/// rule.ranges(in: "Ann and Dan")     // [0..<2, 4..<6, 9..<11]
/// ```
public struct ADTextHighlight: Sendable, Hashable {
    /// The text (or regular expression, with `RegularExpressionSearch`) to find.
    public var pattern: String
    /// The `NSStringCompareOptions` names given: `CaseInsensitiveSearch`,
    /// `DiacriticInsensitiveSearch`, `WidthInsensitiveSearch`, `RegularExpressionSearch`,
    /// `AnchoredSearch` (only a match at the start); others are accepted and change nothing.
    public var options: [String]
    /// The background of a match, or `nil` for the front end's highlight colour.
    public var backgroundColor: ADColor?
    /// The text colour of a match, or `nil` to keep the text's colour.
    public var textColor: ADColor?

    /// How long a regular-expression search may run before it stops with the matches found.
    public static let regexTimeLimit: Duration = .milliseconds(100)

    /// A highlight rule from its parts.
    public init(pattern: String, options: [String] = [], backgroundColor: ADColor? = nil, textColor: ADColor? = nil) {
        self.pattern = pattern
        self.options = options
        self.backgroundColor = backgroundColor
        self.textColor = textColor
    }

    /// The rule a `textAttributeFormatter` attribute of `binding` describes, its formulas
    /// evaluated in `record`; `nil` when there is none. Highlight colours are decoration: one
    /// that fails to evaluate leaves the default highlight, the failure recorded in `recorder`.
    init?(binding: ADBindingExpression?, record: ADRecord, recorder: inout FallbackRecorder) throws(ADEvaluationError) {
        guard let block = binding?.attribute("textAttributeFormatter") else { return nil }
        self.init(pattern: try block.attributeValue("pattern", in: record)?.asText() ?? "")
        switch try block.attributeValue("patternOptions", in: record) {
        case .string(let name)?: options = [name]
        case .array(let names)?: options = names.map { $0.asText() }
        default: break
        }
        backgroundColor = recorder.value(of: "textAttributeFormatter.backgroundColor") {
            try block.attributeValue("backgroundColor", in: record)?.asColor()
        }
        textColor = recorder.value(of: "textAttributeFormatter.textColor") {
            try block.attributeValue("textColor", in: record)?.asColor()
        }
    }

    /// The matches in `text`, as ranges of characters (grapheme clusters), in order and
    /// without overlap. An empty pattern or an invalid regular expression matches nothing.
    public func ranges(in text: String) -> [Range<Int>] {
        guard !pattern.isEmpty, !text.isEmpty else { return [] }
        let found = options.contains("RegularExpressionSearch") ? regexMatches(in: text) : literalMatches(in: text)
        let anchored = options.contains("AnchoredSearch")
        return found.compactMap { range in
            guard !range.isEmpty, !anchored || range.lowerBound == text.startIndex else { return nil }
            let start = text.distance(from: text.startIndex, to: range.lowerBound)
            return start..<(start + text.distance(from: range.lowerBound, to: range.upperBound))
        }
    }

    private var compareOptions: String.CompareOptions {
        var result: String.CompareOptions = []
        if options.contains("CaseInsensitiveSearch") { result.insert(.caseInsensitive) }
        if options.contains("DiacriticInsensitiveSearch") { result.insert(.diacriticInsensitive) }
        if options.contains("WidthInsensitiveSearch") { result.insert(.widthInsensitive) }
        return result
    }

    private func literalMatches(in text: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var searchStart = text.startIndex
        while searchStart < text.endIndex,
              let match = text.range(of: pattern, options: compareOptions, range: searchStart..<text.endIndex) {
            found.append(match)
            searchStart = match.upperBound > match.lowerBound ? match.upperBound : text.index(after: match.lowerBound)
        }
        return found
    }

    private func regexMatches(in text: String) -> [Range<String.Index>] {
        var regexOptions: NSRegularExpression.Options = []
        if options.contains("CaseInsensitiveSearch") { regexOptions.insert(.caseInsensitive) }
        // Nothing lost: A search text that is not a valid pattern matches nothing, as in AKABeacon; the text is shown unhighlighted.
        guard let expression = try? NSRegularExpression(pattern: pattern, options: regexOptions) else { return [] }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.regexTimeLimit)
        var found: [Range<String.Index>] = []
        expression.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(text.startIndex..., in: text)) { match, _, stop in
            if let match, let range = Range(match.range, in: text) { found.append(range) }
            if clock.now > deadline { stop.pointee = true }
        }
        return found
    }
}
