/// What a sync changed on the device, as ``ADSyncReport`` and ``ADSyncUpdate`` tell it: records
/// one by one, and the tables a snapshot reloaded whole. Ask ``changed(_:in:)`` and
/// ``changed(in:)``, which answer both.
public protocol ADSyncChangedRecords {
    /// The records a pull or a rolled-back refusal changed, by table.
    var changedRecords: [String: Set<String>] { get }
    /// The tables a snapshot wrote records into: any record of theirs may have changed.
    var reloadedTables: Set<String> { get }
}

extension ADSyncChangedRecords {
    /// Whether the sync changed, or may have changed, the record `key` of `table`: a form
    /// showing it refreshes.
    public func changed(_ key: String, in table: String) -> Bool {
        reloadedTables.contains(table) || changedRecords[table]?.contains(key) == true
    }

    /// Whether the sync changed, or may have changed, any record of `table`: a list of them
    /// reloads.
    public func changed(in table: String) -> Bool {
        reloadedTables.contains(table) || changedRecords[table]?.isEmpty == false
    }
}
