import ActionData
import ActionDataSQLite
import Foundation

/// The schemas a provider has seen, shared by its connections; updated only after the
/// transaction that changed them committed.
final class SchemaRegistry: Sendable {
    /// Compiled filter formulas by their text.
    let formulas = ADFormulaCache(capacity: 256)
    private let state = Mutex()

    func isModelRegistered(_ table: String) -> Bool { state.read { $0.registeredModels.contains(table) } }

    func schema(_ table: String) -> ADSQLiteTableSchema? { state.read { $0.schemas[table] } }

    func publish(_ changes: SchemaChanges) {
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
            var schemas: [String: ADSQLiteTableSchema] = [:]
            var registeredModels: Set<String> = []
        }

        private let lock = NSLock()
        private var state = State()

        func read<T>(_ body: (State) -> T) -> T { lock.withLock { body(state) } }
        func write(_ body: (inout State) -> Void) { lock.withLock { body(&state) } }
    }
}

/// Schemas read or changed within one transaction.
final class SchemaChanges {
    var current: [String: ADSQLiteTableSchema] = [:]
    var dropped: Set<String> = []
    var registeredModels: Set<String> = []
}
