import ActionData
import Foundation
import GRDB

/// The schemas a provider has seen, shared by its connections; updated only after the
/// transaction that changed them committed.
final class SchemaRegistry: @unchecked Sendable {
    /// Compiled filter formulas by their text.
    let formulas = ADFormulaCache(capacity: 256)
    private let lock = NSLock()
    private var schemas: [String: ADSQLiteTableSchema] = [:]
    private var registeredModels: Set<String> = []

    /// Whether a model's table was registered (created or migrated) by this provider.
    func isModelRegistered(_ table: String) -> Bool {
        lock.withLock { registeredModels.contains(table) }
    }

    func schema(_ table: String) -> ADSQLiteTableSchema? {
        lock.withLock { schemas[table] }
    }

    func publish(_ changes: SchemaChanges) {
        lock.withLock {
            for table in changes.dropped {
                schemas[table] = nil
                registeredModels.remove(table)
            }
            for (table, schema) in changes.current { schemas[table] = schema }
            registeredModels.formUnion(changes.registeredModels)
        }
    }
}

/// Schemas read or changed within one transaction.
final class SchemaChanges {
    var current: [String: ADSQLiteTableSchema] = [:]
    var dropped: Set<String> = []
    var registeredModels: Set<String> = []
    /// Prepared `INSERT` statements by table, fields and whether the key is assigned by SQLite.
    var saveStatements: [SaveShape: Statement] = [:]
}

/// What a save statement depends on.
struct SaveShape: Hashable {
    let table: String
    let fields: [String]
    let assignsRowID: Bool
}

/// Hands the schema changes of a finished transaction back from GRDB's queue; nothing
/// else touches them by then.
struct SendableChanges: @unchecked Sendable {
    let changes: SchemaChanges
}
