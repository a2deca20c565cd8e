#if canImport(SwiftUI)
import ActionData
import SwiftUI

extension View {
    /// Attaches a text input to the form scope's `@FocusState` as the focus value `id`; outside
    /// a scope the view is unchanged.
    @ViewBuilder
    func focused(in focus: FocusState<ADFormControl.ID?>.Binding?, as id: ADFormControl.ID) -> some View {
        if let focus {
            self.focused(focus, equals: id)
        } else {
            self
        }
    }
}
#endif
