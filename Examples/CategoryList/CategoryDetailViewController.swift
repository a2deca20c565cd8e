import ActionData
import ActionDataSQLite
import ActionDataUIKit
import UIKit

/// The detail form of one category, built in code: each control names the field it binds, and
/// Save reads every edit back at once or shows, under each failing control, why it cannot.
/// While it is open, a sync that changes its category refreshes the fields the user has not
/// edited, and the form announces the sync's conflicts and refusals to VoiceOver.
final class CategoryDetailViewController: ADBoundViewController {
    private let category: Category
    private let library: CategoryLibrary
    private let onSave: () -> Void

    /// A form editing `category`, saving it into `library`; `onSave` runs after a save.
    init(category: Category, library: CategoryLibrary, onSave: @escaping () -> Void) {
        self.category = category
        self.library = library
        self.onSave = onSave
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = category.name.isEmpty ? "New Category" : category.name
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .save, target: self, action: #selector(save))

        let name = ADBoundTextField()
        name.dataPath = "name"
        name.placeholder = "Name"
        name.required = true
        name.requiredError = "A category needs a name."

        let description = ADBoundTextField()
        description.dataPath = "description"
        description.placeholder = "Description"

        let quantity = ADBoundTextField()
        quantity.dataPath = "quantity"
        quantity.formatType = "number"
        quantity.formatPattern = "#,##0"
        quantity.keyboardType = .numberPad
        quantity.liveUpdate = true

        let advice = ADBoundLabel()
        advice.dataPath = "compare(quantity > 10, 'quantity good', 'order more product')"

        let enabled = ADBoundSwitch()
        enabled.dataPath = "enabled"

        for field in [name, description, quantity] {
            field.borderStyle = .roundedRect
            field.showPrevNextButtons = true
            field.showDoneButton = true
        }

        let form = UIStackView(arrangedSubviews: [name, description, quantity, advice, enabled])
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])

        do {
            try setDataModel(category)
        } catch {
            navigationItem.prompt = "This category cannot be shown: \(error)"
        }
    }

    /// What a sync did: the form shows its state, and takes the category as the sync left it
    /// when the sync changed it, keeping the user's unsaved edits.
    func take(_ update: ADSyncUpdate) {
        syncState = update.formState(forRecord: category.id, in: Category.tableName)
        if syncState.recordRemoved { navigationItem.prompt = "This category was deleted elsewhere, or is no longer yours to see." }
        guard !category.id.isEmpty, update.changed(category.id, in: Category.tableName) else { return }
        Task {
            do {
                if let stored = try await library.storedRecord(of: category.id) { refreshFromStore(stored) }
            } catch {
                navigationItem.prompt = "The category's synced changes cannot be read: \(error)"
            }
        }
    }

    /// Reads the edits back and stores them; while a control holds invalid input nothing is
    /// saved and the validation presenter shows why under it.
    @objc private func save() {
        guard let edited = try? getDataModel(Category.self) else { return }
        do {
            _ = try library.save(edited)
            onSave()
            navigationController?.popViewController(animated: true)
        } catch {
            navigationItem.prompt = "Not saved: \(error)"
        }
    }
}
