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
        keyPrefix(of: replica) + SyncFieldRow.group(table: record.table, record: record.record)
    }

    /// What the keys of `replica`'s holdings start with, the record's group following.
    package static func keyPrefix(of replica: String) -> String { replica + "\u{1F}" }
}
