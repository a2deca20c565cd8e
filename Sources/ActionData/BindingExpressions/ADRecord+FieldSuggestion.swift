extension ADRecord {
    /// The existing field path `path` was most likely meant to be, or `nil`.
    ///
    /// Candidates are the record's leaf paths and top-level names; the nearest by edit
    /// distance wins when it is within about a third of the name's length, by the same rule as
    /// the formula errors' "did you mean".
    ///
    /// ```swift
    /// let record: ADRecord = ["name": "Swift", "quantity": 3]
    /// record.suggestedFieldPath(for: "nmae")   // "name"
    /// ```
    public func suggestedFieldPath(for path: ADFieldPath) -> ADFieldPath? {
        FieldSuggestion.closest(to: path.dotted, among: leafPaths.map(\.dotted) + fieldNames).map { ADFieldPath($0) }
    }
}
