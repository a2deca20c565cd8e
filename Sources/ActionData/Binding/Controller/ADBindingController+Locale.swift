import Foundation

extension ADBindingController {
    /// The locale the form's numbers and dates are shown and read in: ``pinnedLocale`` when
    /// the form pins one, else ``userLocale``. A control that pins its own keeps it. Masks and
    /// formulas do not depend on it: formula functions keep POSIX semantics everywhere.
    public var locale: Locale { pinnedLocale ?? userLocale }

    /// Hands ``locale`` to every formatted control; returns the controls whose locale changed
    /// and whose text depends on it (a number, date or binding format): a plain text field
    /// shows the same text in every locale and is not shown again.
    @discardableResult
    func passLocale() -> [ControlIndex] {
        let locale = self.locale
        var changed: [ControlIndex] = []
        for position in form.slots.indices {
            let index = ControlIndex(position)
            guard let formatted = form.control(index) as? any ADFormattedBindable, formatted.formatting.userLocale != locale else {
                continue
            }
            formatted.formatting.userLocale = locale
            if formatted.formatting.dependsOnLocale { changed.append(index) }
        }
        return changed
    }

    /// Shows again, in the new locale, the data of every formatted control whose locale
    /// changed; a control holding unsaved edits keeps the text the user typed.
    func localeDidChange() {
        for control in passLocale() {
            for position in form[control].bindings.indices where form[control].bindings[position].property == .data {
                refresh(BindingIndex(control: control, position: position), keepingEdits: true)
            }
        }
    }
}
