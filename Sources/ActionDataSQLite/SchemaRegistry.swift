import Foundation

/// The schemas a provider has seen, shared by its connections; updated only after the
/// transaction that changed them committed.
final class SchemaRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var schemas: [String: ADSQLiteTableSchema] = [:]

    func schema(_ table: String) -> ADSQLiteTableSchema? {
        lock.withLock { schemas[table] }
    }

    func publish(_ changes: SchemaChanges) {
        lock.withLock {
            for table in changes.dropped { schemas[table] = nil }
            for (table, schema) in changes.current { schemas[table] = schema }
        }
    }
}

/// Schemas read or changed within one transaction.
final class SchemaChanges {
    var current: [String: ADSQLiteTableSchema] = [:]
    var dropped: Set<String> = []
}
