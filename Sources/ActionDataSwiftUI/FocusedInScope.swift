#if canImport(SwiftUI)
import ActionData
import SwiftUI

extension View {
    /// Attaches a text input to the form scope's `@FocusState` as the focus value `id`; outside
    /// a scope the view is unchanged.
    func focusedInScope(as id: ADFormControl.ID) -> some View {
        modifier(FocusedInScope(id: id))
    }
}

/// A text input attached to the focus state of the enclosing form scope, when there is one.
struct FocusedInScope: ViewModifier {
    let id: ADFormControl.ID
    @Environment(\.actionDataFocus) private var focus

    @ViewBuilder
    func body(content: Content) -> some View {
        if let focus {
            content.focused(focus, equals: id)
        } else {
            content
        }
    }
}
#endif
