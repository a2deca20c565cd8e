#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A date picker: SwiftUI's `DatePicker` within the engine's range; a picker without a date shows
/// today until one is picked.
///
/// Inside an ``SwiftUI/View/actionDataForm(_:)`` scope it shows the form's control bound to
/// its data path (or the control it was given): hidden, disabled and coloured as the engine
/// says, with the control's validation message under it. It holds no logic of its own: it
/// reads the control's state and sends the form its events.
@MainActor
public struct ADDatePickerView: View {
    private let source: ControlSource

    /// The date picker bound to `dataPath` in the enclosing form scope; nothing when no control is
    /// bound to it.
    public init(_ dataPath: String) {
        source = .dataPath(dataPath)
    }

    /// The view of `control`, a date picker of the enclosing form scope's form.
    public init(_ control: ADFormControl) {
        source = .control(control)
    }

    /// The control's view, or nothing when the control is hidden or not found.
    public var body: some View {
        ControlHost(source) { editor in
            let date = editor.binding({ $0.date ?? Date() }) { try $0.setDate($2, for: $1) }
            let name = editor.control.accessibilityName
            switch (editor.control.minimumDate, editor.control.maximumDate) {
            case (let minimum?, let maximum?) where minimum <= maximum:
                DatePicker(name, selection: date, in: minimum...maximum)
            case (let minimum?, nil):
                DatePicker(name, selection: date, in: minimum...)
            case (nil, let maximum?):
                DatePicker(name, selection: date, in: ...maximum)
            default:
                DatePicker(name, selection: date)
            }
        }
    }
}
#endif
