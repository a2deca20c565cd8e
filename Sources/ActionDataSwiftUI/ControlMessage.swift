#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A message about a control under it, in red, read with the control's name: its validation
/// message or the form's refusal of an event; nothing without one.
@MainActor
struct ControlMessage: View {
    let control: ADFormControl
    let message: String?

    var body: some View {
        if let message {
            Text(message)
                .font(.footnote)
                .foregroundColor(.red)
                .accessibilityLabel(Text("\(control.accessibilityName): \(message)"))
        }
    }
}
#endif
