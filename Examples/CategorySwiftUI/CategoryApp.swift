import SwiftUI

/// The spec's Category app in SwiftUI: the list and the detail form, saved to SQLite.
@main
struct CategoryApp: App {
    @StateObject private var store: CategoryStore

    @MainActor
    init() {
        let store = CategoryStore.open()
        _store = StateObject(wrappedValue: store)
    }

    var body: some Scene {
        WindowGroup {
            CategoryListView(store: store)
        }
    }
}
