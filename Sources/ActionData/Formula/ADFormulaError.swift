/// Why a formula's text could not be compiled, and where.
///
/// `description` is a sentence followed by the offending line and a caret under the
/// column, ready to show to the person who wrote the formula:
///
/// ```text
/// formula error at column 12: expected an expression after '>', found the end of the formula
///   quantity >
///              ^
/// ```
public struct ADFormulaError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake this is.
    public enum Reason: String, Sendable, Hashable {
        /// A token that does not fit where it stands.
        case unexpectedToken
        /// A character the language does not use, a malformed number or an unterminated quote.
        case invalidToken
        /// Parentheses, operators or calls nested deeper than ``ADFormula/maximumDepth``.
        case tooDeep
        /// A call to a function the language does not have.
        case unknownFunction
        /// A call with too few or too many arguments.
        case wrongArgumentCount
        /// A literal `REGEXP` pattern or `ESCAPE` character that cannot be used.
        case invalidPattern
    }

    /// The formula as written.
    public let source: String
    /// What kind of mistake this is.
    public let reason: Reason
    /// The 1-based line of the mistake (formulas may span lines, as a `CASE` often does).
    public let line: Int
    /// The 1-based column within that line, counted in Unicode scalars.
    public let column: Int
    /// What the parser expected at that point, such as `"')'"` or `"an expression"`.
    public let expected: String
    /// What it found instead, such as `"the end of the formula"` or `"'+'"`.
    public let found: String

    /// An error at a 0-based scalar offset of `source`.
    init(source: String, offset: Int, reason: Reason, expected: String, found: String) {
        self.source = source
        self.reason = reason
        self.expected = expected
        self.found = found
        let position = SourcePosition(offset: offset, in: source)
        self.line = position.line
        self.column = position.column
    }

    /// The line holding the mistake and, under it, a caret at the column. Tabs before the
    /// column are kept so that the caret lines up in a terminal.
    public var snippet: String {
        SourcePosition.snippet(of: source, line: line, column: column)
    }

    public var description: String {
        let place = line > 1 ? "line \(line), column \(column)" : "column \(column)"
        return "formula error at \(place): expected \(expected), found \(found)\n\(snippet)"
    }
}
