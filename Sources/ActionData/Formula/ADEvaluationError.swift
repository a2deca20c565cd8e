import Foundation

/// Why a compiled formula could not produce a value for a record.
///
/// Evaluation is total for every value of the record's fields (SQL rules turn odd
/// inputs into `NULL` rather than failing); what remains are mistakes that name a
/// place: a field the record does not have, a regular expression that cannot run, or a
/// result past the formula's ``ADEvaluationLimits``.
public enum ADEvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The formula reads a field the record does not have. `suggestion` is the closest
    /// existing path, when one is close enough to be a likely typo.
    case unknownField(ADFieldPath, suggestion: ADFieldPath?)
    /// A `REGEXP` search ran longer than ``ADFormula/regexTimeLimit`` and was stopped.
    case regexTimeout(pattern: String)
    /// A pattern computed at run time (a `REGEXP` pattern or `ESCAPE` character taken
    /// from a field) is not usable.
    case invalidPattern(operator: String, pattern: String, reason: String)
    /// `operation` (`||`, `replace`, `upper` …) in `formula` would build a text of `length`
    /// UTF-8 bytes, more than ``ADEvaluationLimits/maximumLength`` (`limit`); nothing was built.
    case resultTooLong(formula: String, operation: String, length: Int, limit: Int)
    /// A `LIKE` or `GLOB` match in `formula` could take `work` steps (text characters ×
    /// pattern elements), more than ``ADEvaluationLimits/maximumMatchWork`` (`limit`).
    case matchTooLarge(formula: String, operation: String, work: Int, limit: Int)
    /// A setting read from the record (`transitionAnimation: animation`) has a value of the
    /// wrong kind: `setting` names it (`transitionAnimation.duration`), `expected` says what
    /// it takes; nothing of the setting was applied.
    case invalidSetting(setting: String, expected: String, found: ADValue.Kind)
    /// A number setting read from the record (`font.size`) is outside the range it takes;
    /// nothing of the setting was applied.
    case settingOutOfRange(setting: String, value: Double, range: ClosedRange<Double>)
    /// A named setting read from the record (`font.weight`, `font.traits`, `font.textStyle`)
    /// is none of the names it takes; nothing of the setting was applied.
    case unknownSettingName(setting: String, name: String, known: [String])
    /// `dateAdd` or `dateDiff` was given a unit that is none of `'year'`, `'month'`, `'day'`,
    /// `'hour'`, `'minute'`, `'second'` (singular or plural, any case).
    case unknownDateUnit(function: String, unit: String)
    /// A date function was given, or would build, a date outside years 1–9999 (the years a
    /// date is stored with); `function` names it.
    case dateOutOfRange(function: String)
    /// An aggregate (`sum`, `count`, `avg`) was given something other than a list (or NULL)
    /// as its first argument: `found` is the kind it was given.
    case notAList(function: String, found: ADValue.Kind)

    public var description: String {
        switch self {
        case .unknownField(let path, let suggestion):
            let hint = suggestion.map { " — did you mean `\($0)`?" } ?? ""
            return "the record has no field `\(path)`\(hint)"
        case .regexTimeout(let pattern):
            return "the regular expression '\(pattern)' took too long to match and was stopped; simplify the pattern"
        case .invalidPattern(let name, let pattern, let reason):
            return "the \(name) pattern '\(pattern)' cannot be used: \(reason)"
        case .resultTooLong(let formula, let operation, let length, let limit):
            return "\(operation) in the formula `\(formula)` would build a text of \(length) bytes, more than the limit of \(limit)"
        case .matchTooLarge(let formula, let operation, let work, let limit):
            return "\(operation) in the formula `\(formula)` could take \(work) steps, more than the limit of \(limit); shorten the text or the pattern"
        case .invalidSetting(let setting, let expected, let found):
            return "\(setting) read from the record is \(found), not \(expected); the setting was not applied"
        case .settingOutOfRange(let setting, let value, let range):
            return "\(setting) read from the record is \(value), outside \(range.lowerBound)…\(range.upperBound); the setting was not applied"
        case .unknownSettingName(let setting, let name, let known):
            return "\(setting) read from the record is '\(name)', which is none of \(known.joined(separator: ", ")); the setting was not applied"
        case .unknownDateUnit(let function, let unit):
            return "\(function)() was given the unit '\(unit)', which is none of year, month, day, hour, minute, second"
        case .dateOutOfRange(let function):
            return "\(function)() was given or would build a date outside the years 1 to 9999"
        case .notAList(let function, let found):
            return "\(function)() aggregates a list field, but its first argument is \(found)"
        }
    }
}
