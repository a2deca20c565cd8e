import ActionData
import ActionDataStorage
import GRDB

/// A filter formula compiled to an SQL condition with bound arguments, for one table.
///
/// The filter is written in the formula language (`quantity > 10 AND name LIKE 'S%'`) and
/// selects the rows for which it is true, exactly as `ADFormula.evaluate(in:)` would on
/// each stored row. The parts whose meaning SQLite shares (comparisons of numbers, of
/// text and of dates, `AND`/`OR`/`NOT`, `IS`, `BETWEEN`, `IN`, `+ - * / %` on numbers,
/// `||`, `coalesce`) become plain SQL that can use indexes; every other part (the
/// documented deviations: `LIKE` with Unicode case folding, `GLOB` and `substr` on
/// characters, `instr`, `upper`, `CASE`, nested paths …) becomes a call to the
/// `actiondata_truth` SQL function, which evaluates that part of the formula with the
/// formula engine itself. Text is compared with Swift's string ordering (the
/// `actiondata_text` collation). Values are always bound, identifiers always quoted.
///
/// The translation is the one every provider shares, in SQLite's dialect.
///
/// ```swift
/// let filter = try ADSQLiteFilter(ADFormula("quantity > 10 AND name LIKE 'S%'"), schema: schema)
/// filter.sql        // (("quantity" > ?) AND actiondata_truth(?, ?, "name"))
/// ```
/// Run it through ``ADSQLiteProvider``, which installs the function and the collation on
/// every connection.
public struct ADSQLiteFilter: Sendable {
    /// The formula the filter was compiled from.
    public let formula: ADFormula
    /// The SQL condition, for a `WHERE` clause.
    public let sql: String
    /// The values bound to the condition's `?` placeholders, in order.
    public let values: [DatabaseValue]

    /// Compiles `formula` against the columns of `schema`.
    ///
    /// - Throws: `ADDataError.Kind.unknownColumn(_:)` when the formula reads a field
    ///   the table has no column for.
    public init(_ formula: ADFormula, schema: ADTableSchema) throws(ADDataError) {
        let translator = FilterTranslator(schema: schema, dialect: SQLiteDialect())
        let expression = formula.expression
        let condition: SQLFragment
        if let translated = try translator.truth(expression) {
            condition = translated
        } else {
            condition = try FilterFunctions.truthCall(expression, schema: schema)
        }
        let bound = condition.sqlite
        self.formula = formula
        self.sql = bound.sql
        self.values = bound.values
    }
}
