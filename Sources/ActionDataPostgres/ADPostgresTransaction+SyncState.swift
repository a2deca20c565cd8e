import ActionData
import ActionDataStorage
import Foundation

/// Sync: a replica's own bookkeeping, in `SyncStateRow`s, and refusals rolled back. A server
/// rarely uses them; `ADSyncProvider` asks for them of every replica.
extension ADPostgresTransaction {
    /// See `ADSyncProvider.rollBack(_:)`.
    func rollBack(_ refusal: ADSyncRefusal) async throws(ADPostgresError) {
        let change = refusal.change
        guard try await syncedTable(change.table) != nil else { return }
        let schema = try await schema(of: change.table)
        let row = try await loadRecordLocked(key: .string(change.record), from: change.table)
        let state = try await syncState(change.table, change.record, row: row)
        if change.isDelete {
            if row == nil, let entry = registry.sync.table(change.table) {
                var revived = entry.template ?? SyncRegistry.nullTemplate(schema)
                for (name, field) in state.fields where !name.isEmpty && revived[name] != nil { revived[name] = field.value }
                revived[schema.primaryKey] = .string(change.record)
                _ = try await writeRow(revived, in: change.table)
                let deletion = SyncFieldRow.key(table: change.table, record: change.record, field: "")
                _ = try await removeRow(key: .string(deletion), from: SyncFieldRow.tableName)
            }
        } else if !refusal.recordExists {
            if row != nil { _ = try await removeRow(key: .string(change.record), from: change.table) }
        } else if let current = refusal.current {
            if var row {
                row[change.field] = current
                _ = try await writeRow(row, in: change.table)
            }
            try await save(SyncFieldRow(table: change.table, record: change.record, field: change.field, value: current, stamp: change.stamp))
        }
        try await save(ADSyncConflict(
            time: Date(), table: change.table, record: change.record, field: change.field, reason: .refused, kept: refusal.current ?? .null,
            lost: change.value, keptReplica: "", lostStamp: change.stamp, message: refusal.message))
    }

    /// The state row `name`'s text, or `nil`.
    func syncSetting(_ name: String) async throws(ADPostgresError) -> String? {
        try await load(SyncStateRow.self, key: name)?.text
    }

    /// Stores the state row `name`.
    func setSyncSetting(_ name: String, _ text: String) async throws(ADPostgresError) {
        try await save(SyncStateRow(name: name, text: text))
    }

    /// Stores where the pull stands and when this sync ended.
    func storePullCursor(_ cursor: ADSyncCursor) async throws(ADPostgresError) {
        try await setSyncSetting(SyncStateRow.cursor, String(cursor.position))
        if let log = cursor.log { try await setSyncSetting(SyncStateRow.pulledLog, log) }
        try await setSyncSetting(SyncStateRow.lastSync, ISO8601DateFormatter().string(from: Date()))
    }

    /// The filter of this provider's own changes after the last pushed.
    func unpushedFilter() async throws(ADPostgresError) -> String {
        let pushed = Int64(try await syncSetting(SyncStateRow.pushed) ?? "0") ?? 0
        return "id > \(pushed) AND replica = '" + (try await syncClock().replica).replacingOccurrences(of: "'", with: "''") + "'"
    }
}
