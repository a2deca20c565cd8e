/// Where a key path of a binding expression starts.
///
/// A plain key path (`title`) is relative to the data context, as `$data.title` is. At the
/// top of a form the data context is the form's record; inside a table row it is the row,
/// and in a picker's `title` it is each choice.
public enum ADBindingScope: String, Sendable, Hashable, CaseIterable {
    /// `$data`: the object the binding is relative to.
    case data
    /// `$root`: the form's record.
    case root

    /// The scope as written: `$data` or `$root`.
    public var keyword: String { "$\(rawValue)" }
}
