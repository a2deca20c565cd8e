/// How a table showing a list brings itself up to date after the rows were rebuilt: the answer
/// of ``ADListModel/update(since:)``.
///
/// Row positions follow the rules of a table view's batch update: ``rows(removed:inserted:)``
/// gives removed rows at their positions before the change and inserted rows at their
/// positions after it, each in order.
public enum ADListUpdate: Sendable, Hashable {
    /// Nothing the table shows changed.
    case none
    /// Rows were only removed and inserted; the rows kept show as before, in the same order.
    case rows(removed: [ADListIndex], inserted: [ADListIndex])
    /// As many rows as before in each section, under the same titles and cell layouts; only
    /// these rows hold or show something new (their value, text or background): the table shows them
    /// again and keeps the other cells. A 10,000-row list whose one row was edited re-shows
    /// that row alone.
    case changed(rows: [ADListIndex])
    /// Show everything again: the first rows, another number of sections, a title, the text
    /// or background of a kept row while others came or went, or the table missed a change.
    case reloadAll

    /// The update from `old` sections to `new` ones, whose rows `change` inserted and removed.
    init(from old: [ADListSection], to new: [ADListSection], change: ADListChange) {
        if let changed = Self.changedRows(from: old, to: new) {
            self = changed.isEmpty ? .none : .changed(rows: changed)
            return
        }
        guard old.count == new.count else {
            self = .reloadAll
            return
        }
        for (before, after) in zip(old, new) {
            guard before.headerTitle == after.headerTitle, before.footerTitle == after.footerTitle else {
                self = .reloadAll
                return
            }
        }
        for section in new.indices {
            let removed = Set(change.removed.filter { $0.section == section }.map(\.row))
            let inserted = Set(change.inserted.filter { $0.section == section }.map(\.row))
            let keptBefore = old[section].rows.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
            let keptAfter = new[section].rows.enumerated().filter { !inserted.contains($0.offset) }.map(\.element)
            guard keptBefore == keptAfter else {
                self = .reloadAll
                return
            }
        }
        let inOrder = { (a: ADListIndex, b: ADListIndex) in (a.section, a.row) < (b.section, b.row) }
        self = change.removed.isEmpty && change.inserted.isEmpty
            ? .none : .rows(removed: change.removed.sorted(by: inOrder), inserted: change.inserted.sorted(by: inOrder))
    }

    /// The rows that differ between `old` and `new`; `nil` when the number of sections, a
    /// section's titles or its number of rows changed, or a row changed its cell layout (it is
    /// removed and inserted, to come back in a cell of the other layout).
    private static func changedRows(from old: [ADListSection], to new: [ADListSection]) -> [ADListIndex]? {
        guard old.count == new.count else { return nil }
        var changed: [ADListIndex] = []
        for (section, (before, after)) in zip(old, new).enumerated() {
            guard before.headerTitle == after.headerTitle, before.footerTitle == after.footerTitle,
                  before.rows.count == after.rows.count else { return nil }
            for (row, (was, now)) in zip(before.rows, after.rows).enumerated() where was != now {
                guard was.cellLayout == now.cellLayout else { return nil }
                changed.append(ADListIndex(section: section, row: row))
            }
        }
        return changed
    }
}
