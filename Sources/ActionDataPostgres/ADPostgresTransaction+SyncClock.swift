import ActionData
import ActionDataStorage
import OrderedCollections

/// Sync on PostgreSQL: the clock set right by another server's, for completeness (a node's
/// clock is the server's own), and its changes stamped ahead stamped anew.
extension ADPostgresTransaction {
    /// See `ADSyncProvider.correctClock(serverTime:tolerance:)`. A node's replica lives as long
    /// as its provider, so the correction is kept in memory only.
    func correctClock(serverTime: Int64, tolerance: Duration) async throws(ADPostgresError) -> Int {
        let clock = try await syncClock()
        let bound = SyncMerge.time(serverTime, plus: tolerance)
        let unpushed = try await load(SyncLogRow.self, where: try await unpushedFilter(), orderBy: [.ascending("id")])
        var kept: ADSyncStamp?
        var ahead: [(row: SyncLogRow, change: ADSyncChange)] = []
        for row in unpushed {
            let change = try Self.storage { () throws(ADSyncError) in try row.change() }
            if change.stamp.milliseconds > bound { ahead.append((row, change)) } else { kept = max(kept ?? change.stamp, change.stamp) }
        }
        clock.correct(toServer: serverTime, after: kept)
        var stamps: [ADSyncStamp: ADSyncStamp] = [:]
        var groups = OrderedSet<String>()
        for (row, change) in ahead {
            let stamp = stamps[change.stamp] ?? clock.stamp()
            stamps[change.stamp] = stamp
            var restamped = row
            restamped.stamp = stamp.text
            restamped.previous = change.previous.map { (stamps[$0] ?? $0).text } ?? ""
            _ = try await save(restamped)
            groups.append(SyncFieldRow.group(table: change.table, record: change.record))
        }
        for (group, fields) in try await fieldStates(of: Array(groups)) {
            for (field, state) in fields {
                guard let stamp = stamps[state.stamp] else { continue }
                _ = try await save(SyncFieldRow(group: group, field: field, value: TaggedValue.text(state.value), stamp: stamp.text))
            }
        }
        return ahead.count
    }
}
