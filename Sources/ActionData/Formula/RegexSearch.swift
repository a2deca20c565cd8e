import Foundation

/// A compiled `REGEXP` pattern whose searches stop after a time limit.
struct RegexSearch: Sendable {
    let pattern: String
    private let expression: NSRegularExpression
    private let timeLimit: Duration

    /// The longest pattern, in UTF-16 code units. Foundation's `NSRegularExpression` on Linux
    /// leaks a copy of every longer pattern it compiles (`_CFRegularExpressionCreate` keeps
    /// its heap buffer past 256 units), so a `REGEXP` reading its pattern from a field would
    /// leak on every evaluation.
    static let maximumPatternLength = 256

    /// Thrown for a pattern longer than ``maximumPatternLength``.
    struct PatternTooLong: Error {}

    /// Compiles `pattern`; the error's text says why it is not a valid expression.
    init(_ pattern: String, timeLimit: Duration) throws {
        guard pattern.utf16.count <= Self.maximumPatternLength else { throw PatternTooLong() }
        self.pattern = pattern
        self.expression = try NSRegularExpression(pattern: pattern)
        self.timeLimit = timeLimit
    }

    /// `true` when the pattern matches anywhere in `text`.
    func matches(_ text: String) throws(ADEvaluationError) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeLimit)
        var found = false
        var timedOut = false
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        expression.enumerateMatches(in: text, options: [.reportProgress], range: range) { match, _, stop in
            if match != nil {
                found = true
                stop.pointee = true
            } else if clock.now > deadline {
                timedOut = true
                stop.pointee = true
            }
        }
        if timedOut && !found { throw .regexTimeout(pattern: pattern) }
        return found
    }
}
