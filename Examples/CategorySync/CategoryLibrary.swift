import ActionData
import ActionDataSQLite
import Foundation

/// The categories on this device, in `Categories.sqlite` in the app's documents, and their sync
/// with a server when one is set.
///
/// The server comes from the app's settings: run the app with the launch argument
/// `-SyncServer http://127.0.0.1:8080` (Xcode: Product › Scheme › Edit Scheme › Arguments)
/// against `Examples/FormServer` on the Mac. Without it the categories stay on the device.
@MainActor
final class CategoryLibrary {
    /// The device's replica.
    let database: ADSQLiteProvider
    /// The sync with the server, or `nil` when no server is set.
    let client: ADSyncClient?
    /// Why the categories are not saved to a file, or `nil`.
    let problem: String?

    private init(database: ADSQLiteProvider, problem: String?) {
        self.database = database
        self.problem = problem
        client = Self.server.map { ADSyncClient(provider: database, server: $0, token: SyncTokenKeychain.token(for: $0)) }
    }

    /// The app's library: the file in the documents folder, with ``Category/samples`` on the
    /// first launch; in memory, saying why, when the file cannot be opened.
    ///
    /// - Throws: the in-memory database's error when not even that opens.
    static func open() throws -> CategoryLibrary {
        do {
            let folder = try FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            let database = try ADSQLiteProvider(path: folder.appendingPathComponent("Categories.sqlite").path)
            try prepare(database)
            return CategoryLibrary(database: database, problem: nil)
        } catch {
            let memory = try ADSQLiteProvider(path: ":memory:")
            try prepare(memory)
            return CategoryLibrary(database: memory, problem: "Categories are not saved: \(error)")
        }
    }

    private static func prepare(_ database: ADSQLiteProvider) throws {
        _ = try database.register(Category.self)
        if try database.count(Category.self) == 0 {
            for sample in Category.samples { _ = try database.save(sample) }
        }
    }

    /// The sync server the settings name (`SyncServer`), or `nil`.
    static var server: URL? {
        guard let address = UserDefaults.standard.string(forKey: "SyncServer"), let url = URL(string: address),
            url.scheme == "https" || url.scheme == "http"
        else { return nil }
        return url
    }

    /// Every category, in the order they were made.
    func loadAll() throws -> [Category] {
        try database.load(Category.self, orderBy: [.ascending("id")])
    }

    /// Stores `category` (a new one gets its key) and returns it as stored. A synced server
    /// receives it on the next sync.
    func save(_ category: Category) throws -> Category {
        try database.save(category)
    }

    /// The category with `id` as stored, as the record a form refreshes from.
    func storedRecord(of id: String) async throws -> ADRecord? {
        try await database.syncedRecords(in: Category.tableName, keys: [id])[id]
    }

    /// Whether the client holds no token yet: the person must sign in before the first sync.
    var needsSignIn: Bool {
        guard let server = Self.server else { return false }
        return SyncTokenKeychain.token(for: server) == nil
    }

    /// Signs in to the server, keeps the token in the Keychain for the next launches, and syncs
    /// from then on: now, every minute and whenever the app comes back to the foreground.
    func signIn(name: String, password: String) async throws {
        guard let client, let server = Self.server else { return }
        let token = try await client.signIn(name: name, password: password)
        SyncTokenKeychain.keep(token, for: server)
        await startSyncing()
    }

    /// Syncs now and then automatically, when signed in; the server's answers reach
    /// ``ADSyncClient/updates()``. A 401 (the token was revoked) forgets the token.
    func startSyncing() async {
        guard let client, !needsSignIn else { return }
        await client.startAutomaticSync()
    }

    /// Forgets the sign-in after the server refused the token (401).
    func signOut() async {
        guard let client, let server = Self.server else { return }
        await client.stopAutomaticSync()
        await client.setToken(nil)
        SyncTokenKeychain.forget(for: server)
    }
}
