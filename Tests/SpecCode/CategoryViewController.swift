import ActionData
import ActionUtilities
import ActionDataUIKit

/// The quick start's view controller: its two snippets ("Populating the UI from the Model",
/// "Retrieving User Edits") as the spec writes them, in the methods that would hold them.
class CategoryViewController: ADBoundViewController {
    /// The spec's `setDataModel` snippet.
    func showCategory() {
        // Create a model instance and populate it
        let category = Category(name: "Swift File", description: "A file containing swift source code.", icon: #imageLiteral(resourceName: "Person"), usage: .local, url: "https://developer.apple.com/documentation/webkit/wkwebview")
        category.labelColor = .orange
        category.quantity = 1000
        category.highlightColor ~= UIColor.red

        // Bind the model to the
        do {
            try setDataModel(category)
        } catch {
            print("Failed to set data model")
        }
    }

    /// The spec's `getDataModel` snippet.
    func readCategory() {
        // Retrieve changes to the data
        do {
            let category = try getDataModel(Category.self)
            print("Category: \(category.description)")
        } catch {
            print("Unable to read data model")
        }
    }
}
