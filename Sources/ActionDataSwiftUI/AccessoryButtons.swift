#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// The engine's toolbar buttons (Previous, Next, Done, Cancel) in its order, each sending its
/// tap to the form.
@MainActor
struct AccessoryButtons: View {
    let buttons: [ADAccessoryButton]
    let form: ADFormModel

    var body: some View {
        ForEach(buttons, id: \.kind) { button in
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
}
#endif
