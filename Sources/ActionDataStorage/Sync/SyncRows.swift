import ActionData
import Foundation

/// One change in a provider's change log: what ``ADSyncChange`` holds, its value as tagged JSON.
/// The key is the log's sequence, the cursor of a pull.
package struct SyncLogRow: ADDataTable, Sendable {
    package static let tableName = "ActionDataSyncLog"
    package static let primaryKey = "id"
    package static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt

    package var id = -1
    package var table = ""
    package var record = ""
    package var field = ""
    package var value = ""
    package var stamp = ""
    package var previous = ""
    /// The replica that made the change (the stamp's), kept apart so a pull can leave out the
    /// asking replica's own changes.
    package var replica = ""

    package init() {}

    private init(_ change: ADSyncChange, stamp: String) {
        table = change.table
        record = change.record
        field = change.field
        value = TaggedValue.text(change.value)
        self.stamp = stamp
        previous = change.previous?.text ?? ""
        replica = change.stamp.replica
    }

    /// The rows of `changes`, in order. The changes of one save share a stamp, whose text is
    /// made once.
    package static func rows(_ changes: [ADSyncChange]) -> [SyncLogRow] {
        var rows: [SyncLogRow] = []
        rows.reserveCapacity(changes.count)
        var last: (stamp: ADSyncStamp, text: String)?
        for change in changes {
            let text = last.flatMap { $0.stamp == change.stamp ? $0.text : nil } ?? change.stamp.text
            last = (change.stamp, text)
            rows.append(SyncLogRow(change, stamp: text))
        }
        return rows
    }

    /// The change this row holds.
    ///
    /// - Throws: ``ADSyncError/Kind/malformed(_:)`` when the row was damaged.
    package func change() throws(ADSyncError) -> ADSyncChange {
        try ADSyncChange(
            sequence: Int64(id), table: table, record: record, field: field, storedValue: value, stamp: stamp, previous: previous)
    }
}

/// The latest change of one field of one record (field empty: its deletion): the stamp a new
/// change is compared with, and the value a revived record takes.
package struct SyncFieldRow: ADDataTable, Sendable {
    package static let tableName = "ActionDataSyncFields"
    package static let primaryKey = "id"
    package static let primaryKeyType = ADDataTableKeyType.uniqueValue

    /// ``key(table:record:field:)``.
    package var id = ""
    /// ``SyncFieldRow/group(table:record:)``: every field of one record.
    package var owner = ""
    package var field = ""
    package var value = ""
    package var stamp = ""

    package init() {}

    package init(table: String, record: String, field: String, value: ADValue, stamp: ADSyncStamp) {
        self.init(group: Self.group(table: table, record: record), field: field, value: TaggedValue.text(value), stamp: stamp.text)
    }

    /// The row of `field` in the record `group` (``group(table:record:)``), its value as tagged
    /// JSON and its stamp as text: what a save of several fields works out once for all.
    package init(group: String, field: String, value: String, stamp: String) {
        id = Self.key(group: group, field: field)
        owner = group
        self.field = field
        self.value = value
        self.stamp = stamp
    }

    /// The key of one field's row.
    package static func key(table: String, record: String, field: String) -> String {
        key(group: group(table: table, record: record), field: field)
    }

    /// The key of `field`'s row in the record `group`.
    package static func key(group: String, field: String) -> String {
        group + "\u{1F}" + field
    }

    /// What every field row of one record shares.
    package static func group(table: String, record: String) -> String {
        String(table.utf8.count) + ":" + table + "\u{1F}" + record
    }
}

/// A replica's own sync bookkeeping, one row per name: its replica identifier, how far it
/// pushed, the server's cursor it pulled to, when it last synced.
package struct SyncStateRow: ADDataTable, Sendable {
    package static let tableName = "ActionDataSyncState"
    package static let primaryKey = "name"
    package static let primaryKeyType = ADDataTableKeyType.uniqueValue

    package var name = ""
    package var text = ""

    package init() {}

    package init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    package static let replica = "replica"
    package static let pushed = "pushed"
    package static let cursor = "cursor"
    package static let lastSync = "lastSync"
    /// The identifier of the server's log the cursor counts in.
    package static let pulledLog = "pulledLog"
    /// The id of the last conflict announced (`ADSyncProvider.conflictsToAnnounce(limit:)`).
    package static let announcedConflict = "announcedConflict"
    /// The cursor below which this log's pulls need a snapshot (tombstones before it were compacted).
    package static let logStart = "logStart"
    /// The milliseconds this replica adds to its wall clock, learned from the server.
    package static let clockCorrection = "clockCorrection"
    /// The latest stamp a snapshot brought without logging it: the clock starts after it too.
    package static let snapshotStamp = "snapshotStamp"
    /// `"true"` while a snapshot is taken into a device that held no synced record when it
    /// began: nothing is then held, looked up or evicted record by record.
    package static let snapshotIntoEmpty = "snapshotIntoEmpty"
    /// This replica's own log's identifier, made with the log: what a device's cursor names.
    package static let logIdentity = "logIdentity"
}

/// A synced table's name, kept so saves by record are logged even before the model is
/// registered again in a new process.
package struct SyncTableRow: ADDataTable, Sendable {
    package static let tableName = "ActionDataSyncTables"
    package static let primaryKey = "name"
    package static let primaryKeyType = ADDataTableKeyType.uniqueValue

    package var name = ""

    package init() {}

    package init(name: String) { self.name = name }
}

/// A pulled change this replica could not take — its table or field is not known here, or its
/// value is not of its column's type — kept to be applied when a model that takes it is
/// registered (an app older than the server's schema, updated later).
package struct SyncAsideRow: ADDataTable, Sendable {
    package static let tableName = "ActionDataSyncAside"
    package static let primaryKey = "id"
    package static let primaryKeyType = ADDataTableKeyType.uniqueValue

    /// The change's field key and stamp: a page stored twice keeps it once.
    package var id = ""
    package var table = ""
    package var record = ""
    package var field = ""
    package var value = ""
    package var stamp = ""
    package var previous = ""
    /// Why it was set aside.
    package var reason = ""

    package init() {}

    /// `change`, set aside for `reason`.
    package init(_ change: ADSyncChange, reason: String) {
        id = SyncFieldRow.key(table: change.table, record: change.record, field: change.field) + "\u{1F}" + change.stamp.text
        table = change.table
        record = change.record
        field = change.field
        value = TaggedValue.text(change.value)
        stamp = change.stamp.text
        previous = change.previous?.text ?? ""
        self.reason = reason
    }

    /// The change set aside.
    package func change() throws(ADSyncError) -> ADSyncChange {
        try ADSyncChange(table: table, record: record, field: field, storedValue: value, stamp: stamp, previous: previous)
    }
}

/// A record a snapshot being taken in holds: what is not held when it ends is evicted.
package struct SyncHeldRow: ADDataTable, Sendable {
    package static let tableName = "ActionDataSyncHeld"
    package static let primaryKey = "owner"
    package static let primaryKeyType = ADDataTableKeyType.uniqueValue

    /// The record's `SyncFieldRow.group(table:record:)`.
    package var owner = ""

    package init() {}

    /// The record `group` names.
    package init(owner: String) { self.owner = owner }
}

extension ADSyncChange {
    /// The change a stored row holds: its value as tagged text (``TaggedValue``), its stamps'
    /// texts, the previous one empty when there is none.
    /// - Throws: ``ADSyncError/Kind/malformed(_:)`` when a text was damaged.
    package init(
        sequence: Int64 = 0, table: String, record: String, field: String, storedValue: String, stamp: String, previous: String
    ) throws(ADSyncError) {
        self.init(
            sequence: sequence, table: table, record: record, field: field, value: try TaggedValue.value(storedValue),
            stamp: try ADSyncStamp(text: stamp), previous: previous.isEmpty ? nil : try ADSyncStamp(text: previous))
    }
}
