#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A whole form without a view written per field: every control of `form`, in layout order,
/// in a SwiftUI `Form`, each in the view of its kind (``ADControlView``), in the form's scope
/// (focus chain and keyboard toolbar, ``SwiftUI/View/actionDataForm(_:)``). The list of
/// controls is read again after a fill or ``ActionData/ADFormModel/updateBindings()``; other
/// changes re-render only the controls they changed. The form's edits are registered with the
/// environment's `UndoManager` (`@Environment(\.undoManager)`): the system's undo and redo go
/// through the engine (``ActionData/ADFormModel/undo()``). Numbers and dates are shown and read
/// in the environment's locale (`@Environment(\.locale)`, the device's unless the app sets
/// another), unless the form pins one (`ADFormModel.pinnedLocale`).
///
/// ```swift
/// let document = try ADInterfaceDocument(contentsOf: storyboardURL).makeForm()
/// let form = try ADFormModel(root: document.root, model: category)
/// ADFormView(form)
///     .toolbar {
///         Button("Save") {
///             do {
///                 try store.save(form.save(Category.self))
///             } catch {
///                 status = "\(error)"    // each failing control also shows its own message
///             }
///         }
///     }
/// ```
@MainActor
public struct ADFormView: View {
    private let form: ADFormModel
    @StateObject private var fills: FillObserver
    @StateObject private var undo: UndoRegistrar
    @Environment(\.undoManager) private var undoManager
    @Environment(\.locale) private var locale

    /// The view of every control of `form`.
    public init(_ form: ADFormModel) {
        self.form = form
        let fills = FillObserver(form)
        _fills = StateObject(wrappedValue: fills)
        _undo = StateObject(wrappedValue: UndoRegistrar(form))
    }

    /// A `Form` of the controls' views, in the form's scope.
    public var body: some View {
        Form {
            ForEach(form.controls) { control in
                ADControlView(control)
            }
        }
        .actionDataForm(form)
        .onAppear {
            undo.attach(undoManager)
            form.userLocale = locale
        }
        .onChange(of: locale) { form.userLocale = $0 }
    }
}
#endif
