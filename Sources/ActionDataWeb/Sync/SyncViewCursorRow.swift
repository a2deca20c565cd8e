import ActionData
import ActionDataStorage

/// The cursors a server gave one replica whose person's view it keeps (under rules), each
/// standing for a position in the log that the replica never learns: the log's positions
/// count every change, those hidden from the person too, so a cursor that named them would
/// tell how many there were.
///
/// A cursor counts what the replica was sent since its snapshot. The latest and the one
/// before it are kept, so a pull retried after its answer was lost is served again.
struct SyncViewCursorRow: ADDataTable, Sendable, Equatable {
    static let tableName = "ActionDataSyncViewCursors"
    static let primaryKey = "replica"
    static let primaryKeyType = ADDataTableKeyType.uniqueValue

    var replica = ""
    /// The latest cursor given, and the log position it stands for.
    var cursor: Int64 = 0
    var position: Int64 = 0
    /// The cursor given before it, and its position.
    var earlierCursor: Int64 = 0
    var earlierPosition: Int64 = 0

    /// The log position `cursor` stands for; `0` for `0` (the log's start), `nil` for a cursor
    /// this replica was not given lately.
    func position(of cursor: Int64) -> Int64? {
        if cursor == 0 { return 0 }
        if cursor == self.cursor { return position }
        if cursor == earlierCursor { return earlierPosition }
        return nil
    }

    /// The row once a pull from `cursor` sent `sent` changes and evictions and read the log up
    /// to `position`: its cursor counts on from `cursor` (starting over at 1 past the largest).
    func afterPull(from cursor: Int64, sent: Int, reaching position: Int64) -> SyncViewCursorRow {
        let (sum, overflow) = cursor.addingReportingOverflow(Int64(sent))
        return giving(overflow ? 1 : sum, for: position)
    }

    /// The row once a snapshot was read with the log ending at `position`: a cursor one past
    /// the latest, so no earlier answer's cursor stands for it.
    func afterSnapshot(at position: Int64) -> SyncViewCursorRow {
        giving(cursor == .max ? 1 : cursor + 1, for: position)
    }

    /// The row once `cursor` was given for `position`: the latest moves to earlier unless the
    /// same cursor is given again (an answer that sent nothing, or a retried one).
    private func giving(_ cursor: Int64, for position: Int64) -> SyncViewCursorRow {
        var row = self
        if cursor != self.cursor {
            (row.earlierCursor, row.earlierPosition) = (self.cursor, self.position)
            row.cursor = cursor
        }
        row.position = position
        return row
    }
}
