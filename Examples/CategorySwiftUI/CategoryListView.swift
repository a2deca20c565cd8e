import SwiftUI

/// The list of categories; a tap opens one's detail form, + opens a new one.
struct CategoryListView: View {
    @ObservedObject var store: CategoryStore

    var body: some View {
        NavigationStack {
            List {
                if let problem = store.problem {
                    Text(problem).foregroundColor(.red)
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
        }
    }
}
