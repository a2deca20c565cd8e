#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// Where a control's asynchronous check stands, under the control: "Checking…", "✓ Accepted",
/// or the refusal in red, read with the control's name; nothing when the control is not being
/// checked, or when the refusal is already its validation message (shown above it).
@MainActor
struct ControlCheck: View {
    let control: ADFormControl

    /// The line shown for `state`.
    static func text(of state: ADAsyncValidationState) -> String {
        switch state {
        case .pending: "Checking…"
        case .valid: "✓ Accepted"
        case .invalid(let message), .failed(let message): message
        }
    }

    var body: some View {
        if let state = control.asyncCheck, state.message == nil || state.message != control.validationMessage {
            Text(Self.text(of: state))
                .font(.footnote)
                .foregroundColor(state.message == nil ? .secondary : .red)
                .accessibilityLabel(Text("\(control.accessibilityName): \(Self.text(of: state))"))
        }
    }
}
#endif
