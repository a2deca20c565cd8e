import ActionData

/// The conversions every provider's model operations share: a model to the record it is
/// stored as, a record back to its model, a key to its value; failures as
/// ``ADDataError/Kind/coding(_:)`` about the model's table.
package enum ModelRecords {
    /// The record `model` is stored as.
    package static func record(of model: some Encodable, table: String) throws(ADDataError) -> ADRecord {
        do {
            return try ADRecordEncoder().encode(model)
        } catch {
            throw ADDataError(.coding(error), table: table)
        }
    }

    /// The model a stored record holds.
    package static func model<Model: ADDataTable>(_ type: Model.Type, from record: ADRecord) throws(ADDataError) -> Model {
        do {
            return try ADRecordDecoder().decode(Model.self, from: record)
        } catch {
            throw ADDataError(.coding(error), table: Model.tableName)
        }
    }

    /// A key as a field value.
    package static func keyValue(_ key: some Encodable, table: String) throws(ADDataError) -> ADValue {
        do {
            return try ADRecordEncoder().encodeValue(key)
        } catch {
            throw ADDataError(.coding(error), table: table)
        }
    }


    /// The key field's value of `model`'s record.
    package static func key<Model: ADDataTable>(of model: Model) throws(ADDataError) -> ADValue {
        let record = try record(of: model, table: Model.tableName)
        guard let key = record[Model.primaryKey] else {
            throw ADDataError(.missingPrimaryKey(Model.primaryKey), table: Model.tableName)
        }
        return key
    }
}

/// A model's default instance as its table's template: the record, whose values are the
/// defaults of columns added later, and the schema it describes.
package struct ModelTemplate: Sendable {
    package let record: ADRecord
    package let schema: ADTableSchema
    /// The sync rules, for an ``ADSyncedTable``; `nil` for a table that does not sync.
    package let syncRules: ADSyncRules?

    /// The template of `Model`.
    ///
    /// - Throws: ``ADDataError`` when the default instance does not encode, or its key does
    ///   not suit the model's key type.
    package init<Model: ADDataTable>(_ type: Model.Type) throws(ADDataError) {
        record = try ModelRecords.record(of: Model(), table: Model.tableName)
        schema = try ADTableSchema(
            tableName: Model.tableName, primaryKey: Model.primaryKey, keyType: Model.primaryKeyType, template: record)
        syncRules = (Model.self as? any ADSyncedTable.Type)?.syncRules
        if syncRules != nil { try SyncRegistry.checkKeys(schema) }
    }
}
