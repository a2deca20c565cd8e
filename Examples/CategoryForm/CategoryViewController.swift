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

    /// Reads the edits back; nothing is written when a control holds invalid input.
    @IBAction func save(_ sender: Any) {
        do {
            let category = try getDataModel(Category.self)
            print("Category: \(category.description)")
        } catch {
            print("Unable to read data model: \(error)")
        }
    }
}
