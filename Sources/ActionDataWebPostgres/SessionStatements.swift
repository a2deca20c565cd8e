import ActionData
import ActionDataPostgres
import PostgresNIO

/// A batched statement of shared sessions as a prepared statement: PostgreSQL parses and plans
/// it once per connection instead of on every request. `Text` names it and reads its SQL
/// resource; callers read `Text.text` first, so its error is thrown before the statement is
/// ever prepared.
struct SessionBatchStatement<Text: SessionStatementText>: PostgresPreparedStatement {
    static var name: String { Text.name }
    // Nothing lost: every caller has thrown `Text.text`'s error before the statement is prepared.
    static var sql: String { (try? Text.text.get()) ?? "" }

    /// The arrays the statement takes, in its placeholders' order.
    let bindings: PostgresBindings

    func makeBindings() throws -> PostgresBindings { bindings }

    func decodeRow(_ row: PostgresRow) throws -> PostgresRow { row }
}

/// The name and SQL of a ``SessionBatchStatement``.
protocol SessionStatementText {
    /// The prepared statement's name on each connection.
    static var name: String { get }
    /// The statement's SQL, read once, or why its resource could not be read.
    static var text: Result<String, ADDataError> { get }
}

/// The batched lookup (`SQL/session_lookup.sql`): each session's version, and its state when
/// that is not the version the node knows. Takes the identifiers and the known versions.
enum SessionLookupText: SessionStatementText {
    static let name = "actiondata_session_lookup"
    static let text = SQLResource.loadedText("session_lookup", in: .module)
}

/// The batched conditional store (`SQL/session_store_batch.sql`): each state stored only over
/// the version its node expected. Takes the identifiers, the states and the expected versions.
enum SessionStoreText: SessionStatementText {
    static let name = "actiondata_session_store"
    static let text = SQLResource.loadedText("session_store_batch", in: .module)
}
