/// A model that an ``ADDataProvider`` (`ADSQLiteProvider`, `ADPostgresProvider`) stores as one
/// row of one table.
///
/// Conform a `Codable` struct or class, name its table and its primary-key property, say
/// who assigns keys, and give it an empty initialiser: the default instance is the table's
/// template (its fields become the columns, its values the defaults of columns added later).
///
/// ```swift
/// final class Category: ADDataTable {
///     static let tableName = "Categories"
///     static let primaryKey = "id"
///     static let primaryKeyType: ADDataTableKeyType = .autoIncrementingInt
///
///     var id = -1
///     var name = ""
///     var quantity = 1
///     required init() {}
/// }
///
/// let provider = try ADSQLiteProvider(path: ":memory:")
/// let saved = try provider.save(Category())     // saved.id is now 1
/// ```
public protocol ADDataTable: Codable {
    /// The table's name; any text, it is always quoted.
    static var tableName: String { get }
    /// The name of the property holding the primary key.
    static var primaryKey: String { get }
    /// Who assigns primary keys, and which key value means "not saved yet".
    static var primaryKeyType: ADDataTableKeyType { get }
    /// The default instance: the table's template.
    init()
}

/// How primary keys of an ``ADDataTable`` are assigned.
public enum ADDataTableKeyType: String, Sendable, Hashable, CaseIterable, Codable {
    /// The model supplies a unique key (any type); saving with an existing key updates the row.
    case uniqueValue
    /// An `Int` key assigned by the database on the first save; `-1` means "not saved yet".
    /// Keys of deleted rows are not reused.
    case autoIncrementingInt
    /// An `Int` key computed by the provider on the first save as one more than the
    /// largest key in the table; `-1` means "not saved yet". Keys may be reused after deletes.
    case computedInt
    /// A `String` key that the provider fills with a new UUID on the first save; the empty
    /// string means "not saved yet".
    case autoUUIDString
    /// A `String` key that the provider fills with a new time-ordered UUID (version 7, RFC 9562)
    /// on the first save; the empty string means "not saved yet". Keys sort by creation time,
    /// which keeps an index's inserts at its end, and two replicas never choose the same one:
    /// the key type for ``ADSyncedTable``s.
    case timeOrderedUUIDString
}
