#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A text view: SwiftUI's `TextEditor` over the engine's text.
///
/// Inside an ``SwiftUI/View/actionDataForm(_:)`` scope it shows the form's control bound to
/// its data path (or the control it was given): hidden, disabled and coloured as the engine
/// says, with the control's validation message under it. It holds no logic of its own: it
/// reads the control's state and sends the form its events.
@MainActor
public struct ADTextEditorView: View {
    private let source: ControlSource

    /// The text view bound to `dataPath` in the enclosing form scope; nothing when no control is
    /// bound to it.
    public init(_ dataPath: String) {
        source = .dataPath(dataPath)
    }

    /// The view of `control`, a text view of the enclosing form scope's form.
    public init(_ control: ADFormControl) {
        source = .control(control)
    }

    /// The control's view, or nothing when the control is hidden or not found.
    public var body: some View {
        ControlHost(source) { editor in
            TextEditor(text: editor.binding(\.text) { try $0.setText($2, for: $1) })
                .frame(minHeight: 88)
                .focusedInScope(as: editor.control.id)
                .accessibilityLabel(Text(editor.control.accessibilityName))
        }
    }
}
#endif
