#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A slider: SwiftUI's `Slider` over the engine's number and range; a moved thumb sends the number,
/// which the engine clamps.
///
/// Inside an ``SwiftUI/View/actionDataForm(_:)`` scope it shows the form's control bound to
/// its data path (or the control it was given): hidden, disabled and coloured as the engine
/// says, with the control's validation message under it. It holds no logic of its own: it
/// reads the control's state and sends the form its events.
@MainActor
public struct ADSliderView: View {
    private let source: ControlSource

    /// The slider bound to `dataPath` in the enclosing form scope; nothing when no control is
    /// bound to it.
    public init(_ dataPath: String) {
        source = .dataPath(dataPath)
    }

    /// The view of `control`, a slider of the enclosing form scope's form.
    public init(_ control: ADFormControl) {
        source = .control(control)
    }

    /// The control's view, or nothing when the control is hidden or not found.
    public var body: some View {
        ControlHost(source) { editor in
            let value = editor.binding({ $0.value ?? 0 }) { try $0.setValue($2, for: $1) }
            Slider(value: value, in: editor.control.valueRange ?? 0...1) {
                Text(editor.control.accessibilityName)
            }
        }
    }
}
#endif
