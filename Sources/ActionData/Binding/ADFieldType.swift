/// The type an editable control writes into the record: DataBindSwift's `fieldType`.
///
/// When a control leaves it `nil`, the binding controller writes the kind of value the record
/// already holds at the control's path (an `Int` field stays an integer, a `Bool` field a
/// boolean); a field that is missing or `NULL` receives text from text controls and numbers
/// from numeric controls.
public enum ADFieldType: String, Sendable, Hashable, CaseIterable {
    /// Text, written as is.
    case text
    /// A number: whole input becomes an integer, other input a real.
    case number
    /// A boolean, from "true"/"false", "yes"/"no", "on"/"off" or "1"/"0".
    case logic
    /// A date, through the control's date format or as ISO 8601 text.
    case date
    /// Image bytes, from base64 text.
    case image
}
