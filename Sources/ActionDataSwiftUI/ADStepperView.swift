#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A stepper: SwiftUI's `Stepper`, whose + and − send the engine's increment and decrement (the
/// engine steps, wrapping when the stepper wraps).
///
/// Inside an ``SwiftUI/View/actionDataForm(_:)`` scope it shows the form's control bound to
/// its data path (or the control it was given): hidden, disabled and coloured as the engine
/// says, with the control's validation message under it. It holds no logic of its own: it
/// reads the control's state and sends the form its events.
@MainActor
public struct ADStepperView: View {
    private let source: ControlSource

    /// The stepper bound to `dataPath` in the enclosing form scope; nothing when no control is
    /// bound to it.
    public init(_ dataPath: String) {
        source = .dataPath(dataPath)
    }

    /// The view of `control`, a stepper of the enclosing form scope's form.
    public init(_ control: ADFormControl) {
        source = .control(control)
    }

    /// The control's view, or nothing when the control is hidden or not found.
    public var body: some View {
        ControlHost(source) { editor in
            Stepper(onIncrement: { editor.send { try $0.increment($1) } }, onDecrement: { editor.send { try $0.decrement($1) } }) {
                Text(editor.control.accessibilityName)
            }
        }
    }
}
#endif
