import ActionData
import ActionDataPostgres
import PostgresNIO

/// The batched lookup of shared sessions (`SQL/session_lookup.sql`) as a prepared statement:
/// PostgreSQL parses and plans it once per connection instead of on every request.
struct SessionLookupStatement: PostgresPreparedStatement {
    static let name = "actiondata_session_lookup_v1"
    /// The statement's text, read once; callers read ``text`` first, so its error is thrown
    /// before the statement is ever prepared.
    static let text = Result { () throws(ADDataError) in try SQLResource.text("session_lookup", in: .module) }
    // Nothing lost: every caller has thrown `text`'s error before the statement is prepared.
    static var sql: String { (try? text.get()) ?? "" }

    var ids: [String]
    var known: [Int64]

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 2)
        bindings.append(ids)
        bindings.append(known)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> PostgresRow { row }
}

/// The batched conditional store of shared sessions (`SQL/session_store_batch.sql`) as a
/// prepared statement, like ``SessionLookupStatement``.
struct SessionStoreStatement: PostgresPreparedStatement {
    static let name = "actiondata_session_store_v1"
    /// The statement's text, read once; callers read ``text`` first.
    static let text = Result { () throws(ADDataError) in try SQLResource.text("session_store_batch", in: .module) }
    // Nothing lost: every caller has thrown `text`'s error before the statement is prepared.
    static var sql: String { (try? text.get()) ?? "" }

    var ids: [String]
    var states: [String]
    var expected: [Int64]

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 3)
        bindings.append(ids)
        bindings.append(states)
        bindings.append(expected)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> PostgresRow { row }
}
