import ActionData
import Foundation

/// One audited write: who changed which record of which table, when, and each field's old
/// and new value. Providers keep these rows in the table ``tableName``, written in the same
/// transaction as the change they describe; read them with
/// ``ADDataProvider/history(of:key:limit:)``.
public struct ADAuditEntry: ADDataTable, Sendable, Hashable {
    public static let tableName = "ActionDataAudit"
    public static let primaryKey = "id"
    public static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt

    /// The entry's number, increasing with every write.
    public var id = -1
    /// When the change was committed (the provider's clock, to the microsecond).
    public var time = Date(timeIntervalSince1970: 0)
    /// The author's `ADIdentity.id`, or `anonymous`.
    public var author = ""
    /// The author's display name as it was at the time.
    public var authorName = ""
    /// The table changed (its model's ``ADDataTable/tableName``).
    public var table = ""
    /// The record's primary key, as text.
    public var record = ""
    /// What the write did.
    public var action = ADAuditAction.update
    /// The fields that changed, in the record's order.
    public var changes: [ADAuditChange] = []

    /// An empty entry: the table's template.
    public init() {}

    /// An entry not yet stored.
    public init(
        time: Date, author: String, authorName: String, table: String, record: String, action: ADAuditAction,
        changes: [ADAuditChange]
    ) {
        self.time = time
        self.author = author
        self.authorName = authorName
        self.table = table
        self.record = record
        self.action = action
        self.changes = changes
    }

    /// The same entry as someone from whom `hidden` fields are hidden may see it.
    public func withholding(_ hidden: Set<String>) -> ADAuditEntry {
        guard !hidden.isEmpty else { return self }
        var entry = self
        entry.changes = changes.map { $0.withholding(hidden) }
        return entry
    }

    /// A primary key as the text ``record`` holds: an integer in decimal, text as it is.
    package static func keyText(_ key: ADValue) -> String {
        switch key {
        case .string(let text): text
        case .int(let number): String(number)
        default: key.description
        }
    }
}
