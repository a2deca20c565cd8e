#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A segmented control: SwiftUI's segmented `Picker` of the engine's segment titles.
///
/// Inside an ``SwiftUI/View/actionDataForm(_:)`` scope it shows the form's control bound to
/// its data path (or the control it was given): hidden, disabled and coloured as the engine
/// says, with the control's validation message under it. It holds no logic of its own: it
/// reads the control's state and sends the form its events.
@MainActor
public struct ADSegmentedView: View {
    private let source: ControlSource

    /// The segmented control bound to `dataPath` in the enclosing form scope; nothing when no control is
    /// bound to it.
    public init(_ dataPath: String) {
        source = .dataPath(dataPath)
    }

    /// The view of `control`, a segmented control of the enclosing form scope's form.
    public init(_ control: ADFormControl) {
        source = .control(control)
    }

    /// The control's view, or nothing when the control is hidden or not found.
    public var body: some View {
        ControlHost(source) { editor in
            let segment = editor.binding(\.selectedSegment) { try $0.select(segment: $2, in: $1) }
            Picker(editor.control.accessibilityName, selection: segment) {
                ForEach(Array(editor.control.segmentTitles.enumerated()), id: \.offset) { index, title in
                    Text(title).tag(Optional(index))
                }
            }
            .pickerStyle(.segmented)
        }
    }
}
#endif
