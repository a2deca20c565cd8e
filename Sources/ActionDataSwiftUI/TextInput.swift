#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// A text field's input: on iOS a masked field is a `UITextField` (SwiftUI's `TextField`
/// cannot place the caret where the mask puts it); any other field is a `TextField` whose
/// edits replace the engine's text as typed.
@MainActor
struct TextInput: View {
    let control: ADFormControl
    let form: ADFormModel
    @Environment(\.actionDataFocus) private var focus

    var body: some View {
        #if canImport(UIKit)
        if control.maskPattern != nil {
            MaskedTextField(control: control, form: form)
        } else {
            plainField
        }
        #else
        plainField
        #endif
    }

    private var plainField: some View {
        TextField(
            control.accessibilityName,
            text: Binding(get: { control.text }, set: { _ = try? form.replaceText(with: $0, in: control) })
        )
        .focused(in: focus, as: control.id)
        .onSubmit { form.returnPressed() }
    }
}

/// A text view's input: SwiftUI's `TextEditor`, which takes Return as a line break.
@MainActor
struct TextEditorInput: View {
    let control: ADFormControl
    let form: ADFormModel
    @Environment(\.actionDataFocus) private var focus

    var body: some View {
        TextEditor(text: Binding(get: { control.text }, set: { try? form.setText($0, for: control) }))
            .frame(minHeight: 88)
            .focused(in: focus, as: control.id)
            .accessibilityLabel(Text(control.accessibilityName))
    }
}
#endif
