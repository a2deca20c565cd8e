/// Why a binding expression could not be parsed or does not fit its binding, and where.
///
/// `description` is a sentence followed by the offending line and a caret under the
/// column:
///
/// ```text
/// binding expression error at line 2, column 20: unknown attribute 'textForUndefined'; valid attributes: …
///   stringValue { textForUndefined: "?" }
///                 ^
/// ```
public struct ADBindingExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake this is.
    public enum Reason: Sendable, Hashable {
        /// A token that does not fit where it stands.
        case unexpectedToken
        /// A character the syntax does not use, or an unterminated string.
        case invalidToken
        /// The formula part (the primary or a `$when` condition) does not compile.
        case invalidFormula(ADFormulaError.Reason)
        /// An attribute the binding does not understand; see ``ADBindingExpressionError/validNames``.
        case unknownAttribute
        /// The same attribute twice in one block.
        case duplicateAttribute
        /// A value of the wrong kind for its attribute, or a colour component out of range.
        case invalidValue
        /// An enumeration constant the attribute does not accept.
        case unknownEnumConstant
        /// A class reference `<Name>` that is not registered.
        case unknownClass
        /// An operator of AKABeacon's predicate syntax that conditions do not support, such as
        /// `CONTAINS` or `ANY`; ``ADBindingExpressionError/found`` names it.
        case unsupportedOperator
        /// Blocks, arrays and branches nested deeper than ``ADBindingExpression/maximumDepth``.
        case tooDeep
    }

    /// The binding expression as written.
    public let source: String
    /// What kind of mistake this is.
    public let reason: Reason
    /// The 0-based Unicode-scalar offset of the mistake in ``source``.
    public let offset: Int
    /// The 1-based line of the mistake.
    public let line: Int
    /// The 1-based column within that line, counted in Unicode scalars.
    public let column: Int
    /// What was expected at that point, such as `"':'"` or `"an attribute name"`.
    public let expected: String
    /// What was found instead, such as `"the end of the expression"`.
    public let found: String
    /// For ``Reason/unknownAttribute``, ``Reason/unknownEnumConstant`` and
    /// ``Reason/unknownClass``: the names that would have been accepted.
    public let validNames: [String]

    /// An error at a 0-based scalar offset of `source`.
    public init(
        source: String, offset: Int, reason: Reason, expected: String, found: String, validNames: [String] = []
    ) {
        self.source = source
        self.reason = reason
        self.offset = offset
        self.expected = expected
        self.found = found
        self.validNames = validNames
        let position = SourcePosition(offset: offset, in: source)
        self.line = position.line
        self.column = position.column
    }

    /// What a `formatter: <Name>` naming no class of the registry expected.
    static let registeredFormatterClass = "a registered class"

    /// Whether this is a `formatter: <Name>` whose class the registry does not hold. The
    /// class may live in the app, which registers it at run time; a checker that cannot see
    /// the app reports it as a warning, not as a fault of the document.
    public var isUnregisteredFormatterClass: Bool {
        reason == .unknownClass && expected == Self.registeredFormatterClass
    }

    /// The error's sentence without the position and snippet.
    public var message: String {
        switch reason {
        case .unknownAttribute:
            "unknown attribute \(found); valid attributes: \(validNames.joined(separator: ", "))"
        case .unknownEnumConstant:
            "unknown constant \(found) for \(expected); valid constants: \(validNames.joined(separator: ", "))"
        case .unknownClass:
            "unknown class \(found); \(expected == ADBindingTypeTest.expectedClass ? "type tests know" : "registered classes"): "
                + (validNames.isEmpty ? "none" : validNames.joined(separator: ", "))
        case .duplicateAttribute:
            "attribute \(found) is given twice"
        case .unsupportedOperator:
            "predicate operator \(found) is not supported; expected \(expected)"
        default:
            "expected \(expected), found \(found)"
        }
    }

    /// The line holding the mistake and, under it, a caret at the column. Tabs before the
    /// column are kept so that the caret lines up in a terminal.
    public var snippet: String {
        SourcePosition.snippet(of: source, line: line, column: column)
    }

    public var description: String {
        let place = line > 1 ? "line \(line), column \(column)" : "column \(column)"
        return "binding expression error at \(place): \(message)\n\(snippet)"
    }
}
