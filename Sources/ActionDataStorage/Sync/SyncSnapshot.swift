import ActionData
import OrderedCollections

/// A record as a snapshot carries it: one change a field, its value and its stamp, no
/// previous stamp. A field stored before its table synced has no stamp; it takes
/// `ADSyncStamp.origin`, earlier than every change.
package enum SyncSnapshot {
    /// The changes that make `row` of `table`, whose key field is `primaryKey`, given its
    /// fields' stamps.
    package static func changes(
        of row: ADRecord, table: String, key: String, primaryKey: String, stamps: [String: ADSyncStamp]
    ) -> [ADSyncChange] {
        row.compactMap { field, value in
            guard field != primaryKey else { return nil }
            return ADSyncChange(
                table: table, record: key, field: field, value: value, stamp: stamps[field] ?? .origin, previous: nil)
        }
    }

    /// The positions in `changes` of each record's changes, records in the order they first
    /// appear.
    package static func recordIndexes(of changes: [ADSyncChange]) -> [[Int]] {
        var records = OrderedDictionary<ADSyncRecordKey, [Int]>()
        for (index, change) in changes.enumerated() {
            records[ADSyncRecordKey(table: change.table, record: change.record), default: []].append(index)
        }
        return Array(records.values)
    }
}
