#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A label: the engine's text, with the matches of its highlight rule coloured.
///
/// Inside an ``SwiftUI/View/actionDataForm(_:)`` scope it shows the form's control bound to
/// its data path (or the control it was given): hidden, disabled and coloured as the engine
/// says, with the control's validation message under it. It holds no logic of its own: it
/// reads the control's state and sends the form its events.
@MainActor
public struct ADLabelView: View {
    private let source: ControlSource

    /// The label bound to `dataPath` in the enclosing form scope; nothing when no control is
    /// bound to it.
    public init(_ dataPath: String) {
        source = .dataPath(dataPath)
    }

    /// The view of `control`, a label of the enclosing form scope's form.
    public init(_ control: ADFormControl) {
        source = .control(control)
    }

    /// The control's view, or nothing when the control is hidden or not found.
    public var body: some View {
        ControlHost(source) { editor in
            Text(HighlightedText.attributed(editor.control.text, ranges: editor.control.highlights, highlight: editor.control.highlight))
        }
    }
}
#endif
