#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// Where a control's loaded options stand, under the control: a `ProgressView` reading
/// "Loading options…" while they load, the failure's message in red when they could not be
/// loaded, each read with the control's name; nothing when they loaded or are not loaded.
@MainActor
struct ControlOptionList: View {
    let control: ADFormControl

    /// The text shown while the options load.
    static let loadingText = "Loading options…"

    var body: some View {
        switch control.optionList {
        case .loading?:
            ProgressView(Self.loadingText)
                .font(.footnote)
                .accessibilityLabel(Text("\(control.accessibilityName): \(Self.loadingText)"))
        case .failed(let message, _)?:
            Text(message)
                .font(.footnote)
                .foregroundColor(.red)
                .accessibilityLabel(Text("\(control.accessibilityName): \(message)"))
        case .loaded?, nil:
            EmptyView()
        }
    }
}
#endif
