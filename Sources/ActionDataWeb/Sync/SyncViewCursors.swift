import ActionData
import ActionDataStorage

/// Gives and reads the cursors of replicas whose person's view the server keeps
/// (`SyncViewCursorRow`), on the sync's database.
struct SyncViewCursors {
    let provider: any ADSyncProvider

    /// The log position `cursor` stands for in `replica`'s pulls; `nil` when it was not given to it lately.
    func position(of cursor: Int64, for replica: String) async throws -> Int64? {
        guard cursor != 0 else { return 0 }
        _ = try await provider.register(SyncViewCursorRow.self)
        return try await provider.load(SyncViewCursorRow.self, key: replica)?.position(of: cursor)
    }

    /// The cursor for `replica` after a pull from `cursor` that sent it `sent` changes and
    /// evictions and read the log up to `position`.
    func cursor(after cursor: Int64, sent: Int, reaching position: Int64, for replica: String) async throws -> Int64 {
        let (sum, overflow) = cursor.addingReportingOverflow(Int64(sent))
        let next = overflow ? 1 : sum
        try await give(next, for: position, to: replica)
        return next
    }

    /// A new cursor for `replica`'s snapshot read when the log ended at `position`: one past
    /// its latest, so no earlier answer's cursor stands for it.
    func snapshotCursor(at position: Int64, for replica: String) async throws -> Int64 {
        _ = try await provider.register(SyncViewCursorRow.self)
        let latest = try await provider.load(SyncViewCursorRow.self, key: replica)?.cursor ?? 0
        let next = latest == .max ? 1 : latest + 1
        try await give(next, for: position, to: replica)
        return next
    }

    /// The cursor `replica`'s latest snapshot or pull was given; `0` when none.
    func latest(for replica: String) async throws -> Int64 {
        _ = try await provider.register(SyncViewCursorRow.self)
        return try await provider.load(SyncViewCursorRow.self, key: replica)?.cursor ?? 0
    }

    private func give(_ cursor: Int64, for position: Int64, to replica: String) async throws {
        _ = try await provider.register(SyncViewCursorRow.self)
        let row = try await provider.load(SyncViewCursorRow.self, key: replica) ?? SyncViewCursorRow(replica: replica)
        try await provider.save(row.giving(cursor, for: position))
    }
}
