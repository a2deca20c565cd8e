extension ADRecord {
    /// The record without the top-level fields named in `names`, the others in their order;
    /// the record itself when `names` is empty.
    func removingFields(_ names: Set<String>) -> ADRecord {
        guard !names.isEmpty else { return self }
        return ADRecord(fieldsKeepingLast: fields.filter { !names.contains($0.key) }.map { ($0.key, $0.value) })
    }
}
