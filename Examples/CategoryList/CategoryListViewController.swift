import ActionData
import ActionDataUIKit
import UIKit

/// The list of categories: a bound table whose selection opens the detail form. There is no
/// data source code — the rows, their text and background, and the selection are bindings.
final class CategoryListViewController: ADBoundViewController {
    private let table = ADBoundTableView(frame: .zero, style: .insetGrouped)
    private var catalog = CategoryCatalog.sample

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Categories"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addCategory))

        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSourceBinding_aka = """
            [ categories { headerTitle: "Categories", footerTitle: "Greyed categories are disabled." } ]
            { selectedItem: selected, insertAnimation: .Fade, deleteAnimation: .Left }
            """
        table.cellBinding = "name"
        table.cellStyleBinding = ##"{ backgroundColor: $whenNot(enabled) "#E5E5EA" }"##
        table.liveUpdate = true
        view.addSubview(table)
    }

    /// Fills the table, also on coming back from a form: nothing is selected any more.
    override func viewWillAppear(_ animated: Bool) {
        show(catalog)
        super.viewWillAppear(animated)
    }

    /// A row was selected: the binding wrote it to `selected`; open it in the detail form.
    override func controlDidChange(_ control: any ADBindable) {
        guard control === table.model else { return }
        do {
            guard let selected = try getDataModel(CategoryCatalog.self).selected else { return }
            edit(selected)
        } catch {
            print("Unable to read the selection: \(error)")
        }
    }

    @objc private func addCategory() {
        edit(Category(id: catalog.nextID, name: "", description: "", quantity: 0, enabled: true))
    }

    private func edit(_ category: Category) {
        let detail = CategoryDetailViewController(category: category) { [weak self] saved in
            guard let self else { return }
            self.show(self.catalog.replacing(saved))
        }
        navigationController?.pushViewController(detail, animated: true)
    }

    /// Fills the table from `catalog`; rows that came or went are animated.
    private func show(_ catalog: CategoryCatalog) {
        do {
            try setDataModel(catalog)
            self.catalog = catalog
        } catch {
            print("Failed to set data model: \(error)")
        }
    }
}
