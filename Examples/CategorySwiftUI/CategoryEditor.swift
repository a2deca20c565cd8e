import ActionData
import Combine
import Foundation

/// The detail screen's form model and its Save: all edits read back at once, or none, with
/// each failing control showing why.
@MainActor
final class CategoryEditor: ObservableObject {
    /// The form, or `nil` when the category could not be shown (``problem`` says why).
    let form: ADFormModel?
    /// Why the last Save failed, beyond the failing controls' own messages, or `nil`.
    @Published private(set) var problem: String?

    /// An editor of `category`.
    init(category: Category) {
        do {
            form = try ADFormModel(root: CategoryForm.controls(), model: category)
        } catch {
            form = nil
            problem = "This category cannot be shown: \(error)"
        }
    }

    /// Saves the edited category into `store`; returns whether it was saved.
    func save(into store: CategoryStore) -> Bool {
        guard let form else { return false }
        do {
            try store.save(try form.save(Category.self))
            problem = nil
            return true
        } catch let error as ADBindingError {
            let count = error.failures.count
            problem = count == 1 ? "Not saved: a field needs attention." : "Not saved: \(count) fields need attention."
            return false
        } catch {
            problem = "Not saved: \(error)"
            return false
        }
    }
}
