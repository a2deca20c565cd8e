import ActionData

/// A replica a server serves, tied to the identity that first presented it, with that
/// identity's access as it was at its last sync (`ADSyncReplicaClaim`).
package struct SyncReplicaRow: ADDataTable, Sendable {
    package static let tableName = "ActionDataSyncReplicas"
    package static let primaryKey = "replica"
    package static let primaryKeyType = ADDataTableKeyType.uniqueValue

    package var replica = ""
    /// The identity's id.
    package var owner = ""
    /// The identity's access, as ``ADSyncProvider/claimReplica(_:by:access:recordingAccess:)`` was given it.
    package var access = ""
    /// The cursor it last pulled from.
    package var pulled: Int64 = 0

    package init() {}

    package init(replica: String, owner: String, access: String, pulled: Int64 = 0) {
        self.replica = replica
        self.owner = owner
        self.access = access
        self.pulled = pulled
    }

    /// Decides a claim of `replica` by `owner` with `access`, given the stored row.
    package static func claim(of stored: SyncReplicaRow?, owner: String, access: String) -> ADSyncReplicaClaim {
        guard let stored else { return .registered }
        guard stored.owner == owner else { return .claimedByAnother }
        return stored.access == access ? .known : .accessChanged
    }
}

/// A record a server sent a replica whose view it keeps whole, and has not taken back since:
/// only such a replica is told of the record's deletion or its leaving the person's view.
package struct SyncHoldingRow: ADDataTable, Sendable {
    package static let tableName = "ActionDataSyncHoldings"
    package static let primaryKey = "id"
    package static let primaryKeyType = ADDataTableKeyType.uniqueValue

    /// The replica and the record's group.
    package var id = ""
    package var replica = ""
    /// The record's `SyncFieldRow.group(table:record:)`.
    package var owner = ""

    package init() {}

    /// `replica`'s holding of `record`.
    package init(replica: String, record: ADSyncRecordKey) {
        owner = SyncFieldRow.group(table: record.table, record: record.record)
        id = Self.key(replica: replica, record: record)
        self.replica = replica
    }

    /// The key of `replica`'s holding of `record`.
    package static func key(replica: String, record: ADSyncRecordKey) -> String {
        replica + "\u{1F}" + SyncFieldRow.group(table: record.table, record: record.record)
    }
}

/// The compaction of a server's log, the same on every database: which sequences it may
/// remove changes at or before.
package enum SyncCompaction {
    /// The sequence at or before which field changes keep only their field's latest, and the
    /// one at or before which tombstones go, given the log's end, the last sequences stamped
    /// before each age limit, and the lowest cursor a known replica pulled from (`nil`: none
    /// known). Neither reaches the log's last row, which keeps the clock's floor.
    package static func horizons(
        end: Int64, historyAge: Int64, tombstoneAge: Int64, slowestReplica: Int64?
    ) -> (history: Int64, tombstones: Int64) {
        let last = max(0, end - 1)
        let passed = slowestReplica ?? last
        return (min(historyAge, last), min(max(tombstoneAge, passed), last))
    }
}
