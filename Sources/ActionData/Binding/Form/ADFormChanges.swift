/// What changed in a form as a whole, beyond the state of single controls, delivered to the
/// observers of an ``ADFormModel``.
///
/// ```swift
/// let observation = form.observe { changes in
///     if changes.contains(.focus) { syncFocus(to: form.focusedControl) }
///     if changes.contains(.save) { showSaveState(form.saveState) }
/// }
/// ```
public struct ADFormChanges: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    /// Creates a set of changes from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The focused control changed, or the buttons of its keyboard toolbar did
    /// (``ADFormModel/focusedControl``, ``ADFormModel/accessoryButtons``).
    public static let focus = ADFormChanges(rawValue: 1 << 0)
    /// The form was filled or refreshed: every control changed (each has also been notified).
    public static let fill = ADFormChanges(rawValue: 1 << 1)
    /// A Save or validation ran: ``ADFormModel/saveState`` is its result.
    public static let save = ADFormChanges(rawValue: 1 << 2)
    /// The sync state changed: ``ADFormModel/syncState`` is the new one, and its
    /// ``ADFormSyncState/announcement`` the news to announce.
    public static let sync = ADFormChanges(rawValue: 1 << 3)
}
