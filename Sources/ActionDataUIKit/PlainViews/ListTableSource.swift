#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// How a table view shows an `ADListModel`: its sections, rows (in the row's cell layout when
/// the table has that prototype), headers, footers and selection, and what selecting a row
/// does. An `ADBoundTableView` and a plain `UITableView` a binding behavior bound each keep one.
@MainActor
final class ListTableSource: NSObject {
    /// The reuse identifier of the cells of rows without a layout.
    static let cellIdentifier = "ADBoundTableViewCell"
    private let model: ADListModel
    private let didSelect: () -> Void
    private var shownRevision: Int?

    /// A source for `model`; `didSelect` reports a selection, already written into the model.
    init(model: ADListModel, didSelect: @escaping () -> Void) {
        self.model = model
        self.didSelect = didSelect
    }

    /// Registers the plain cell with `table`.
    func prepare(_ table: UITableView) {
        table.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    /// Shows the model's changes since the last time: the rows that changed, or all of them,
    /// with the model's animations, then its selection.
    func show(in table: UITableView) {
        switch model.update(since: shownRevision) {
        case .none:
            break
        case .reloadAll:
            table.reloadData()
        case .changed(let rows):
            table.reloadRows(at: rows.map(IndexPath.init), with: .none)
        case .rows(let removed, let inserted):
            table.performBatchUpdates {
                table.deleteRows(at: removed.map(IndexPath.init), with: UITableView.RowAnimation(self.model.deleteAnimation))
                table.insertRows(at: inserted.map(IndexPath.init), with: UITableView.RowAnimation(self.model.insertAnimation))
            }
        }
        shownRevision = model.revision
        let selection = model.selectedIndex.map(IndexPath.init)
        if table.indexPathForSelectedRow != selection {
            table.selectRow(at: selection, animated: false, scrollPosition: .none)
        }
    }
}

extension ListTableSource: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        model.numberOfSections
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model.numberOfRows(inSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = model.row(at: ADListIndex(indexPath))
        let cell: UITableViewCell
        if let layout = row?.cellLayout {
            cell = tableView.dequeueReusableCell(withIdentifier: layout) ?? UITableViewCell(style: .default, reuseIdentifier: layout)
        } else {
            cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        }
        var content = cell.defaultContentConfiguration()
        content.text = row?.text
        cell.contentConfiguration = content
        cell.backgroundColor = UIColor.bound(row?.backgroundColor)
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        model.headerTitle(ofSection: section)
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        model.footerTitle(ofSection: section)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        model.selectedIndex = ADListIndex(indexPath)
        didSelect()
    }
}

extension IndexPath {
    fileprivate init(_ index: ADListIndex) {
        self.init(row: index.row, section: index.section)
    }
}

extension ADListIndex {
    fileprivate init(_ indexPath: IndexPath) {
        self.init(section: indexPath.section, row: indexPath.row)
    }
}

extension UITableView.RowAnimation {
    fileprivate init(_ animation: ADListRowAnimation) {
        switch animation {
        case .fade: self = .fade
        case .right: self = .right
        case .left: self = .left
        case .top: self = .top
        case .bottom: self = .bottom
        case .none: self = .none
        case .middle: self = .middle
        case .automatic: self = .automatic
        }
    }
}
