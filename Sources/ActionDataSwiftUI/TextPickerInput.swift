#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A text picker's input: a button showing the engine's text, which gives the picker the
/// focus; while the engine has it open, a wheel of its options pointing at the picked one, and
/// the picker's toolbar buttons (Done keeps the picked option, Cancel goes back).
@MainActor
struct TextPickerInput: View {
    let control: ADFormControl
    let form: ADFormModel

    var body: some View {
        VStack(alignment: .leading) {
            Button {
                _ = try? form.focus(control)
            } label: {
                HStack {
                    Text(control.accessibilityName)
                    Spacer()
                    Text(control.text)
                }
            }
            if let picked = control.pickedOption {
                Picker(
                    control.accessibilityName,
                    selection: Binding(get: { picked }, set: { try? form.pick(option: $0, in: control) })
                ) {
                    ForEach(Array(control.options.enumerated()), id: \.offset) { index, option in
                        Text(option).tag(index)
                    }
                }
                .wheelStyle()
                HStack {
                    Spacer()
                    AccessoryButtons(buttons: control.accessoryButtons, form: form)
                }
            }
        }
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
