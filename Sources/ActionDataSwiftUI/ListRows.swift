#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A list's sections and rows as the engine shows them; a tap on a row selects it, and the
/// selected row is checked.
@MainActor
struct ListRows: View {
    let control: ADFormControl
    let form: ADFormModel

    var body: some View {
        ForEach(Array(control.sections.enumerated()), id: \.offset) { sectionIndex, section in
            Section {
                ForEach(Array(section.rows.enumerated()), id: \.offset) { rowIndex, row in
                    let index = ADListIndex(section: sectionIndex, row: rowIndex)
                    Button {
                        try? form.select(row: index, in: control)
                    } label: {
                        HStack {
                            Text(row.text)
                            Spacer()
                            if control.selectedRow == index { Image(systemName: "checkmark") }
                        }
                    }
                    .listRowBackground(row.backgroundColor.map(Color.init))
                    .accessibilityAddTraits(control.selectedRow == index ? .isSelected : [])
                }
            } header: {
                if let header = section.headerTitle { Text(header) }
            } footer: {
                if let footer = section.footerTitle { Text(footer) }
            }
        }
    }
}
#endif
