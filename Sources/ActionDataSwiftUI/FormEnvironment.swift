#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// The form the views below a form scope read their controls from and send events to.
private struct FormModelKey: EnvironmentKey {
    static var defaultValue: ADFormModel? { nil }
}

/// The `@FocusState` of the form scope, which text inputs attach to with `.focused(_:equals:)`.
private struct FocusStateKey: EnvironmentKey {
    static var defaultValue: FocusState<ADFormControl.ID?>.Binding? { nil }
}

extension EnvironmentValues {
    /// The form model of the enclosing ``SwiftUI/View/actionDataForm(_:)`` scope, or `nil`
    /// outside one.
    public var actionDataForm: ADFormModel? {
        get { self[FormModelKey.self] }
        set { self[FormModelKey.self] = newValue }
    }

    var actionDataFocus: FocusState<ADFormControl.ID?>.Binding? {
        get { self[FocusStateKey.self] }
        set { self[FocusStateKey.self] = newValue }
    }
}
#endif
