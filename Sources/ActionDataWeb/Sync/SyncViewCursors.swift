import ActionData
import ActionDataStorage

/// Reads and stores the cursors of replicas whose person's view the server keeps
/// (`SyncViewCursorRow`), on the sync's database: read once a request, written only when
/// they changed, so a pull with nothing new writes nothing.
struct SyncViewCursors {
    let provider: any ADSyncProvider

    /// The cursors given to `replica`; none yet when it was given none.
    func row(for replica: String) async throws -> SyncViewCursorRow {
        try await provider.load(SyncViewCursorRow.self, key: replica) ?? SyncViewCursorRow(replica: replica)
    }

    /// Stores `row`, unless it is `stored`, as read.
    func store(_ row: SyncViewCursorRow, over stored: SyncViewCursorRow) async throws {
        guard row != stored else { return }
        try await provider.save(row)
    }
}
