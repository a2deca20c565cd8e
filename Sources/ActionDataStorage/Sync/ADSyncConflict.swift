import ActionData
import Foundation

/// A change that lost: to a concurrent edit of the same field, to a delete (or a delete to an
/// edit), or to the server's permissions. Providers keep these in the table ``tableName``,
/// written in the transaction that settled them; read them with
/// `ADSyncProvider.conflicts(limit:)`.
public struct ADSyncConflict: ADDataTable, Sendable, Hashable {
    public static let tableName = "ActionDataSyncConflicts"
    public static let primaryKey = "id"
    public static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt

    /// How the change lost.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// Another edit of the field, made concurrently, was kept (the later, or the resolved value).
        case edited
        /// The record was deleted concurrently and the delete was kept.
        case deleted
        /// A concurrent edit kept the record this delete would have removed.
        case revived
        /// The server refused it: ``message`` says why.
        case refused
    }

    /// The entry's number, increasing.
    public var id = -1
    /// When the conflict was settled, by this replica's clock.
    public var time = Date(timeIntervalSince1970: 0)
    /// The table.
    public var table = ""
    /// The record's key.
    public var record = ""
    /// The field; empty when a delete lost.
    public var field = ""
    /// How the change lost.
    public var reason = Reason.edited
    /// The value kept, as tagged JSON (see ``kept``).
    public var keptValue = ""
    /// The value that lost, as tagged JSON (see ``lost``).
    public var lostValue = ""
    /// The replica whose change was kept; empty for a refusal.
    public var keptReplica = ""
    /// The replica whose change lost.
    public var lostReplica = ""
    /// The stamp of the change that lost, as text.
    public var lostStamp = ""
    /// Why the server refused the change, for ``Reason/refused``; else empty.
    public var message = ""
    /// Whether the person saw to it (``ADSyncProvider/settleConflicts(_:)``): it no longer
    /// counts in ``ADSyncStatus/conflicts`` nor shows in ``ADSyncProvider/conflicts(limit:)``.
    public var settled = false

    /// An empty entry: the table's template.
    public init() {}

    /// A conflict not yet stored.
    public init(
        time: Date, table: String, record: String, field: String, reason: Reason, kept: ADValue, lost: ADValue,
        keptReplica: String, lostStamp: ADSyncStamp, message: String = ""
    ) {
        self.time = time
        self.table = table
        self.record = record
        self.field = field
        self.reason = reason
        keptValue = TaggedValue.text(kept)
        lostValue = TaggedValue.text(lost)
        self.keptReplica = keptReplica
        lostReplica = lostStamp.replica
        self.lostStamp = lostStamp.text
        self.message = message
    }

    /// The value kept; `.null` for a delete kept.
    public var kept: ADValue { (try? TaggedValue.value(keptValue)) ?? .null }
    /// The value that lost; `.null` for a delete that lost.
    public var lost: ADValue { (try? TaggedValue.value(lostValue)) ?? .null }

    /// The filter of the conflicts not settled.
    package static let unsettled = "NOT settled"
}
