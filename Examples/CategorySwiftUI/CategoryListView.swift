import ActionData
import SwiftUI

/// The list of categories; a tap opens one's detail form, + opens a new one. When the app
/// syncs, the list shows where the sync stands and asks once for the account to sync as.
struct CategoryListView: View {
    @ObservedObject var store: CategoryStore
    @State private var signingIn = false

    var body: some View {
        NavigationStack {
            List {
                if let problem = store.problem {
                    Text(problem).foregroundColor(.red)
                }
                if CategoryLibrary.server != nil {
                    SyncStatusRow(state: store.syncState, needsSignIn: store.needsSignIn) { signingIn = true }
                }
                ForEach(store.categories) { category in
                    NavigationLink(value: category) {
                        VStack(alignment: .leading) {
                            Text(category.name)
                            Text(category.description).font(.footnote).foregroundColor(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Categories")
            .navigationDestination(for: Category.self) { category in
                CategoryDetailView(category: category, store: store)
            }
            .toolbar {
                NavigationLink(value: Category()) {
                    Image(systemName: "plus").accessibilityLabel(Text("New category"))
                }
            }
            .sheet(isPresented: $signingIn) { SignInView(store: store) }
            .onAppear { signingIn = store.needsSignIn }
        }
    }
}

/// One line on where the sync stands: what waits to be sent, the conflicts and refusals on
/// record, the last sync or why it failed; or a button to sign in.
struct SyncStatusRow: View {
    let state: ADFormSyncState
    let needsSignIn: Bool
    let signIn: () -> Void

    var body: some View {
        if needsSignIn {
            Button("Sign in to sync", action: signIn)
        } else {
            VStack(alignment: .leading) {
                Text(state.summary)
                if let failure = state.failure {
                    Text(failure).font(.footnote).foregroundColor(.red)
                }
            }
            .accessibilityElement(children: .combine)
        }
    }
}
