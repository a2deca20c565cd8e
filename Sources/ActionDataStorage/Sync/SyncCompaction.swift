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
