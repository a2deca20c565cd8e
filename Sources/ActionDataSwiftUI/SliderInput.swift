#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A slider's input over the engine's number and range (0…1 when the engine gives none).
@MainActor
struct SliderInput: View {
    let control: ADFormControl
    let form: ADFormModel

    var body: some View {
        Slider(
            value: Binding(get: { control.value ?? 0 }, set: { try? form.setValue($0, for: control) }),
            in: control.valueRange ?? 0...1
        ) {
            Text(control.accessibilityName)
        }
    }
}
#endif
