import ActionData
import OrderedCollections

/// A table as ``ADSQLiteProvider`` knows it: its name, its key and the type of every column.
///
/// Built from a template record (a model's default instance) when a table is registered,
/// and kept in the database so that a later process reads rows back with the same types.
public struct ADSQLiteTableSchema: Sendable, Hashable {
    /// The table's name, as the model gives it.
    public let tableName: String
    /// The field holding the primary key.
    public let primaryKey: String
    /// Who assigns keys.
    public let keyType: ADDataTableKeyType
    /// Every field with its column type, in the template's order (the key included).
    public package(set) var columns: OrderedDictionary<String, ADSQLiteColumnType>

    /// The schema a template record describes.
    ///
    /// - Throws: ``ADSQLiteError`` when the template lacks the key field, or when the key's
    ///   value does not suit `keyType` (an integer for the `Int` key types, a string for
    ///   `.autoUUIDString`, a non-NULL value for `.uniqueValue`).
    public init(
        tableName: String, primaryKey: String, keyType: ADDataTableKeyType, template: ADRecord
    ) throws(ADSQLiteError) {
        guard let keyValue = template[primaryKey] else {
            throw ADSQLiteError(.missingPrimaryKey(primaryKey), table: tableName)
        }
        let keyColumn: ADSQLiteColumnType
        switch (keyType, keyValue) {
        case (.autoIncrementingInt, .int), (.computedInt, .int): keyColumn = .integer
        case (.autoUUIDString, .string): keyColumn = .text
        case (.uniqueValue, let value) where !value.isNull: keyColumn = ADSQLiteColumnType(inferredFrom: value)
        default:
            throw ADSQLiteError(
                .invalidKey(column: primaryKey, value: keyValue, reason: "the template's key does not suit \(keyType)"),
                table: tableName)
        }
        self.tableName = tableName
        self.primaryKey = primaryKey
        self.keyType = keyType
        var columns = OrderedDictionary<String, ADSQLiteColumnType>()
        for (name, value) in template {
            columns[name] = name == primaryKey ? keyColumn : ADSQLiteColumnType(inferredFrom: value)
        }
        self.columns = columns
    }

    package init(
        tableName: String, primaryKey: String, keyType: ADDataTableKeyType,
        columns: OrderedDictionary<String, ADSQLiteColumnType>
    ) {
        self.tableName = tableName
        self.primaryKey = primaryKey
        self.keyType = keyType
        self.columns = columns
    }

    /// The type of the key column.
    package var keyColumnType: ADSQLiteColumnType { columns[primaryKey] ?? .untyped }
}
