import ActionData
import ActionDataUIKit
import UIKit

/// The spec's quick example: fill the form from a `Category` when it loads, read the edits back
/// when the user saves. Every control is bound in `Main.storyboard`; there are no outlets.
final class CategoryViewController: ADBoundViewController {
    override func viewDidLoad() {
        super.viewDidLoad()

        // Create a model instance and populate it.
        let category = Category(
            name: "Swift File", description: "A file containing swift source code.",
            usage: .local, url: "https://developer.apple.com/documentation/webkit/wkwebview")
        category.labelColor = .orange
        category.quantity = 1000
        category.highlightColor = "#FF0000"

        // Bind the model to the view.
        do {
            try setDataModel(category)
        } catch {
            print("Failed to set data model: \(error)")
        }
    }

    /// The Save button (`Main.storyboard`): reads the edits back into a `Category`. Where a
    /// control holds input that is not valid, nothing is read: each message already shows under
    /// its control (and VoiceOver has spoken it); the alert says what to fix before saving.
    @IBAction func save(_ sender: Any) {
        do {
            let category = try getDataModel(Category.self)
            print("Category: \(category.description)")
            present(Self.alert(title: "Saved", message: category.name), animated: true)
        } catch {
            let messages = error.failures.map(\.message).joined(separator: "\n")
            present(Self.alert(title: "Not saved", message: messages), animated: true)
        }
    }

    private static func alert(title: String, message: String) -> UIAlertController {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        return alert
    }
}
