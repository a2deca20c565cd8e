#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A text field: SwiftUI's `TextField` showing the engine's text (the editing format while focused,
/// the display format otherwise), or, for a masked field on iOS, a `UITextField` that applies the
/// mask as the user types and puts the caret where the engine says. Return does what
/// `returnPressed()` says.
///
/// Inside an ``SwiftUI/View/actionDataForm(_:)`` scope it shows the form's control bound to
/// its data path (or the control it was given): hidden, disabled and coloured as the engine
/// says, with the control's validation message under it. It holds no logic of its own: it
/// reads the control's state and sends the form its events.
@MainActor
public struct ADTextFieldView: View {
    private let source: ControlSource

    /// The text field bound to `dataPath` in the enclosing form scope; nothing when no control is
    /// bound to it.
    public init(_ dataPath: String) {
        source = .dataPath(dataPath)
    }

    /// The view of `control`, a text field of the enclosing form scope's form.
    public init(_ control: ADFormControl) {
        source = .control(control)
    }

    /// The control's view, or nothing when the control is hidden or not found.
    public var body: some View {
        ControlHost(source) { editor in
            #if canImport(UIKit)
            if editor.control.maskPattern != nil {
                MaskedTextField(editor: editor)
            } else {
                plainField(editor)
            }
            #else
            plainField(editor)
            #endif
        }
    }

    /// SwiftUI's `TextField`, whose edits replace the engine's text as typed (the engine finds
    /// the edit).
    private func plainField(_ editor: ControlEditor) -> some View {
        TextField(
            editor.control.accessibilityName,
            text: editor.binding(\.text) { _ = try $0.replaceText(with: $2, in: $1) }
        )
        .focusedInScope(as: editor.control.id)
        .onSubmit { editor.form.returnPressed() }
    }
}
#endif
