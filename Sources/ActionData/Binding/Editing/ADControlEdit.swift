import Foundation

/// One edit a user makes to a control, as every front end delivers it: ``ADFormModel``'s
/// editing methods and the web front end's events both make one and apply it with
/// ``ADBindable/apply(_:checkingAvailability:)``, so an edit means the same everywhere.
public enum ADControlEdit: Sendable, Hashable {
    /// Text typed into a text field or text view, replacing its text.
    case text(String)
    /// A switch turned on or off.
    case on(Bool)
    /// A slider's or stepper's number, clamped to its range; it must be finite.
    case number(Double)
    /// A stepper's plus (`up`) or minus button, as the stepper steps (wrapping when it wraps).
    case step(up: Bool)
    /// A segment of a segmented control selected, or none with `nil`.
    case segment(Int?)
    /// A row of a list selected, or none with `nil`.
    case row(ADListIndex?)
    /// An option of a text picker chosen, by its index.
    case option(Int)
    /// A date picker's date, or none with `nil`; a date outside the range becomes its nearest bound.
    case date(Date?)
    /// An image view's image bytes, or none with `nil`; bytes the view refuses become its
    /// validation message.
    case image(Data?)

    /// What the edit gives, for messages: "text", "a number", "increment", ….
    public var event: String {
        switch self {
        case .text: "text"
        case .on: "on/off"
        case .number: "a number"
        case .step(let up): up ? "increment" : "decrement"
        case .segment: "a segment"
        case .row: "a row"
        case .option: "an option"
        case .date: "a date"
        case .image: "an image"
        }
    }
}

/// What applying an ``ADControlEdit`` did.
public enum ADControlEditOutcome: Sendable, Hashable {
    /// The control's value changed: the engine's live update is due.
    case changed
    /// The control already held the value.
    case unchanged
    /// The control refused the value and shows why in its validation message (image bytes that
    /// are too large or not an image); its value is unchanged.
    case refused
}

/// Why an ``ADControlEdit`` could not be applied.
public enum ADControlEditError: Error, Sendable, Hashable {
    /// The control is not of a kind the edit applies to (text for a switch, an image for a
    /// view that only shows one).
    case notApplicable
    /// The control is disabled or hidden.
    case unavailable
    /// The value is outside what the control has (no such segment, row or option; a number
    /// that is not finite); `detail` says what.
    case outOfRange(detail: String)
}
