import Foundation

/// A view that presents data in rows arranged in sections. Transcribes `UITableView` (UIKit
/// `UITableView.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// As UIKit does, the table asks its data source for the number of sections and rows once and
/// keeps them until ``reloadData()`` or a batch update, which checks that the new numbers equal
/// the old ones less the deleted rows plus the inserted ones (UIKit raises
/// `NSInternalInconsistencyException`; the stub records ``_inconsistencies``). Cells are asked
/// for when they come into view (``_simulateLayout()``), kept while they stay in view, and
/// reused. ``selectRow(at:animated:scrollPosition:)`` does not call the delegate;
/// `tableView(_:didSelectRowAt:)` is the user-selection callback (``_simulateUserSelectRow(at:)``).
@MainActor
open class UITableView: UIScrollView {
    private var rowCounts: [Int]?
    private var selected: IndexPath?
    private var registeredIdentifiers: Set<String> = []
    private var reusableCells: [UITableViewCell] = []
    private var visible: [IndexPath: UITableViewCell] = [:]
    private var pendingBatch: (deleted: [IndexPath], inserted: [IndexPath])?

    /// UITableView.h `initWithFrame:style:` (designated).
    public init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame)
    }

    /// UITableView.h `initWithCoder:` (designated). The stub decodes nothing.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UITableView.h `dataSource` (weak).
    open weak var dataSource: (any UITableViewDataSource)?

    /// UITableView.h `delegate` (weak), narrowing UIScrollView's.
    open weak var delegate: (any UITableViewDelegate)?

    /// UITableView.h `registerClass:forCellReuseIdentifier:`, iOS 6.0. The stub makes plain
    /// `UITableViewCell`s whatever the class (it cannot call a subclass's
    /// `initWithStyle:reuseIdentifier:` through the class).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if cellClass == nil {
            registeredIdentifiers.remove(identifier)
        } else {
            registeredIdentifiers.insert(identifier)
        }
    }

    /// UITableView.h `dequeueReusableCellWithIdentifier:forIndexPath:`, iOS 6.0: a cell out of
    /// view, else a new one. UIKit raises for an identifier never registered; the stub records
    /// it in ``_inconsistencies``.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if !registeredIdentifiers.contains(identifier) {
            _inconsistencies.append("unable to dequeue a cell with identifier \(identifier)")
        }
        return reusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// UITableView.h `dequeueReusableCellWithIdentifier:`: a cell of that identifier out of
    /// view, else a new one when a class is registered for it, else `nil` (UIKit also makes a
    /// storyboard prototype's cell; the stub has no prototypes).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusableCell(withIdentifier: identifier) { return cell }
        return registeredIdentifiers.contains(identifier) ? UITableViewCell(style: .default, reuseIdentifier: identifier) : nil
    }

    private func reusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let index = reusableCells.lastIndex(where: { $0.reuseIdentifier == identifier }) else { return nil }
        return reusableCells.remove(at: index)
    }

    /// UITableView.h `reloadData`: forgets the numbers of rows, the cells in view and the
    /// selection; the cells are asked for again on the next layout.
    open func reloadData() {
        rowCounts = nil
        selected = nil
        reusableCells += visible.values
        visible = [:]
        _reloadCount += 1
    }

    /// UITableView.h `performBatchUpdates:completion:`, iOS 11.0, `NS_SWIFT_DISABLE_ASYNC`:
    /// applies the insertions and deletions `updates` makes, deletions at their old positions
    /// and insertions at their new ones, moving the selection and the cells in view with them.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingBatch == nil
        if outer { pendingBatch = ([], []) }
        updates?()
        if outer, let batch = pendingBatch {
            pendingBatch = nil
            apply(deleted: batch.deleted, inserted: batch.inserted)
        }
        completion?(true)
    }

    /// UITableView.h `insertRowsAtIndexPaths:withRowAnimation:`: inside a batch update, rows at
    /// their positions after it; outside, a batch update of its own.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        performBatchUpdates { self.pendingBatch?.inserted += indexPaths }
        _lastRowAnimations.inserted = animation
    }

    /// UITableView.h `deleteRowsAtIndexPaths:withRowAnimation:`: inside a batch update, rows at
    /// their positions before it; outside, a batch update of its own.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        performBatchUpdates { self.pendingBatch?.deleted += indexPaths }
        _lastRowAnimations.deleted = animation
    }

    /// UITableView.h `reloadRowsAtIndexPaths:withRowAnimation:`, iOS 3.0: asks the data source
    /// again for the cells of those rows that are in view, putting their old cells up for reuse,
    /// and deselects them; rows out of view are asked for when they come into view. A row the
    /// table does not have is recorded in ``_inconsistencies``.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        for indexPath in indexPaths {
            guard contains(indexPath) else {
                _inconsistencies.append("a reloaded row out of range: \(indexPath)")
                continue
            }
            if selected == indexPath { selected = nil }
            guard let cell = visible[indexPath], let dataSource else { continue }
            reusableCells.append(cell)
            visible[indexPath] = nil
            _cellRequests += 1
            visible[indexPath] = dataSource.tableView(self, cellForRowAt: indexPath)
        }
        _lastReloadedRows = indexPaths
    }

    /// UITableView.h `indexPathForSelectedRow`: the selected row, or `nil`.
    open var indexPathForSelectedRow: IndexPath? { selected }

    /// UITableView.h `selectRowAtIndexPath:animated:scrollPosition:`: selects the row, or
    /// deselects every row for `nil`; calls no delegate method. A row the table does not have
    /// is ignored.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else {
            selected = nil
            return
        }
        if contains(indexPath) { selected = indexPath }
    }

    // MARK: Test support, not UIKit

    /// Test support, not UIKit: what UIKit does on layout — asks the data source for the cells
    /// of the rows that came into view (each row 44 points high, from the top of the content,
    /// the bounds moved by `contentOffset`) and for the titles of the sections in view, and
    /// puts the cells that left the view up for reuse.
    package func _simulateLayout() {
        guard let dataSource else { return }
        let counts = loadedCounts
        var inView: [IndexPath] = []
        var top: CGFloat = 0
        for (section, rows) in counts.enumerated() {
            for row in 0..<rows {
                if top + Self.rowPitch > bounds.minY, top < bounds.maxY { inView.append(IndexPath(row: row, section: section)) }
                top += Self.rowPitch
            }
        }
        contentSize = CGSize(width: bounds.width, height: top)
        for (indexPath, cell) in visible where !inView.contains(indexPath) {
            visible[indexPath] = nil
            reusableCells.append(cell)
        }
        for indexPath in inView where visible[indexPath] == nil {
            _cellRequests += 1
            visible[indexPath] = dataSource.tableView(self, cellForRowAt: indexPath)
        }
        _headerTitles = [:]
        _footerTitles = [:]
        for section in Set(inView.map(\.section)) {
            _headerTitles[section] = dataSource.tableView(self, titleForHeaderInSection: section)
            _footerTitles[section] = dataSource.tableView(self, titleForFooterInSection: section)
        }
    }

    /// Test support, not UIKit: what UIKit does when the user taps a row — nothing when the
    /// table is hidden or takes no touches, or when it has no such row; else selects it and
    /// calls the delegate's `tableView(_:didSelectRowAt:)`.
    package func _simulateUserSelectRow(at indexPath: IndexPath) {
        guard !isHidden, isUserInteractionEnabled, contains(indexPath) else { return }
        selected = indexPath
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// Test support, not UIKit: the cells in view after the last ``_simulateLayout()``, by row.
    package var _visibleCells: [IndexPath: UITableViewCell] { visible }

    /// Test support, not UIKit: the header titles of the sections in view after the last
    /// ``_simulateLayout()`` (absent: `nil`).
    package private(set) var _headerTitles: [Int: String] = [:]

    /// Test support, not UIKit: the footer titles of the sections in view after the last
    /// ``_simulateLayout()``.
    package private(set) var _footerTitles: [Int: String] = [:]

    /// Test support, not UIKit: the rows the last batch update deleted (old positions) and
    /// inserted (new positions).
    package private(set) var _lastBatchUpdate: (deleted: [IndexPath], inserted: [IndexPath])?

    /// Test support, not UIKit: the animations of the last insertion and deletion.
    package private(set) var _lastRowAnimations: (inserted: UITableView.RowAnimation?, deleted: UITableView.RowAnimation?) = (nil, nil)

    /// Test support, not UIKit: how many times the table asked its data source for a cell.
    package private(set) var _cellRequests = 0

    /// Test support, not UIKit: the rows the last ``reloadRows(at:with:)`` reloaded.
    package private(set) var _lastReloadedRows: [IndexPath] = []

    /// Test support, not UIKit: how many times ``reloadData()`` ran.
    package private(set) var _reloadCount = 0

    /// Test support, not UIKit: what UIKit would have raised an exception for (a batch update
    /// whose counts do not add up, a row out of range, an unregistered cell identifier).
    package private(set) var _inconsistencies: [String] = []

    // MARK: Plumbing

    private static let rowPitch: CGFloat = 44

    private var loadedCounts: [Int] {
        if let rowCounts { return rowCounts }
        guard let dataSource else { return [] }
        let counts = (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
        }
        rowCounts = counts
        return counts
    }

    private func contains(_ indexPath: IndexPath) -> Bool {
        let counts = loadedCounts
        return indexPath.count == 2 && counts.indices.contains(indexPath.section) && indexPath.row >= 0
            && indexPath.row < counts[indexPath.section]
    }

    private func apply(deleted: [IndexPath], inserted: [IndexPath]) {
        _lastBatchUpdate = (deleted, inserted)
        guard let old = rowCounts else { return }
        rowCounts = nil
        let new = loadedCounts
        guard old.count == new.count else {
            _inconsistencies.append("the number of sections changed from \(old.count) to \(new.count) without inserting or deleting sections")
            return
        }
        for (section, count) in old.enumerated() {
            let removed = Set(deleted.filter { $0.section == section }.map(\.row))
            let added = Set(inserted.filter { $0.section == section }.map(\.row))
            if removed.contains(where: { $0 < 0 || $0 >= count }) || added.contains(where: { $0 < 0 || $0 >= new[section] }) {
                _inconsistencies.append("a row out of range in section \(section)")
            }
            if new[section] != count - removed.count + added.count {
                _inconsistencies.append(
                    "section \(section) has \(new[section]) rows; it had \(count), \(removed.count) deleted, \(added.count) inserted")
            }
        }
        selected = selected.flatMap { moved($0, deleted: deleted, inserted: inserted) }
        var kept: [IndexPath: UITableViewCell] = [:]
        for (indexPath, cell) in visible {
            if let target = moved(indexPath, deleted: deleted, inserted: inserted) {
                kept[target] = cell
            } else {
                reusableCells.append(cell)
            }
        }
        visible = kept
    }

    /// Where the row at `indexPath` before a batch update is after it; `nil` when deleted.
    private func moved(_ indexPath: IndexPath, deleted: [IndexPath], inserted: [IndexPath]) -> IndexPath? {
        guard !deleted.contains(indexPath) else { return nil }
        var row = indexPath.row - deleted.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
        for insertion in inserted.filter({ $0.section == indexPath.section }).map(\.row).sorted() where insertion <= row {
            row += 1
        }
        return IndexPath(row: row, section: indexPath.section)
    }
}

extension UITableView {
    /// UITableView.h `UITableViewStyle`, `UITableView.Style` by UIKit.apinotes, iOS 2.0. An
    /// open C enum on iOS: switch over it with `@unknown default`.
    public enum Style: Int, Sendable {
        /// `UITableViewStylePlain`.
        case plain = 0
        /// `UITableViewStyleGrouped`.
        case grouped = 1
        /// `UITableViewStyleInsetGrouped`, iOS 13.0.
        case insetGrouped = 2
    }

    /// UITableView.h `UITableViewRowAnimation`, `UITableView.RowAnimation` by UIKit.apinotes,
    /// iOS 2.0. An open C enum on iOS: switch over it with `@unknown default`.
    public enum RowAnimation: Int, Sendable {
        /// `UITableViewRowAnimationFade`.
        case fade = 0
        /// `UITableViewRowAnimationRight`.
        case right = 1
        /// `UITableViewRowAnimationLeft`.
        case left = 2
        /// `UITableViewRowAnimationTop`.
        case top = 3
        /// `UITableViewRowAnimationBottom`.
        case bottom = 4
        /// `UITableViewRowAnimationNone`, iOS 3.0.
        case none = 5
        /// `UITableViewRowAnimationMiddle`, iOS 3.2.
        case middle = 6
        /// `UITableViewRowAnimationAutomatic`, iOS 5.0.
        case automatic = 100
    }

    /// UITableView.h `UITableViewScrollPosition`, `UITableView.ScrollPosition` by
    /// UIKit.apinotes, iOS 2.0. An open C enum on iOS: switch over it with `@unknown default`.
    public enum ScrollPosition: Int, Sendable {
        /// `UITableViewScrollPositionNone`.
        case none = 0
        /// `UITableViewScrollPositionTop`.
        case top = 1
        /// `UITableViewScrollPositionMiddle`.
        case middle = 2
        /// `UITableViewScrollPositionBottom`.
        case bottom = 3
    }
}

/// The data source of a table view. Transcribes `UITableViewDataSource` (UIKit
/// `UITableView.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// The first two requirements are required on iOS too; the others are `optional` on iOS and
/// plain requirements here (reference §1 rule 4). Requirements no adapter implements (editing,
/// moving, index titles) are left out.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// UITableView.h `tableView:numberOfRowsInSection:`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// UITableView.h `tableView:cellForRowAtIndexPath:`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// UITableView.h `numberOfSectionsInTableView:` (importer rule); 1 when not implemented.
    func numberOfSections(in tableView: UITableView) -> Int
    /// UITableView.h `tableView:titleForHeaderInSection:`.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// UITableView.h `tableView:titleForFooterInSection:`.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

/// The delegate of a table view. Transcribes `UITableViewDelegate` (UIKit `UITableView.h`,
/// `NS_SWIFT_UI_ACTOR`), iOS 2.0, refining ``UIScrollViewDelegate``.
///
/// Every requirement is `optional` on iOS; here the one the adapter implements is a plain
/// requirement (reference §1 rule 4). The others are left out on purpose: implementing
/// `tableView(_:willSelectRowAt:)` or the height and header-view methods changes what iOS does.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// UITableView.h `tableView:didSelectRowAtIndexPath:`: the user selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}
