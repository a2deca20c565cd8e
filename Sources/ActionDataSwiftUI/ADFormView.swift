#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A whole form without a view written per field: every control of `form`, in layout order,
/// in a SwiftUI `Form`, each in the view of its kind (``ADControlView``), in the form's scope
/// (focus chain and keyboard toolbar, ``SwiftUI/View/actionDataForm(_:)``).
///
/// ```swift
/// let document = try ADInterfaceDocument(contentsOf: storyboardURL).makeForm()
/// let form = try ADFormModel(root: document.root, model: category)
/// ADFormView(form)
///     .toolbar { Button("Save") { try? store.save(form.save(Category.self)) } }
/// ```
@MainActor
public struct ADFormView: View {
    private let form: ADFormModel

    /// The view of every control of `form`.
    public init(_ form: ADFormModel) {
        self.form = form
    }

    public var body: some View {
        Form {
            ForEach(form.controls) { control in
                ADControlView(control)
            }
        }
        .actionDataForm(form)
    }
}
#endif
