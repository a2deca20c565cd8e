import ActionDataStorage
import OrderedCollections

/// The next page of a snapshot, read and written while the device takes in the page it was
/// just sent: a snapshot's pages are otherwise one chain of read, encode, send and decode,
/// with the server idle while the device works and the device idle while the server does.
///
/// A page read ahead is kept for the one request that asks for it: the same identity (by the
/// fingerprint of what its rules read), replica, position, size and encoding. It is what that
/// request would have been answered a moment earlier, as a slow network would deliver it:
/// read after the snapshot's first page, whose cursor the device pulls the log from, so the
/// log brings anything that changed since. Once a first page is read, what was read ahead for
/// its identity and replica before is forgotten: an earlier snapshot's cursor covers it, this
/// one's does not. At most ``capacity`` pages are kept, none longer than ``lifetime``, so a
/// client that stops following costs one page's work.
actor SnapshotReadAhead {
    /// What a page read ahead answers.
    struct Key: Hashable, Sendable {
        /// ``SyncAccess/fingerprint(of:)`` of the identity it was read for.
        var access: String
        var replica: String?
        var position: ADSyncSnapshotPosition
        var limit: Int
        var gzip: Bool
    }

    /// The most pages kept at once.
    static let capacity = 16
    /// How long a page read ahead may wait for its request.
    static let lifetime = Duration.seconds(30)

    private var pages = OrderedDictionary<Key, (started: ContinuousClock.Instant, page: Task<SnapshotAnswer, any Error>)>()

    /// Starts reading the page `key` names with `read`, unless it is being read already; the
    /// oldest page kept goes when there is no room.
    func start(_ key: Key, read: @escaping @Sendable () async throws -> SnapshotAnswer) {
        guard pages[key] == nil else { return }
        if pages.count >= Self.capacity, let oldest = pages.elements.first {
            oldest.value.page.cancel()
            pages.removeFirst()
        }
        pages[key] = (ContinuousClock.now, Task.detached { try await read() })
    }

    /// Forgets the pages read ahead for `access` and `replica`: a snapshot starts anew.
    func forget(access: String, replica: String?) {
        for (key, _) in pages.filter({ $0.key.access == access && $0.key.replica == replica }) {
            pages.removeValue(forKey: key)?.page.cancel()
        }
    }

    /// The page `key` names, read ahead, and no longer kept; `nil` when none was read or it waited too long.
    func take(_ key: Key) -> Task<SnapshotAnswer, any Error>? {
        let now = ContinuousClock.now
        for (stale, _) in pages.filter({ now - $0.value.started > Self.lifetime }) {
            pages.removeValue(forKey: stale)?.page.cancel()
        }
        return pages.removeValue(forKey: key)?.page
    }
}
