#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A switch: SwiftUI's `Toggle`, titled with the control's accessibility name.
///
/// Inside an ``SwiftUI/View/actionDataForm(_:)`` scope it shows the form's control bound to
/// its data path (or the control it was given): hidden, disabled and coloured as the engine
/// says, with the control's validation message under it. It holds no logic of its own: it
/// reads the control's state and sends the form its events.
@MainActor
public struct ADToggleView: View {
    private let source: ControlSource

    /// The switch bound to `dataPath` in the enclosing form scope; nothing when no control is
    /// bound to it.
    public init(_ dataPath: String) {
        source = .dataPath(dataPath)
    }

    /// The view of `control`, a switch of the enclosing form scope's form.
    public init(_ control: ADFormControl) {
        source = .control(control)
    }

    /// The control's view, or nothing when the control is hidden or not found.
    public var body: some View {
        ControlHost(source) { editor in
            Toggle(editor.control.accessibilityName, isOn: editor.binding({ $0.isOn ?? false }) { try $0.setOn($2, for: $1) })
        }
    }
}
#endif
