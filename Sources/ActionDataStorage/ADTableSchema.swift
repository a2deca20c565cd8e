import ActionData
import OrderedCollections

/// A table as an ``ADDataProvider`` knows it: its name, its key and the type of every column.
///
/// Built from a template record (a model's default instance) when a table is registered,
/// and kept in the database so that a later process reads rows back with the same types.
public struct ADTableSchema: Sendable, Hashable {
    /// The table's name, as the model gives it.
    public let tableName: String
    /// The field holding the primary key.
    public let primaryKey: String
    /// Who assigns keys.
    public let keyType: ADDataTableKeyType
    /// Every field with its column type, in the template's order (the key included).
    public package(set) var columns: OrderedDictionary<String, ADColumnType>

    /// The schema a template record describes.
    ///
    /// - Throws: ``ADDataError`` when the template lacks the key field, or when the key's
    ///   value does not suit `keyType` (an integer for the `Int` key types, a string for
    ///   `.autoUUIDString` and `.timeOrderedUUIDString`, a non-NULL value for `.uniqueValue`).
    public init(
        tableName: String, primaryKey: String, keyType: ADDataTableKeyType, template: ADRecord
    ) throws(ADDataError) {
        guard let keyValue = template[primaryKey] else {
            throw ADDataError(.missingPrimaryKey(primaryKey), table: tableName)
        }
        let keyColumn: ADColumnType
        switch (keyType, keyValue) {
        case (.autoIncrementingInt, .int), (.computedInt, .int): keyColumn = .integer
        case (.autoUUIDString, .string), (.timeOrderedUUIDString, .string): keyColumn = .text
        case (.uniqueValue, let value) where !value.isNull: keyColumn = ADColumnType(inferredFrom: value)
        default:
            throw ADDataError(
                .invalidKey(column: primaryKey, value: keyValue, reason: "the template's key does not suit \(keyType)"),
                table: tableName)
        }
        self.tableName = tableName
        self.primaryKey = primaryKey
        self.keyType = keyType
        var columns = OrderedDictionary<String, ADColumnType>()
        for (name, value) in template {
            columns[name] = name == primaryKey ? keyColumn : ADColumnType(inferredFrom: value)
        }
        self.columns = columns
    }

    package init(
        tableName: String, primaryKey: String, keyType: ADDataTableKeyType,
        columns: OrderedDictionary<String, ADColumnType>
    ) {
        self.tableName = tableName
        self.primaryKey = primaryKey
        self.keyType = keyType
        self.columns = columns
    }

    /// The type of the key column.
    package var keyColumnType: ADColumnType { columns[primaryKey] ?? .untyped }
}
