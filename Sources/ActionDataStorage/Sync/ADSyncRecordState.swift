import ActionData

/// A synced record as a server holds it now: what the server sends a device whose view of the
/// record it keeps whole (a person under row or field rules), instead of the changes that led
/// there.
public struct ADSyncRecordState: Sendable, Hashable {
    /// The stored row; `nil` when the record was deleted.
    public var row: ADRecord?
    /// The record's values: the row's, or a deleted record's last ones, which the rules that
    /// decide who could see its deletion read.
    public var values: ADRecord
    /// Each field's latest stamp (``ADSyncStamp/origin`` for a value stored before its table
    /// synced), the key's left out.
    public var stamps: [String: ADSyncStamp]
    /// The deletion's stamp, when the record was deleted.
    public var deletion: ADSyncStamp?
    /// The table's key field, which no change carries.
    public var primaryKey: String

    /// A record's state.
    public init(row: ADRecord?, values: ADRecord, stamps: [String: ADSyncStamp], deletion: ADSyncStamp?, primaryKey: String) {
        self.row = row
        self.values = values
        self.stamps = stamps
        self.deletion = deletion
        self.primaryKey = primaryKey
    }

    /// The changes that bring a device to this state: each field with its value and stamp
    /// while the record is stored, its tombstone once deleted.
    public func changes(table: String, key: String) -> [ADSyncChange] {
        if let deletion, row == nil { return [.delete(table: table, record: key, stamp: deletion, previous: nil)] }
        guard let row else { return [] }
        return SyncSnapshot.changes(of: row, table: table, key: key, primaryKey: primaryKey, stamps: stamps)
    }
}

extension SyncRecordState {
    /// The state as ``ADSyncRecordState`` shows it, of a table whose key field is `primaryKey`.
    package func published(primaryKey: String) -> ADSyncRecordState {
        var values = row ?? ADRecord()
        var stamps: [String: ADSyncStamp] = [:]
        for (field, state) in fields where !field.isEmpty {
            stamps[field] = state.stamp
            if row == nil { values[field] = state.value }
        }
        if let row { for (field, _) in row where field != primaryKey && stamps[field] == nil { stamps[field] = .origin } }
        return ADSyncRecordState(row: row, values: values, stamps: stamps, deletion: deletion?.stamp, primaryKey: primaryKey)
    }
}
