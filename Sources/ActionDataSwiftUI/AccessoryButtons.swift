#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// The engine's toolbar buttons (Cancel, Previous, Next leading; Done trailing), each sending
/// its tap to the form.
@MainActor
struct AccessoryButtons: View {
    let buttons: [ADAccessoryButton]
    let form: ADFormModel

    var body: some View {
        ForEach(buttons.filter { $0.kind != .done }, id: \.kind, content: item)
        Spacer()
        ForEach(buttons.filter { $0.kind == .done }, id: \.kind, content: item)
    }

    private func item(_ button: ADAccessoryButton) -> some View {
        Button {
            form.tap(button.kind)
        } label: {
            if button.imageName.isEmpty {
                Text(button.text)
            } else {
                Image(button.imageName).accessibilityLabel(Text(button.text))
            }
        }
        .disabled(!button.isEnabled)
    }
}
#endif
