import ActionData

/// Why a query-backed option list (`ADOptionSource.query`) could not turn the form's record or
/// a row into options; a query the database refuses throws its `ADDataError` instead.
public struct ADOptionQueryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// A row of the table has no such column (the title or value column is misspelt).
        case missingColumn(String)
        /// A `form.` field of the filter holds a value of this kind, which a filter cannot
        /// compare (a list, a record, bytes).
        case uncomparableField(ADFieldPath, ADValue.Kind)
    }

    /// What went wrong.
    public let kind: Kind
    /// The table queried.
    public let table: String

    /// An error about `table`.
    public init(_ kind: Kind, table: String) {
        self.kind = kind
        self.table = table
    }

    public var description: String {
        switch kind {
        case .missingColumn(let column): "table \"\(table)\": no column \"\(column)\" for the options"
        case .uncomparableField(let path, let kind):
            "table \"\(table)\": the form's field \"\(path.dotted)\" holds a \(kind), which the filter cannot compare"
        }
    }
}
