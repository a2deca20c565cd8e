#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// An image view: the engine's image bytes (PNG, JPEG or GIF), scaled to fit; when the view
/// writes back, Choose (a file importer) and Remove buttons under it.
///
/// Inside an ``SwiftUI/View/actionDataForm(_:)`` scope it shows the form's control bound to
/// its data path (or the control it was given): hidden, disabled and coloured as the engine
/// says, with the control's validation message under it. It holds no logic of its own: it
/// reads the control's state and sends the form its events.
@MainActor
public struct ADImageView: View {
    private let source: ControlSource

    /// The image view bound to `dataPath` in the enclosing form scope; nothing when no control is
    /// bound to it.
    public init(_ dataPath: String) {
        source = .dataPath(dataPath)
    }

    /// The view of `control`, a image view of the enclosing form scope's form.
    public init(_ control: ADFormControl) {
        source = .control(control)
    }

    /// The control's view, or nothing when the control is hidden or not found.
    public var body: some View {
        ControlHost(source) { editor in
            ImageContent(control: editor.control)
            if editor.control.acceptsChosenImage { ImageChooser(editor: editor) }
        }
    }
}
#endif
