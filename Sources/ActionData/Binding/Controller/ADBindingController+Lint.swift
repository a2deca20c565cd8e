extension ADBindingController {
    /// Binds the form without filling it and returns what is wrong with its paths: formulas
    /// that do not compile, editable controls whose data path is a formula (their edits are
    /// never written back), and suspicious number or date patterns. For `actiondata lint` and
    /// for tests of a form's design; the same issues are part of ``issues``.
    public func lint() -> [ADBindingIssue] {
        bind()
        return form.setupIssues
    }
}
