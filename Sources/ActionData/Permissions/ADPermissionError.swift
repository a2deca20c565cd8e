/// A permission document that cannot be used, or something a rule does not allow.
///
/// Errors about the document say where the rule is (``location``); refusals say which rule
/// refused, so the person refused can be told why.
public struct ADPermissionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// No role of the identity allows the operation on this record.
        case denied(ADPermissionOperation)
        /// The record after the edit fails the role's `check` rule, quoted.
        case checkFailed(role: String, rule: String)
        /// The field may not be changed by this identity.
        case readOnlyField(String)
        /// The rule is not a formula: the formula's own error.
        case formula(ADFormulaError)
        /// The rule reads a field the table does not have; with the closest name it has.
        case unknownField(String, suggestion: String?)
        /// The document names a table the application does not have.
        case unknownTable(String)
        /// A rule uses the identity in a way it cannot be: `user.roles` as a value instead of
        /// `hasRole('…')`, a preset that reads the record.
        case identityUse(String)
        /// Evaluating the rule on a record failed.
        case evaluation(ADEvaluationError)
        /// The document's shape is wrong: what was expected.
        case malformed(String)
    }

    /// What went wrong.
    public let kind: Kind
    /// Where the rule is; `nil` for a refusal that is not about one rule.
    public let location: ADPermissionLocation?

    /// An error of `kind` at `location`.
    public init(_ kind: Kind, at location: ADPermissionLocation? = nil) {
        self.kind = kind
        self.location = location
    }

    /// Whether the error refuses an operation (403 or 404 to a client) rather than reporting
    /// a broken document or rule.
    public var isRefusal: Bool {
        switch kind {
        case .denied, .checkFailed, .readOnlyField: true
        default: false
        }
    }

    public var description: String {
        let message: String
        switch kind {
        case .denied(let operation): message = "not allowed to \(operation.rawValue) this record"
        case .checkFailed(let role, let rule): message = "the record breaks the rule \(rule) (role \(role))"
        case .readOnlyField(let field): message = "the field '\(field)' may not be changed"
        case .formula(let error): message = "\(error)"
        case .unknownField(let field, let suggestion):
            message = "unknown field '\(field)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownTable(let table): message = "unknown table '\(table)'"
        case .identityUse(let text): message = text
        case .evaluation(let error): message = "\(error)"
        case .malformed(let expected): message = expected
        }
        return location.map { "\($0): error: \(message)" } ?? message
    }
}
