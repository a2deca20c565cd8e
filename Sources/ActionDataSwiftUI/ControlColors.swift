#if canImport(SwiftUI)
import ActionData
import SwiftUI

extension Color {
    /// The engine's colour, in sRGB.
    init(_ color: ADColor) {
        self.init(
            .sRGB, red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
            opacity: Double(color.alpha) / 255)
    }
}

/// The colours a control's colour paths gave, by role: the text colour, the tint (a stepper's,
/// segmented control's or date picker's tint, a switch's on colour, a slider's track below the
/// thumb, a progress view's fill) and the background. A role without a colour keeps SwiftUI's.
struct ControlColors: ViewModifier {
    private let text: Color?
    private let tint: Color?
    private let background: Color?

    @MainActor
    init(_ control: ADFormControl) {
        text = control.color(.text).map(Color.init)
        let tintRoles: [ADColorRole] = [.tint, .on, .minimumTrack, .progress]
        tint = tintRoles.lazy.compactMap { control.color($0) }.first.map(Color.init)
        background = control.color(.background).map(Color.init)
    }

    func body(content: Content) -> some View {
        content
            .foregroundColor(text)
            .tint(tint)
            .background(background)
    }
}
#endif
