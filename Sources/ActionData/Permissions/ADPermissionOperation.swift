/// What a permission rule allows: one of a table's operations.
public enum ADPermissionOperation: String, Sendable, Hashable, CaseIterable, Codable {
    /// Seeing a record: listing it, opening it, being told it exists.
    case read
    /// Saving a record that was not stored before.
    case create
    /// Saving changes to a stored record.
    case update
    /// Deleting a stored record.
    case delete
    /// Seeing who changed a record, and what.
    case history
}
