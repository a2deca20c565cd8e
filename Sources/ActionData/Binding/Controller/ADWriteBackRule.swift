/// The rule that an editable control writes back only through a plain field path: one bound
/// to a formula (`upper(name)`) or a conditional binding expression shows values, but the
/// user's edits to it are never written. A control whose `persist` is off never writes, so
/// the rule does not apply to it.
///
/// The controller's ``ADBindingController/lint()`` and the document linter both report it,
/// with this severity and message.
public enum ADWriteBackRule {
    /// How serious a breach is: an error, since the user's edits are lost.
    public static let severity = ADBindingIssue.Severity.error

    /// The message for an editable control whose binding `source` is not a plain field path.
    ///
    /// - Parameters:
    ///   - source: the binding as written.
    ///   - isExpression: whether `source` is a binding expression rather than a path.
    public static func message(source: String, isExpression: Bool) -> String {
        let oneLine = source.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        let noun = isExpression ? "binding expression" : "path"
        return "is editable but its \(noun) '\(oneLine)' is not a plain field path, so the user's edits are never written back"
            + " (bind a field, and show computed values in a label)"
    }
}
