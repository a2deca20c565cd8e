import ActionData
import Combine
import Foundation

/// The detail screen's form model and its Save: all edits read back at once, or none, with
/// each failing control showing why. While it is open, a sync that changes its category
/// refreshes the fields the user has not edited, and the form shows and announces the sync's
/// conflicts and refusals.
@MainActor
final class CategoryEditor: ObservableObject {
    /// The form, or `nil` when the category could not be shown (``problem`` says why).
    let form: ADFormModel?
    /// Why the last Save failed, beyond the failing controls' own messages, or `nil`.
    @Published private(set) var problem: String?
    private let id: String
    private var following: [AnyCancellable] = []

    /// An editor of `category`, following the syncs of `store`.
    init(category: Category, store: CategoryStore) {
        id = category.id
        do {
            form = try ADFormModel(root: CategoryForm.controls(), model: category)
        } catch {
            form = nil
            problem = "This category cannot be shown: \(error)"
        }
        follow(store)
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

    private func follow(_ store: CategoryStore) {
        guard let form else { return }
        store.$syncState.sink { form.syncState = $0 }.store(in: &following)
        store.pulled.sink { [weak self] update in
            guard let self, !self.id.isEmpty, update.changed(self.id, in: Category.tableName) else { return }
            Task { await self.refresh(from: store) }
        }.store(in: &following)
    }

    /// Takes the category as a sync left it, keeping the user's unsaved edits.
    private func refresh(from store: CategoryStore) async {
        guard let form, let library = store.library else { return }
        do {
            guard let stored = try await library.storedRecord(of: id) else { return }
            form.refreshFromStore(stored)
        } catch {
            problem = "The category's synced changes cannot be read: \(error)"
        }
    }
}
