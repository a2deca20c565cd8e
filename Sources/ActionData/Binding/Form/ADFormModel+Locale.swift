import Foundation

extension ADFormModel {
    /// The user's locale, which numbers and dates are shown and read in unless the form or a
    /// control pins one: the device's (`Locale.current`) until a front end sets it — SwiftUI's
    /// form view sets the environment's `\.locale`. Setting another one shows every control
    /// again and publishes them; a control holding unsaved edits keeps the text typed.
    public var userLocale: Locale {
        get { controller.userLocale }
        set {
            guard newValue != controller.userLocale else { return }
            controller.userLocale = newValue
            publish(controls)
        }
    }

    /// A locale the whole form keeps whatever the user's is; `nil` follows ``userLocale``.
    /// Setting it shows every control again and publishes them.
    public var pinnedLocale: Locale? {
        get { controller.pinnedLocale }
        set {
            guard newValue != controller.pinnedLocale else { return }
            controller.pinnedLocale = newValue
            publish(controls)
        }
    }
}
