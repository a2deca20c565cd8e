import ActionData
import ActionDataSQLite

/// A database that replaces, in one transaction, a table whose key column holds integers by a
/// model's table with other keys: what moving the demo's categories of an earlier build needs
/// of `ADSQLiteProvider` and `ADPostgresProvider`.
protocol IntegerKeyedTableReplacing: ADDataProvider {
    /// In one transaction: when `Model`'s table exists and its key column holds integers,
    /// hands its rows, in key order, to `rekey`, drops the table, registers `Model` and saves
    /// the records `rekey` answers. All of it is done, or none.
    ///
    /// - Returns: how many records were saved; `nil` when there is no such table.
    /// - Throws: the provider's error, or `rekey`'s; the table is then as it was.
    func replaceIntegerKeyedTable<Model: ADDataTable & SendableMetatype>(
        with type: Model.Type, rekeying rekey: @escaping @Sendable ([ADRecord]) throws -> [ADRecord]
    ) async throws -> Int?
}
