/// What a user edits in a control, whatever the toolkit draws: the value a front end reports
/// back for the control.
public enum ADEditedValueKind: String, Sendable, Hashable, CaseIterable {
    /// Free text (text fields and text views).
    case text
    /// A number within the control's range (sliders and steppers).
    case number
    /// On or off (switches).
    case onOff
    /// The index of a segment (segmented controls).
    case segment
    /// One of the control's options, as text (text pickers).
    case option
    /// A date (date pickers).
    case date
    /// A row of the list (lists), written as the row's value.
    case row
    /// An image the user chose (image views that write back: DataBindSwift's *Image* field).
    case image
}
