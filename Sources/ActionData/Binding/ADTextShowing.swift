/// A bound control that shows its value as text: labels, text fields, text views, text
/// pickers, and any custom control that conforms, which the web front end then renders as
/// text.
public protocol ADTextShowing: ADBindable {
    /// The text the control shows.
    var text: String { get }
}
