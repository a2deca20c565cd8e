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
    /// The permissions the write is judged by on the row as stored when it is written, in the
    /// write's transaction; `nil` judges nothing (the caller has).
    public var rules: ADWriteRules?

    /// A write by `author`, leaving the values of `withheld` fields out of the history, judged
    /// in its transaction by `rules` when given.
    public init(by author: ADIdentity, withholding withheld: Set<String> = [], rules: ADWriteRules? = nil) {
        self.author = author
        self.withheld = withheld
        self.rules = rules
    }

    /// Throws ``ADDataError`` with kind ``ADDataError/Kind/refused(_:)`` unless ``rules`` allow
    /// saving `after` over the stored row `before` of `table`.
    package func judgeSave(before: ADRecord?, after: ADRecord, in table: String) throws(ADDataError) {
        do {
            try rules?.judgeSave(before: before, after: after)
        } catch {
            throw ADDataError(.refused(error), table: table)
        }
    }

    /// Throws ``ADDataError`` with kind ``ADDataError/Kind/refused(_:)`` unless ``rules`` allow
    /// deleting the stored row `before` of `table`.
    package func judgeDelete(before: ADRecord?, in table: String) throws(ADDataError) {
        do {
            try rules?.judgeDelete(before: before)
        } catch {
            throw ADDataError(.refused(error), table: table)
        }
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
