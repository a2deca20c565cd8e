import SwiftUI

/// The spec's Category app in SwiftUI: the list and the detail form, saved to SQLite and, when
/// the app is run with `-SyncServer URL`, synced with that server (`Examples/FormServer`).
@main
struct CategoryApp: App {
    @StateObject private var store: CategoryStore

    @MainActor
    init() {
        _store = StateObject(wrappedValue: CategoryStore())
    }

    var body: some Scene {
        WindowGroup {
            CategoryListView(store: store)
        }
    }
}
