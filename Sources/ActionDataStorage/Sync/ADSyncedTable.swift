import ActionData

/// A model whose records sync between replicas — devices on SQLite, the server on
/// PostgreSQL or SQLite — field by field.
///
/// Conform a model instead of ``ADDataTable``: every save and delete through a provider then
/// writes its field-level changes to the change log in the same transaction, which
/// `ADSyncClient` pushes and pulls. Keys must be ones two offline replicas cannot both choose:
/// ``ADDataTableKeyType/timeOrderedUUIDString`` (best), ``ADDataTableKeyType/autoUUIDString``,
/// or text the app makes unique (``ADDataTableKeyType/uniqueValue`` with a `String` key).
///
/// ```swift
/// struct Inspection: ADSyncedTable {
///     static let tableName = "Inspections"
///     static let primaryKey = "id"
///     static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString
///     static let syncRules = ADSyncRules(resolving: ["quantity": .formula("max(mine.quantity, theirs.quantity)")])
///
///     var id = ""
///     var site = ""
///     var quantity = 0
/// }
/// ```
public protocol ADSyncedTable: ADDataTable {
    /// How this table settles concurrent edits; ``ADSyncRules/init(deletes:resolving:)``'s
    /// defaults unless the model says otherwise.
    static var syncRules: ADSyncRules { get }
}

extension ADSyncedTable {
    public static var syncRules: ADSyncRules { ADSyncRules() }
}

/// How a synced table settles two replicas' concurrent changes to one record.
///
/// Edits of different fields never conflict: both are kept. Two edits of one field keep the
/// later one by hybrid-clock stamp unless ``resolutions`` names the field; the other is recorded
/// as an ``ADSyncConflict``. A delete against a concurrent edit follows ``deletes``.
public struct ADSyncRules: Sendable {
    /// What a delete does against a concurrent edit of the same record.
    public var deletes: ADSyncDeleteRule
    /// How the server settles concurrent edits of a field, by field name; a field not named
    /// keeps the later edit.
    public var resolutions: [String: ADSyncResolution]

    /// Rules where `deletes` settles a delete against an edit and `resolutions` settles edits
    /// of the fields it names.
    public init(deletes: ADSyncDeleteRule = .deleteWins, resolving resolutions: [String: ADSyncResolution] = [:]) {
        self.deletes = deletes
        self.resolutions = resolutions
    }
}

/// What a delete does against an edit of the same record made concurrently.
public enum ADSyncDeleteRule: Sendable, Hashable {
    /// The record stays deleted; the edit is recorded as the loser. The default.
    case deleteWins
    /// The edited record comes back with every field's latest value; the delete is recorded
    /// as the loser.
    case editWins
}

/// How the server settles two concurrent edits of one field.
public enum ADSyncResolution: Sendable {
    /// The edit with the later hybrid-clock stamp wins.
    case later
    /// A formula over `mine` (the record as the server holds it) and `theirs` (the record
    /// with the incoming edit), such as `max(mine.quantity, theirs.quantity)`; its value is
    /// stored as a new edit that every replica pulls.
    case formula(String)
    /// A closure given the field's name, `mine` and `theirs`, as for ``formula(_:)``.
    case custom(@Sendable (_ field: String, _ mine: ADRecord, _ theirs: ADRecord) -> ADValue)
}
