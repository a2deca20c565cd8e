import ActionData
import Foundation

/// The synced tables a provider knows, with their rules and new-record templates, and its
/// replica's clock; shared by its transactions.
package final class SyncRegistry: @unchecked Sendable {
    /// One synced table.
    package struct Table: Sendable {
        package var rules: ADSyncRules
        /// A new record's values; `nil` when the model was not registered in this process.
        package var template: ADRecord?
    }

    private let lock = NSLock()
    private var tables: [String: Table] = [:]
    private var loaded = false
    private var currentClock: SyncClock?

    package init() {}

    /// Whether the stored list of synced tables was read.
    package var isLoaded: Bool { lock.withLock { loaded } }

    /// Takes in the stored list of synced tables, keeping what registered models said.
    package func load(_ names: [String]) {
        lock.withLock {
            for name in names where tables[name] == nil { tables[name] = Table(rules: ADSyncRules(), template: nil) }
            loaded = true
        }
    }

    /// Records a synced model's table.
    package func add(_ table: String, rules: ADSyncRules, template: ADRecord) {
        lock.withLock { tables[table] = Table(rules: rules, template: template) }
    }

    /// The synced tables' names, in ascending order.
    package var names: [String] { lock.withLock { tables.keys.sorted() } }

    /// The synced table `name`, or `nil` when it is not synced.
    package func table(_ name: String) -> Table? { lock.withLock { tables[name] } }

    /// The replica's clock, once made.
    package var clock: SyncClock? { lock.withLock { currentClock } }

    /// Keeps `clock` unless one was kept first; returns the one in force.
    package func keep(_ clock: SyncClock) -> SyncClock {
        lock.withLock {
            if let currentClock { return currentClock }
            currentClock = clock
            return clock
        }
    }

    /// Throws unless a table with `schema` can sync: its keys must be text no two replicas
    /// both choose.
    package static func checkKeys(_ schema: ADTableSchema) throws(ADDataError) {
        switch (schema.keyType, schema.keyColumnType) {
        case (.timeOrderedUUIDString, _), (.autoUUIDString, _), (.uniqueValue, .text): return
        default:
            throw ADDataError(
                .invalidKey(
                    column: schema.primaryKey, value: .null,
                    reason: "a synced table needs keys two offline replicas cannot both choose: timeOrderedUUIDString, "
                        + "autoUUIDString or a String uniqueValue, not \(schema.keyType)"),
                table: schema.tableName)
        }
    }

    /// The template of a table whose model this process has not registered: every column NULL.
    package static func nullTemplate(_ schema: ADTableSchema) -> ADRecord {
        ADRecord(fieldsKeepingLast: schema.columns.keys.map { ($0, ADValue.null) })
    }
}
