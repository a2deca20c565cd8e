import Foundation

/// Why a compiled formula could not produce a value for a record.
///
/// Evaluation is total for every value of the record's fields (SQL rules turn odd
/// inputs into `NULL` rather than failing); what remains are mistakes that name a
/// place: a field the record does not have, or a regular expression that cannot run.
public enum ADEvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The formula reads a field the record does not have. `suggestion` is the closest
    /// existing path, when one is close enough to be a likely typo.
    case unknownField(ADFieldPath, suggestion: ADFieldPath?)
    /// A `REGEXP` search ran longer than ``ADFormula/regexTimeLimit`` and was stopped.
    case regexTimeout(pattern: String)
    /// A pattern computed at run time (a `REGEXP` pattern or `ESCAPE` character taken
    /// from a field) is not usable.
    case invalidPattern(operator: String, pattern: String, reason: String)

    public var description: String {
        switch self {
        case .unknownField(let path, let suggestion):
            let hint = suggestion.map { " — did you mean `\($0)`?" } ?? ""
            return "the record has no field `\(path)`\(hint)"
        case .regexTimeout(let pattern):
            return "the regular expression '\(pattern)' took too long to match and was stopped; simplify the pattern"
        case .invalidPattern(let name, let pattern, let reason):
            return "the \(name) pattern '\(pattern)' cannot be used: \(reason)"
        }
    }
}
