import ActionData
import Foundation

/// The schemas a provider has seen, shared by its connections; updated only after the
/// transaction that changed them committed.
package final class SchemaRegistry: Sendable {
    /// Compiled filter formulas by their text.
    package let formulas = ADFormulaCache(capacity: 256)
    /// The synced tables and the replica's clock.
    package let sync = SyncRegistry()
    private let state = Mutex()

    package init() {}

    /// The compiled filter formula `text`, from the cache.
    ///
    /// - Throws: ``ADDataError/Kind/filter(_:)`` about `table` when it does not parse.
    package func filter(_ text: String, table: String) throws(ADDataError) -> ADFormula {
        do {
            return try formulas.formula(text)
        } catch {
            throw ADDataError(.filter(error), table: table)
        }
    }

    /// Whether a model's table was registered (created or migrated) by this provider.
    package func isModelRegistered(_ table: String) -> Bool { state.read { $0.registeredModels.contains(table) } }

    package func schema(_ table: String) -> ADTableSchema? { state.read { $0.schemas[table] } }

    package func publish(_ changes: SchemaChanges) {
        state.write { state in
            for table in changes.dropped {
                state.schemas[table] = nil
                state.registeredModels.remove(table)
            }
            for (table, schema) in changes.current { state.schemas[table] = schema }
            state.registeredModels.formUnion(changes.registeredModels)
        }
    }

    /// The registry's tables behind a lock.
    private final class Mutex: @unchecked Sendable {
        struct State {
            var schemas: [String: ADTableSchema] = [:]
            var registeredModels: Set<String> = []
        }

        private let lock = NSLock()
        private var state = State()

        func read<T>(_ body: (State) -> T) -> T { lock.withLock { body(state) } }
        func write(_ body: (inout State) -> Void) { lock.withLock { body(&state) } }
    }
}

/// Schemas read or changed within one transaction.
package final class SchemaChanges {
    package var current: [String: ADTableSchema] = [:]
    package var dropped: Set<String> = []
    package var registeredModels: Set<String> = []

    package init() {}

    /// Whether `Model`'s table must be registered before the transaction uses it: neither this
    /// transaction nor (unless it dropped the table) an earlier one registered it.
    package func needsRegistering(_ table: String, registry: SchemaRegistry) -> Bool {
        if registeredModels.contains(table) { return false }
        return dropped.contains(table) || !registry.isModelRegistered(table)
    }

    /// Records a schema registered in this transaction.
    package func registered(_ schema: ADTableSchema) {
        current[schema.tableName] = schema
        dropped.remove(schema.tableName)
    }

    /// Records a table dropped in this transaction.
    package func droppedTable(_ table: String) {
        current[table] = nil
        registeredModels.remove(table)
        dropped.insert(table)
    }

    /// The schema of `table` known without asking the database: read or changed in this
    /// transaction, or (unless this transaction dropped it) published by an earlier one.
    package func knownSchema(_ table: String, registry: SchemaRegistry) -> ADTableSchema? {
        if let schema = current[table] { return schema }
        if !dropped.contains(table) { return registry.schema(table) }
        return nil
    }
}

/// Hands the schema changes of a finished transaction back from the database's queue;
/// nothing else touches them by then.
package struct SendableChanges: @unchecked Sendable {
    package let changes: SchemaChanges

    package init(_ changes: SchemaChanges) { self.changes = changes }
}
