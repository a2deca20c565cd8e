#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A text picker: a button showing the engine's text; a tap gives it the focus, which opens a wheel
/// of the engine's options with the picker's Done and Cancel, as the UIKit picker keyboard does.
///
/// Inside an ``SwiftUI/View/actionDataForm(_:)`` scope it shows the form's control bound to
/// its data path (or the control it was given): hidden, disabled and coloured as the engine
/// says, with the control's validation message under it. It holds no logic of its own: it
/// reads the control's state and sends the form its events.
@MainActor
public struct ADPickerView: View {
    private let source: ControlSource

    /// The text picker bound to `dataPath` in the enclosing form scope; nothing when no control is
    /// bound to it.
    public init(_ dataPath: String) {
        source = .dataPath(dataPath)
    }

    /// The view of `control`, a text picker of the enclosing form scope's form.
    public init(_ control: ADFormControl) {
        source = .control(control)
    }

    /// The control's view, or nothing when the control is hidden or not found.
    public var body: some View {
        ControlHost(source) { editor in
            VStack(alignment: .leading) {
                Button {
                    editor.send { try $0.focus($1) }
                } label: {
                    HStack {
                        Text(editor.control.accessibilityName)
                        Spacer()
                        Text(editor.control.text)
                    }
                }
                if let picked = editor.control.pickedOption {
                    Self.wheel(of: editor, at: picked)
                    HStack {
                        Spacer()
                        AccessoryButtons(buttons: editor.control.accessoryButtons, form: editor.form)
                    }
                }
            }
        }
    }

    /// The open picker's options, pointing at the picked one; turning it picks an option.
    private static func wheel(of editor: ControlEditor, at picked: Int) -> some View {
        Picker(
            editor.control.accessibilityName,
            selection: editor.binding({ _ in picked }) { try $0.pick(option: $2, in: $1) }
        ) {
            ForEach(Array(editor.control.options.enumerated()), id: \.offset) { index, option in
                Text(option).tag(index)
            }
        }
        .wheelStyle()
    }
}

extension View {
    /// A wheel where the platform has one (iOS), SwiftUI's default picker elsewhere.
    @ViewBuilder
    fileprivate func wheelStyle() -> some View {
        #if os(iOS)
        pickerStyle(.wheel)
        #else
        self
        #endif
    }
}
#endif
