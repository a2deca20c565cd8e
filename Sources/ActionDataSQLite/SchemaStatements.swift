import ActionDataStorage

/// The statements of the schema bookkeeping (`actiondata_tables`, `actiondata_columns`), in
/// `SQL/`, each read once.
enum SchemaStatements {
    /// Creates the two bookkeeping tables when they are not there. `SQL/schema_bookkeeping.sql`.
    static let bookkeeping = Result { () throws(ADDataError) in try SQLResource.statements("schema_bookkeeping", in: .module) }
    /// A table's key and key type: takes its stored name. `SQL/schema_table.sql`.
    static let table = text("schema_table")
    /// A table's columns and their types, in order: takes its stored name. `SQL/schema_columns.sql`.
    static let columns = text("schema_columns")
    /// Records a table: takes its stored name, its key's and the key type. `SQL/schema_insert_table.sql`.
    static let insertTable = text("schema_insert_table")
    /// Records a column: takes the table's and the column's stored names, the type and the
    /// position. `SQL/schema_insert_column.sql`.
    static let insertColumn = text("schema_insert_column")
    /// Sets a column's type: takes the type, the table's and the column's stored names.
    /// `SQL/schema_column_type.sql`.
    static let columnType = text("schema_column_type")
    /// Forgets a table and its columns: each statement takes its stored name.
    /// `SQL/schema_forget_table.sql`.
    static let forgetTable = Result { () throws(ADDataError) in try SQLResource.statements("schema_forget_table", in: .module) }

    private static func text(_ name: String) -> Result<String, ADDataError> {
        Result { () throws(ADDataError) in try SQLResource.text(name, in: .module) }
    }
}
