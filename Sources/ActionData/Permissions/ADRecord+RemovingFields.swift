extension ADRecord {
    /// The record without the top-level fields named in `names`, the others in their order;
    /// the record itself when `names` is empty.
    func removingFields(_ names: Set<String>) -> ADRecord {
        var kept = self
        for name in names { kept.fields.removeValue(forKey: name) }
        return kept
    }
}
