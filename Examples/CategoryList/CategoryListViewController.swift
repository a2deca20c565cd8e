import ActionData
import ActionDataSQLite
import ActionDataUIKit
import UIKit

/// The list of categories: a bound table whose selection opens the detail form. There is no
/// data source code — the rows, their text and background, and the selection are bindings.
/// The categories are stored on the device and, when the app is run with `-SyncServer URL`,
/// synced with that server: the prompt says where the sync stands.
final class CategoryListViewController: ADBoundViewController {
    private let table = ADBoundTableView(frame: .zero, style: .insetGrouped)
    private let library: CategoryLibrary?
    private var problem: String?
    private weak var openForm: CategoryDetailViewController?

    /// The list of the device's categories.
    init() {
        do {
            let library = try CategoryLibrary.open()
            self.library = library
            problem = library.problem
        } catch {
            library = nil
            problem = "The categories cannot be opened: \(error)"
        }
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Categories"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addCategory))
        if CategoryLibrary.server != nil {
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sync", style: .plain, target: self, action: #selector(syncNow))
        }
        navigationItem.prompt = problem

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
        follow()
    }

    /// Fills the table, also on coming back from a form: nothing is selected any more.
    override func viewWillAppear(_ animated: Bool) {
        reload()
        super.viewWillAppear(animated)
    }

    /// A row was selected: the binding wrote it to `selected`; open it in the detail form.
    override func controlDidChange(_ control: any ADBindable) {
        guard control === table.model else { return }
        do {
            guard let selected = try getDataModel(CategoryCatalog.self).selected else { return }
            edit(selected)
        } catch {
            navigationItem.prompt = "Unable to read the selection: \(error)"
        }
    }

    @objc private func addCategory() {
        edit(Category())
    }

    private func edit(_ category: Category) {
        guard let library else { return }
        let detail = CategoryDetailViewController(category: category, library: library) { [weak self] in self?.reload() }
        openForm = detail
        navigationController?.pushViewController(detail, animated: true)
    }

    /// Fills the table from the database; rows that came or went are animated.
    private func reload() {
        guard let library else { return }
        do {
            try setDataModel(CategoryCatalog(categories: try library.loadAll(), selected: nil))
        } catch {
            navigationItem.prompt = "The categories cannot be shown: \(error)"
        }
    }

    /// Syncs now, asking first for the account to sync as when the device has not signed in.
    @objc private func syncNow() {
        guard let library, let client = library.client else { return }
        guard !library.needsSignIn else { return askToSignIn() }
        Task { _ = try? await client.sync() }
    }

    /// Reads the updates of every sync: the prompt shows where it stands, the list reloads
    /// when categories changed, the open form hears of its record, and a token the server no
    /// longer knows asks the person to sign in again.
    private func follow() {
        guard let library, let client = library.client else { return }
        Task { [weak self] in
            for await update in await client.updates() {
                guard let self else { return }
                let state = update.formState
                self.navigationItem.prompt = state.failure ?? state.summary
                if case .server(status: 401, _) = update.failure?.kind {
                    await library.signOut()
                    self.askToSignIn()
                }
                if update.changed(in: Category.tableName) { self.reload() }
                self.openForm?.take(update)
            }
        }
        if library.needsSignIn {
            navigationItem.prompt = "Tap Sync to sign in."
        } else {
            Task { await library.startSyncing() }
        }
    }

    private func askToSignIn() {
        guard let library, presentedViewController == nil else { return }
        let alert = UIAlertController(
            title: "Sign In to Sync", message: "Categories sync with \(CategoryLibrary.server?.host ?? "the server") as this account.",
            preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.textContentType = .username
            field.autocapitalizationType = .none
        }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.textContentType = .password
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Not Now", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign In", style: .default) { [weak self, weak alert] _ in
            let name = alert?.textFields?.first?.text ?? ""
            let password = alert?.textFields?.last?.text ?? ""
            Task { [weak self] in
                do {
                    try await library.signIn(name: name, password: password)
                } catch {
                    self?.navigationItem.prompt = "Not signed in: \(error)"
                }
            }
        })
        present(alert, animated: true)
    }
}
