/// The result of the last Save of an ``ADFormModel`` since it was filled: the form's status
/// line.
public enum ADFormSaveState: Sendable, Hashable {
    /// Nothing was saved since the form was filled.
    case unsaved
    /// The last Save wrote every edit.
    case saved
    /// The last Save (or validation) refused the edits; nothing was written. Each failing
    /// control also holds its own ``ADFormControl/validationMessage``.
    case failed([ADValidationFailure])
}
