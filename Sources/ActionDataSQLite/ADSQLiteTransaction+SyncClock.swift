import ActionData
import ActionDataStorage
import GRDB
import OrderedCollections

/// Sync: a device's clock set right by the server's, and its changes stamped ahead stamped anew.
extension ADSQLiteTransaction {
    /// See `ADSyncProvider.correctClock(serverTime:tolerance:)`.
    func correctClock(serverTime: Int64, tolerance: Duration) throws(ADSQLiteError) -> Int {
        let clock = try syncClock()
        let bound = SyncMerge.time(serverTime, plus: tolerance)
        let correction = clock.correct(toServer: serverTime, after: try latestStamp(within: bound))
        try setSyncSetting(SyncStateRow.clockCorrection, String(correction))
        var stamps: [ADSyncStamp: ADSyncStamp] = [:]
        var records = OrderedSet<ADSyncRecordKey>()
        var restamped = 0
        let restamp = try SyncStatements.restamp.get()
        for change in try ownChanges(after: try pushedSequence(), limit: Int.max) where change.stamp.milliseconds > bound {
            let stamp = stamps[change.stamp] ?? clock.stamp()
            stamps[change.stamp] = stamp
            let previous = change.previous.map { stamps[$0] ?? $0 }
            try attempt(SyncLogRow.tableName) {
                try db.cachedStatement(sql: restamp).execute(arguments: [stamp.text, previous?.text ?? "", change.sequence])
            }
            records.append(ADSyncRecordKey(table: change.table, record: change.record))
            restamped += 1
        }
        for record in records {
            let (held, state) = try syncRecord(record.table, record.record)
            var plan = SyncMergePlan()
            for (field, current) in state.fields {
                guard let stamp = stamps[current.stamp] else { continue }
                plan.fields.append(SyncFieldRow(table: record.table, record: record.record, field: field, value: current.value, stamp: stamp))
            }
            if !plan.fields.isEmpty { try write(plan, table: record.table, key: record.record, held: held) }
        }
        return restamped
    }
}
