import ActionData
import Foundation

/// What saving a record does about its key, from the table's key type and the key the
/// record brings (see ``ADDataTableKeyType``).
package enum KeyAssignment: Equatable {
    /// The database assigns the next key: `.autoIncrementingInt` with `-1`.
    case next
    /// The provider computes one more than the largest key: `.computedInt` with `-1`.
    case computed
    /// The provider makes a new UUID string: `.autoUUIDString` or `.timeOrderedUUIDString`
    /// with `""` or NULL; `ordered` for the time-ordered kind.
    case uuid(ordered: Bool)
    /// The record brings its key; for `.autoIncrementingInt`, the integer the database's
    /// counter must stay above.
    case given(counted: Int64?)

    /// The assignment for saving `record` in the table `schema` describes.
    ///
    /// - Throws: ``ADDataError/Kind/missingPrimaryKey(_:)`` when the record has no key field,
    ///   ``ADDataError/Kind/invalidKey(column:value:reason:)`` when its key does not suit the key type.
    package init(_ schema: ADTableSchema, record: ADRecord) throws(ADDataError) {
        let key = schema.primaryKey
        guard let value = record[key] else { throw ADDataError(.missingPrimaryKey(key), table: schema.tableName) }
        switch (schema.keyType, value) {
        case (.autoIncrementingInt, .int(-1)): self = .next
        case (.computedInt, .int(-1)): self = .computed
        case (.autoUUIDString, .string("")), (.autoUUIDString, .null): self = .uuid(ordered: false)
        case (.timeOrderedUUIDString, .string("")), (.timeOrderedUUIDString, .null): self = .uuid(ordered: true)
        case (.autoIncrementingInt, .int(let given)): self = .given(counted: given)
        case (.computedInt, .int), (.autoUUIDString, .string), (.timeOrderedUUIDString, .string): self = .given(counted: nil)
        case (.uniqueValue, let value) where !value.isNull: self = .given(counted: nil)
        default:
            throw ADDataError(
                .invalidKey(column: key, value: value, reason: "not a key for \(schema.keyType)"), table: schema.tableName)
        }
    }

    /// The key under which `record` may already be stored in the table `schema` describes;
    /// `nil` when saving it assigns a new key (the record is new), so there is nothing to read.
    ///
    /// - Throws: as ``init(_:record:)``.
    package static func storedKey(of record: ADRecord, in schema: ADTableSchema) throws(ADDataError) -> ADValue? {
        guard case .given = try KeyAssignment(schema, record: record) else { return nil }
        return record[schema.primaryKey]
    }

    /// A new key for ``uuid(ordered:)``: a random UUID, or a time-ordered one
    /// (``TimeOrderedUUID``) when `ordered`.
    package static func newUUID(ordered: Bool) -> ADValue {
        .string(ordered ? TimeOrderedUUID.make().uuidString : UUID().uuidString)
    }
}
