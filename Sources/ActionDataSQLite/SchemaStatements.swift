import ActionDataStorage

/// The statements of the schema bookkeeping (`actiondata_tables`, `actiondata_columns`), in
/// `SQL/`, each read once.
enum SchemaStatements {
    /// Creates the two bookkeeping tables when they are not there. `SQL/schema_bookkeeping.sql`.
    static let bookkeeping = SQLResource.loadedStatements("schema_bookkeeping", in: .module)
    /// A table's key and key type: takes its stored name. `SQL/schema_table.sql`.
    static let table = SQLResource.loadedText("schema_table", in: .module)
    /// A table's columns and their types, in order: takes its stored name. `SQL/schema_columns.sql`.
    static let columns = SQLResource.loadedText("schema_columns", in: .module)
    /// Records a table: takes its stored name, its key's and the key type. `SQL/schema_insert_table.sql`.
    static let insertTable = SQLResource.loadedText("schema_insert_table", in: .module)
    /// Records a column: takes the table's and the column's stored names, the type and the
    /// position. `SQL/schema_insert_column.sql`.
    static let insertColumn = SQLResource.loadedText("schema_insert_column", in: .module)
    /// Sets a column's type: takes the type, the table's and the column's stored names.
    /// `SQL/schema_column_type.sql`.
    static let columnType = SQLResource.loadedText("schema_column_type", in: .module)
    /// Forgets a table and its columns: each statement takes its stored name.
    /// `SQL/schema_forget_table.sql`.
    static let forgetTable = SQLResource.loadedStatements("schema_forget_table", in: .module)
}
