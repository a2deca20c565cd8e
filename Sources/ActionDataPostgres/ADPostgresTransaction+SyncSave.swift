import ActionData
import ActionDataStorage
import Foundation

/// Sync: a local save of a stored record journaled where its state is, in the statement that
/// writes its row.
///
/// A local save logs the fields it changes. Telling them by the stored record means reading it
/// first, a round trip of its own as long as a plain save's whole statement. So the statement
/// updates the row, which locks it, and then calls the save function
/// (``SyncStatements/saveFunction``). The function compares each field's tagged value with the
/// field's state, which holds the value the field was last saved or merged with, and writes
/// the changed fields' states and log entries. A field with no state yet (a record stored
/// before its table synced) counts as changed.
extension ADPostgresTransaction {
    /// How many times a save asks the function again after moving its clock past a stored
    /// stamp. Once is enough, since the clock then stamps after it; the bound keeps a fault
    /// from looping.
    private static let saveAttempts = 3

    /// Updates the stored record `record` (its key `key`) and journals the fields it changed;
    /// `false`, with nothing written, when no row is stored under the key.
    func saveJournaledInDatabase(
        _ record: ADRecord, key: String, schema: ADTableSchema, clock: SyncClock
    ) async throws(ADPostgresError) -> Bool {
        let fields = record.fieldNames.filter { $0 != schema.primaryKey }
        guard !fields.isEmpty else { return false }
        try await registerOnce(SyncLogRow.self)
        try await registerOnce(SyncFieldRow.self)
        let table = schema.tableName
        let group = SyncFieldRow.group(table: table, record: key)
        let arguments = JournalArguments(
            table: try Self.text(table, column: "table", table: SyncLogRow.tableName),
            key: try Self.text(key, column: "record", table: SyncLogRow.tableName),
            group: try Self.text(group, column: "owner", table: SyncFieldRow.tableName),
            fields: try Self.texts(fields, column: "field", table: SyncFieldRow.tableName),
            values: try Self.texts(fields.map { TaggedValue.text(record[$0] ?? .null) }, column: "value", table: SyncFieldRow.tableName))
        var statement = arguments.statement(#"WITH "row" AS ("#, stamp: clock.stamp())
        try appendUpdate(record, schema: schema, to: &statement)
        statement.append(#" RETURNING true) "# + (try SyncStatements.save.get()))
        var answer = try await unjournaled(statement, table: table)
        for attempt in 0...Self.saveAttempts {
            guard let newest = answer else { return true }
            guard !newest.isEmpty else { return false }
            let stamp = try Self.storage { () throws(ADSyncError) in try ADSyncStamp(text: newest) }
            guard attempt < Self.saveAttempts else { break }
            clock.observe(stamp)
            answer = try await unjournaled(arguments.statement(try SyncStatements.saveAgain.get(), stamp: clock.stamp()), table: table)
        }
        throw ADPostgresError(
            .corruptValue(column: "stamp", reason: "the record's field states keep a stamp newer than this node's clock"),
            table: SyncFieldRow.tableName)
    }

    /// The save function's arguments that stay the same when it is asked again.
    private struct JournalArguments {
        let table: SQLArgument
        let key: SQLArgument
        let group: SQLArgument
        let fields: [String]
        let values: [String]

        /// A statement starting with `sql` that binds the arguments as `$1`…`$8`, with `stamp`.
        func statement(_ sql: String, stamp: ADSyncStamp) -> PostgresStatement {
            var statement = PostgresStatement(
                numbered: sql, values: [.text(SQLIdentifier.storedName(SyncLogRow.tableName)), table, key, group, .text(stamp.text), .text(stamp.replica)])
            statement.append(array: fields)
            statement.append(array: values)
            return statement
        }
    }

    /// What the save function answered: `nil` when it journaled the save, empty when no row
    /// is stored, otherwise a stamp of the record's field states that stopped it: a damaged
    /// one, or the newest, which is not older than the save's.
    private func unjournaled(_ statement: PostgresStatement, table: String) async throws(ADPostgresError) -> String? {
        guard let answer = try await run(statement, table: table).first else {
            throw ADPostgresError(.corruptValue(column: "unjournaled", reason: "the save function answered no row"), table: table)
        }
        return try decode(answer, String?.self, at: 0, table: table)
    }

    /// Appends the statement that updates the fields of `record` in its row.
    private func appendUpdate(_ record: ADRecord, schema: ADTableSchema, to statement: inout PostgresStatement) throws(ADPostgresError) {
        statement.append("UPDATE \(SQLIdentifier.quoted(schema.tableName)) SET ")
        var first = true
        for (name, value) in record where name != schema.primaryKey {
            statement.append((first ? "" : ", ") + SQLIdentifier.quoted(name) + " = ")
            statement.bind(try Self.boundValue(value, of: name, in: schema))
            first = false
        }
        statement.append(" WHERE ")
        statement.append(try keyCondition(record[schema.primaryKey] ?? .null, schema))
    }
}
