import ActionData
import ActionDataUIKit
import UIKit

/// The detail form of one category, built in code: each control names the field it binds, and
/// Save reads every edit back at once or shows, under each failing control, why it cannot.
final class CategoryDetailViewController: ADBoundViewController {
    private let category: Category
    private let onSave: (Category) -> Void

    /// A form editing `category`; `onSave` receives it as saved.
    init(category: Category, onSave: @escaping (Category) -> Void) {
        self.category = category
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
            print("Failed to set data model: \(error)")
        }
    }

    /// Reads the edits back; while a control holds invalid input nothing is saved and the
    /// validation presenter shows why under it.
    @objc private func save() {
        guard let saved = try? getDataModel(Category.self) else { return }
        onSave(saved)
        navigationController?.popViewController(animated: true)
    }
}
