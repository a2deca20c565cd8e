#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A list: one SwiftUI `Section` per engine section (its header and footer titles), one row per
/// engine row with its text and background; a tap selects the row and writes it back. Place it in a
/// `List` or `Form`.
///
/// Inside an ``SwiftUI/View/actionDataForm(_:)`` scope it shows the form's control bound to
/// its data path (or the control it was given): hidden, disabled and coloured as the engine
/// says, with the control's validation message under it. It holds no logic of its own: it
/// reads the control's state and sends the form its events.
@MainActor
public struct ADListView: View {
    private let source: ControlSource

    /// The list bound to `dataPath` in the enclosing form scope; nothing when no control is
    /// bound to it.
    public init(_ dataPath: String) {
        source = .dataPath(dataPath)
    }

    /// The view of `control`, a list of the enclosing form scope's form.
    public init(_ control: ADFormControl) {
        source = .control(control)
    }

    /// The control's view, or nothing when the control is hidden or not found.
    public var body: some View {
        ControlHost(source) { editor in
            ForEach(Array(editor.control.sections.enumerated()), id: \.offset) { sectionIndex, section in
                Section {
                    ForEach(Array(section.rows.enumerated()), id: \.offset) { rowIndex, row in
                        Self.row(row, at: ADListIndex(section: sectionIndex, row: rowIndex), of: editor)
                    }
                } header: {
                    if let header = section.headerTitle { Text(header) }
                } footer: {
                    if let footer = section.footerTitle { Text(footer) }
                }
            }
        }
    }

    /// One row: its text, checked when selected; a tap selects it.
    private static func row(_ row: ADListRow, at index: ADListIndex, of editor: ControlEditor) -> some View {
        let selected = editor.control.selectedRow == index
        return Button {
            editor.send { try $0.select(row: index, in: $1) }
        } label: {
            HStack {
                Text(row.text)
                Spacer()
                if selected { Image(systemName: "checkmark") }
            }
        }
        .listRowBackground(row.backgroundColor.map(Color.init))
        .accessibilityAddTraits(selected ? .isSelected : [])
    }
}
#endif
