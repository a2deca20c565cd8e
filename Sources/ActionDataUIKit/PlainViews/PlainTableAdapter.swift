#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Binds a plain `UITableView` a binding behavior found (AKABeacon's `dataSourceBinding_aka`):
/// it becomes the table's data source and delegate and shows the rows, in the cell layouts of
/// the table's prototype cells, as an `ADBoundTableView` does; selecting a row is an edit.
@MainActor
final class PlainTableAdapter: BoundView {
    private let table: UITableView
    private let model: ADListModel
    /// Made once the adapter exists, as a selection reports to it.
    private var source: ListTableSource?
    weak var boundController: ADBoundViewController?

    init(_ table: UITableView, model: ADListModel) {
        self.table = table
        self.model = model
        let source = ListTableSource(model: model) { [weak self] in self?.reportEdit() }
        source.prepare(table)
        table.dataSource = source
        table.delegate = source
        self.source = source
    }

    var view: UIView { table }

    var bindable: any ADBindable { model }

    func render() {
        renderVisibility()
        source?.show(in: table)
    }
}
