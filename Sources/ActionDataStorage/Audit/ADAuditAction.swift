/// What an audited write did to a record.
public enum ADAuditAction: String, Sendable, Hashable, CaseIterable, Codable {
    /// The record was stored for the first time.
    case create
    /// A stored record was changed.
    case update
    /// The record was deleted.
    case delete
}
