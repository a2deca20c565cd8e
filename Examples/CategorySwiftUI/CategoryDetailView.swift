import ActionData
import ActionDataSwiftUI
import SwiftUI

/// The detail form of one category: every control rendered by `ADFormView`, and Save.
struct CategoryDetailView: View {
    @ObservedObject var store: CategoryStore
    @StateObject private var editor: CategoryEditor
    @Environment(\.dismiss) private var dismiss
    private let title: String

    @MainActor
    init(category: Category, store: CategoryStore) {
        self.store = store
        let editor = CategoryEditor(category: category, store: store)
        _editor = StateObject(wrappedValue: editor)
        title = category.name.isEmpty ? "New Category" : category.name
    }

    var body: some View {
        VStack(spacing: 0) {
            if let problem = editor.problem {
                Text(problem).foregroundColor(.red).padding()
            }
            if let form = editor.form {
                ADFormView(form)
            }
        }
        .navigationTitle(title)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    if editor.save(into: store) { dismiss() }
                }
            }
        }
    }
}
