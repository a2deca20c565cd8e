#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A segmented control's input: the engine's segment titles; a tap selects the segment.
@MainActor
struct SegmentedInput: View {
    let control: ADFormControl
    let form: ADFormModel

    var body: some View {
        Picker(
            control.accessibilityName,
            selection: Binding(get: { control.selectedSegment }, set: { try? form.select(segment: $0, in: control) })
        ) {
            ForEach(Array(control.segmentTitles.enumerated()), id: \.offset) { index, title in
                Text(title).tag(Optional(index))
            }
        }
        .pickerStyle(.segmented)
    }
}
#endif
