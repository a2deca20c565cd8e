import ActionData
import ActionDataSQLite
import Combine
import Foundation

/// The categories the list shows, kept in step with the device's database and, when a server
/// is set (``CategoryLibrary/server``), with the server: every sync that changes categories
/// reloads the list and tells the open form.
@MainActor
final class CategoryStore: ObservableObject {
    @Published private(set) var categories: [Category] = []
    /// Why the categories could not be read or saved, or `nil`.
    @Published private(set) var problem: String?
    /// Where the sync stands: changes not pushed, conflicts, refusals, the last sync.
    @Published private(set) var syncState = ADFormSyncState()
    /// Whether the person must sign in before the device syncs.
    @Published private(set) var needsSignIn = false
    /// Each sync that changed categories, or may have: an editor asks it about its own.
    let pulled = PassthroughSubject<ADSyncUpdate, Never>()
    /// The device's categories, or `nil` when not even an in-memory database opened.
    let library: CategoryLibrary?

    /// The app's store, loaded, syncing when a server is set and the person has signed in.
    init() {
        do {
            let library = try CategoryLibrary.open()
            self.library = library
            problem = library.problem
            needsSignIn = library.needsSignIn
            reload()
            follow(library)
        } catch {
            library = nil
            problem = "The categories cannot be opened: \(error)"
        }
    }

    /// Stores `category` and shows it in the list; it reaches the server on the next sync.
    func save(_ category: Category) throws {
        guard let library else { return }
        _ = try library.save(category)
        reload()
    }

    /// Signs in to the sync server and starts syncing.
    func signIn(name: String, password: String) async throws {
        try await library?.signIn(name: name, password: password)
        needsSignIn = false
    }

    /// Reads the updates of every sync: the list reloads, the form hears of its record, and a
    /// token the server no longer knows sends the person back to sign in.
    private func follow(_ library: CategoryLibrary) {
        guard let client = library.client else { return }
        Task { [weak self] in
            for await update in await client.updates() {
                guard let self else { return }
                self.syncState = update.formState
                if case .server(status: 401, _) = update.failure?.kind {
                    await library.signOut()
                    self.needsSignIn = true
                }
                if update.changed(in: Category.tableName) {
                    self.reload()
                    self.pulled.send(update)
                }
            }
        }
        Task { await library.startSyncing() }
    }

    private func reload() {
        guard let library else { return }
        do {
            categories = try library.loadAll()
        } catch {
            problem = "The categories cannot be read: \(error)"
        }
    }
}
