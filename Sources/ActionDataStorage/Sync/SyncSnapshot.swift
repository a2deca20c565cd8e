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

    /// The fields of the record `key` of `table` whose latest change is `replica`'s own, as
    /// changes to push again (no previous stamp: the server lost the record), in field order:
    /// what a device keeps of a record a snapshot of a server restored from an older backup
    /// lacks. The key field is not among them.
    package static func ownFields(
        _ fields: [String: SyncFieldState], of replica: String, table: String, key: String, primaryKey: String
    ) -> [ADSyncChange] {
        fields.filter { $0.key != primaryKey && $0.value.stamp.replica == replica }.sorted { $0.key < $1.key }.map { field, state in
            ADSyncChange(table: table, record: key, field: field, value: state.value, stamp: state.stamp, previous: nil)
        }
    }

    /// The positions in `changes` of each record's changes, records in the order they first
    /// appear. A page's records come one after another, which takes one lookup a record; a
    /// record whose changes are apart is grouped by a lookup a change.
    package static func recordIndexes(of changes: [ADSyncChange]) -> [[Int]] {
        var runs: [[Int]] = []
        var seen = Set<ADSyncRecordKey>()
        for (index, change) in changes.enumerated() {
            if let run = runs.last, let first = run.first, changes[first].record == change.record, changes[first].table == change.table {
                runs[runs.count - 1].append(index)
            } else if seen.insert(ADSyncRecordKey(table: change.table, record: change.record)).inserted {
                runs.append([index])
            } else {
                return scatteredRecordIndexes(of: changes)
            }
        }
        return runs
    }

    /// ``recordIndexes(of:)`` of changes whose records' changes may be apart.
    private static func scatteredRecordIndexes(of changes: [ADSyncChange]) -> [[Int]] {
        var records = OrderedDictionary<ADSyncRecordKey, [Int]>()
        for (index, change) in changes.enumerated() {
            records[ADSyncRecordKey(table: change.table, record: change.record), default: []].append(index)
        }
        return Array(records.values)
    }
}
