import ActionData

/// One finding of ``ADStoryboardLinter``: where, how bad, and what.
///
/// `description` is the compiler-style line editors understand:
/// `Form.storyboard:12: error: field 'nmae' is not in the model; did you mean 'name'?`
public struct ADLintDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How bad a finding is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// The binding cannot work as written; `actiondata lint` exits with status 1.
        case error
        /// Probably a mistake, such as `mm` (minutes) in a date pattern.
        case warning

        /// The severity of an engine binding issue.
        public init(_ severity: ADBindingIssue.Severity) {
            switch severity {
            case .error: self = .error
            case .warning: self = .warning
            }
        }
    }

    /// The document's path as given to the linter.
    public let file: String
    /// The 1-based line in the document.
    public let line: Int
    /// How bad it is.
    public let severity: Severity
    /// What is wrong, naming the control and property.
    public let message: String
    /// The Interface Builder id of the object concerned.
    public let objectID: String
    /// The runtime attribute concerned (`dataPath`, `textBinding_aka`, …), if any.
    public let property: String?

    /// A diagnostic from its parts.
    public init(file: String, line: Int, severity: Severity, message: String, objectID: String, property: String?) {
        self.file = file
        self.line = line
        self.severity = severity
        self.message = message
        self.objectID = objectID
        self.property = property
    }

    public var description: String { "\(file):\(line): \(severity.rawValue): \(message)" }
}
