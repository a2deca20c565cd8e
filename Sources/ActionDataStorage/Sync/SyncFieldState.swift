import ActionData

/// The latest change of one field of a record: its value and stamp.
package struct SyncFieldState: Sendable, Hashable {
    package var value: ADValue
    package var stamp: ADSyncStamp

    package init(value: ADValue, stamp: ADSyncStamp) {
        self.value = value
        self.stamp = stamp
    }

    /// The state a stored field state holds: its value as tagged text (``TaggedValue``) and
    /// its stamp's text.
    ///
    /// - Throws: ``ADSyncError/Kind/malformed(_:)`` when either text was damaged.
    package init(storedValue: String, stamp: String) throws(ADSyncError) {
        self.init(value: try TaggedValue.value(storedValue), stamp: try ADSyncStamp(text: stamp))
    }
}

/// One synced record as a replica holds it: the stored row, when there is one, and the latest
/// change of each field, the deletion under the empty field name.
package struct SyncRecordState: Sendable {
    package var row: ADRecord?
    package var fields: [String: SyncFieldState]

    package init(row: ADRecord?, fields: [String: SyncFieldState]) {
        self.row = row
        self.fields = fields
    }

    /// The deletion the record holds, when it was deleted.
    package var deletion: SyncFieldState? { fields[""] }

    /// Each field's stamp, the deletion's under the empty name: what a local write is planned on.
    package var stamps: [String: ADSyncStamp] { fields.mapValues(\.stamp) }
}
