import Combine
import Foundation

/// The categories the list shows, kept in step with their storage.
@MainActor
final class CategoryStore: ObservableObject {
    @Published private(set) var categories: [Category] = []
    /// Why the categories could not be read, or `nil`.
    @Published private(set) var problem: String?
    private let storage: any CategoryStorage

    /// A store over `storage`, loaded.
    init(storage: any CategoryStorage) {
        self.storage = storage
        reload()
    }

    /// The app's store: `Categories.sqlite` in the app's documents, with the sample
    /// categories on first launch; in memory, saying why, when the file cannot be opened.
    static func open() -> CategoryStore {
        do {
            let folder = try FileManager.default.url(
                for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            let storage = try SQLiteCategoryStorage(path: folder.appendingPathComponent("Categories.sqlite").path)
            if try storage.loadAll().isEmpty {
                for category in MemoryCategoryStorage.sample {
                    var new = category
                    new.id = -1
                    _ = try storage.save(new)
                }
            }
            return CategoryStore(storage: storage)
        } catch {
            let store = CategoryStore(storage: MemoryCategoryStorage())
            store.problem = "Categories are not saved: \(error)"
            return store
        }
    }

    /// Stores `category` and shows it in the list.
    func save(_ category: Category) throws {
        _ = try storage.save(category)
        reload()
    }

    private func reload() {
        do {
            categories = try storage.loadAll()
        } catch {
            problem = "The categories cannot be read: \(error)"
        }
    }
}
