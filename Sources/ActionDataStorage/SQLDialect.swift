@_spi(Storage) import ActionData

/// What one database evaluates exactly as the formula engine does, and how it spells it:
/// the leaves of the translation (literals, columns, operators whose meaning differs), while
/// ``FilterTranslator`` walks the formula and keeps track of kinds.
///
/// A requirement answers `nil` where the database would not give the engine's value; the
/// translator then leaves that part to ``engineTruth(_:schema:)``, or, when that is `nil`
/// too, to the engine running on the rows the rest of the filter selects (``FilterSplit``).
package protocol SQLDialect {
    /// Whether Booleans are numbers, comparing with and computing like integers (SQLite
    /// stores them as 0 and 1; PostgreSQL keeps them apart, as the engine does in arithmetic).
    var booleansAreNumbers: Bool { get }
    /// Whether the database's `min` and `max` of several values are the engine's (NULL when
    /// one is NULL): SQLite's are; PostgreSQL's `least` and `greatest` skip NULL.
    var hasScalarMinMax: Bool { get }
    /// A literal of the formula other than NULL, or `nil`.
    func literal(_ value: ADValue) -> SQLFragment?
    /// The column `quoted` holding text, read as text.
    func textColumn(_ quoted: String) -> SQLFragment
    /// TRUE, FALSE, or a Boolean NULL.
    func boolean(_ value: Bool?) -> SQLFragment
    /// The formula's truth of `value` as a condition, or `nil` (text and dates).
    func truth(of value: SQLFragment) -> SQLFragment?
    /// A condition that runs the engine inside the database on the columns `expression`
    /// reads, or `nil` when the database cannot call the engine.
    func engineTruth(_ expression: ADExpression, schema: ADTableSchema) throws(ADDataError) -> SQLFragment?
    /// The SQL operator of a comparison.
    func comparisonOperator(_ op: ADBinaryOperator) -> String
    /// A side of a comparison of text, in Swift's `String` order (`leading` for the left side).
    func textComparand(_ side: SQLFragment, leading: Bool) -> SQLFragment
    /// An operand of integer arithmetic, as the database computes it without overflow.
    func integerOperand(_ operand: SQLFragment) -> SQLFragment
    /// An operand of real arithmetic.
    func realOperand(_ operand: SQLFragment) -> SQLFragment
    /// An operand of `||`, as text.
    func textOperand(_ operand: SQLFragment) -> SQLFragment
    /// `lhs / rhs` as real division, NULL for a zero divisor.
    func quotient(_ lhs: SQLFragment, _ rhs: SQLFragment) -> SQLFragment
    /// `lhs % rhs` as the engine's remainder, NULL for a zero divisor, or `nil`.
    func remainder(_ lhs: SQLFragment, _ rhs: SQLFragment) -> SQLFragment?
    /// `field` of a value of a date column, read in UTC, as an integer (`weekday` 0 = Sunday).
    func dateField(_ field: DateField, of date: SQLFragment) -> SQLFragment
    /// A value of a date column as whole microseconds since 1970, an integer.
    func microseconds(of date: SQLFragment) -> SQLFragment
    /// The integer `dividend` divided by the positive `divisor`, truncated toward zero.
    func truncatedQuotient(_ dividend: SQLFragment, by divisor: Int64) -> SQLFragment
    /// How the database reads the rows of a list column's JSON, which lets aggregates over list
    /// columns (`sum(lines, price * quantity) > 500`) become SQL; `nil` when the engine computes
    /// them (SQLite, where reading the JSON row by row is slower than the engine's aggregate).
    var lists: (any SQLListDialect)? { get }
}

/// How one database reads the rows of a list column's JSON, for the aggregates over list
/// columns ``FilterTranslator`` writes as SQL (see ``SQLDialect/lists``).
package protocol SQLListDialect {
    /// The rows of the list column `list` (JSON text), for a `FROM` clause, each named
    /// ``ListAggregate/rowAlias``; no rows when `list` is NULL or not a JSON array. Never an error.
    func listRows(_ list: SQLFragment) -> SQLFragment
    /// Whether the list column `list` holds a JSON array: true or false, never NULL.
    func isList(_ list: SQLFragment) -> SQLFragment
    /// The number of rows of the list column `list`, NULL when it is not a JSON array.
    func listLength(_ list: SQLFragment) -> SQLFragment
    /// The field `name` of the current row of ``listRows(_:)`` (for `value`, the row itself
    /// when it is not an object, as the engine reads it) as an integer, and a condition, never
    /// NULL, that the field is there and holds JSON null or an integer the engine reads as a
    /// 64-bit integer. Where that condition is false the value is NULL or not an integer.
    func rowInteger(_ name: String) -> (value: SQLFragment, isClean: SQLFragment)
}

extension SQLDialect {
    /// Whether values of `kind` are numbers in this dialect.
    package func isNumber(_ kind: SQLFragment.Kind) -> Bool {
        switch kind {
        case .integer, .real, .number: true
        case .boolean: booleansAreNumbers
        case .null, .text, .date: false
        }
    }
}
