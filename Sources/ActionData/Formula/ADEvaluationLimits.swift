import Foundation

/// The bounds on the work and memory one formula evaluation may use.
///
/// Like SQLite's `SQLITE_MAX_LENGTH`, a text result longer than ``maximumLength`` is an
/// error rather than an allocation: `||`, `+` on text, `replace`, `substr`, `upper`, `lower`
/// and `format` compute the length of their result from their arguments' lengths first and
/// throw ``ADEvaluationError/resultTooLong(formula:operation:length:limit:)`` instead of
/// building it. `LIKE` and `GLOB` match in time proportional to the text's length times the
/// pattern's; when the pattern has a `%`/`*` and that product exceeds ``maximumMatchWork`` the
/// match throws ``ADEvaluationError/matchTooLarge(formula:operation:work:limit:)``.
///
/// The defaults suit forms; pass other limits per formula (``ADFormula/init(_:limits:)``) or
/// per form (``ADFormulaCache/init(capacity:limits:)``, given to the binding controller):
///
/// ```swift
/// let cache = ADFormulaCache(limits: ADEvaluationLimits(maximumLength: 10_000))
/// let formula = try cache.formula("replace(name, 'a', name)")
/// try formula.evaluate(in: record)   // throws .resultTooLong when the result would pass 10,000 bytes
/// ```
public struct ADEvaluationLimits: Sendable, Hashable {
    /// The longest text (in UTF-8 bytes) a formula may build: 1,000,000 by default.
    public var maximumLength: Int
    /// The most steps (text characters × pattern elements) one `LIKE`/`GLOB` match with a
    /// `%`/`*` wildcard may take: 100,000,000 by default.
    public var maximumMatchWork: Int

    /// The time zone the date functions (`today()`, `year(d)`, `dateAdd(d, 1, 'day')` …) read and
    /// build calendar dates in: the form's zone. UTC by default, so a formula gives the same
    /// value on every machine unless a zone is chosen.
    public var timeZone: TimeZone
    /// The default limits: ``defaultMaximumLength`` and ``defaultMaximumMatchWork``.
    public static let `default` = ADEvaluationLimits()

    /// 1,000,000 UTF-8 bytes.
    public static let defaultMaximumLength = 1_000_000
    /// 100,000,000 character comparisons (a million-character text against a 100-element pattern).
    public static let defaultMaximumMatchWork = 100_000_000

    /// UTC, the default ``timeZone``.
    public static let defaultTimeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    /// Limits with the given bounds (negative values count as 0) and the date functions' zone.
    public init(
        maximumLength: Int = defaultMaximumLength, maximumMatchWork: Int = defaultMaximumMatchWork,
        timeZone: TimeZone = defaultTimeZone
    ) {
        self.maximumLength = Swift.max(0, maximumLength)
        self.maximumMatchWork = Swift.max(0, maximumMatchWork)
        self.timeZone = timeZone
    }
}
