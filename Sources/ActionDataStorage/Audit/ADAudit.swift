import ActionData
import Foundation

/// Who makes an audited write, and which fields are written to the history without values.
///
/// Pass it to ``ADDataProvider/save(_:audit:)`` or ``ADDataProvider/delete(_:key:audit:)``:
/// the provider writes the change and one ``ADAuditEntry`` in the same transaction, so the
/// history holds every change that was committed and nothing that was not.
///
/// ```swift
/// let audit = ADAudit(by: identity, withholding: ["cost"])
/// try await provider.save(category, audit: audit)
/// let history = try await provider.history(of: Category.self, key: category.id)
/// ```
public struct ADAudit: Sendable, Hashable {
    /// Who makes the change; `ADIdentity.anonymous` when nobody signed in.
    public var author: ADIdentity
    /// Fields recorded as changed without their values: those some role may not see
    /// (`ADPermissions/hiddenFields(of:)`), so the history never shows them to anyone.
    public var withheld: Set<String>

    /// A write by `author`, leaving the values of `withheld` fields out of the history.
    public init(by author: ADIdentity, withholding withheld: Set<String> = []) {
        self.author = author
        self.withheld = withheld
    }

    /// The history row for a write to `table` that turned `before` (`nil`: the record was
    /// created) into `after` (`nil`: it was deleted), at `time`; `nil` when the write changed
    /// nothing, or when it had no record on either side.
    package func entry(table: String, key: ADValue, before: ADRecord?, after: ADRecord?, at time: Date) -> ADAuditEntry? {
        let action: ADAuditAction
        switch (before, after) {
        case (nil, nil): return nil
        case (nil, _): action = .create
        case (_, nil): action = .delete
        default: action = .update
        }
        let old = before ?? [:]
        let new = after ?? [:]
        var changes: [ADAuditChange] = []
        var seen = Set<String>()
        for field in old.fieldNames + new.fieldNames where seen.insert(field).inserted {
            let was = old[field] ?? .null
            let now = new[field] ?? .null
            guard was != now || action != .update else { continue }
            guard was != .null || now != .null else { continue }
            changes.append(ADAuditChange(
                field: field, old: before == nil ? nil : was, new: after == nil ? nil : now,
                withheld: withheld.contains(field)))
        }
        if action == .update && changes.isEmpty { return nil }
        return ADAuditEntry(
            time: time, author: author.isAnonymous ? ADIdentity.anonymousRole : author.id, authorName: author.name,
            table: table, record: ADAuditEntry.keyText(key), action: action, changes: changes)
    }
}
