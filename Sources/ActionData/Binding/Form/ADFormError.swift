/// Why an ``ADFormModel`` refused an event. The form is unchanged when it throws.
///
/// Events come from views that show the form's own controls, so these are programming or
/// timing errors (a tap on a control a live update has just disabled); a view shows or logs
/// them rather than dropping them.
public enum ADFormError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The control belongs to another form, or to none.
    case notInForm(String)
    /// The control cannot take this event (`setOn` on a label, a date on a slider).
    case notApplicable(control: String, event: String)
    /// The control is disabled or hidden.
    case unavailable(String)
    /// The value is outside what the control offers: a segment, option or row it does not
    /// have, or a number that is not finite.
    case outOfRange(control: String, detail: String)
    /// The control's picker is not open (it does not have the focus).
    case notPicking(String)

    public var description: String {
        switch self {
        case .notInForm(let control): "\(control) is not a control of this form"
        case .notApplicable(let control, let event): "\(control) cannot take \(event)"
        case .unavailable(let control): "\(control) is disabled or hidden"
        case .outOfRange(let control, let detail): "\(control): \(detail)"
        case .notPicking(let control): "the picker of \(control) is not open"
        }
    }
}
