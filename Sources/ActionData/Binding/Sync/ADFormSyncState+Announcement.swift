extension ADFormSyncState {
    /// What VoiceOver and ARIA live regions announce of the last sync's news — refusals first,
    /// then conflicts — or `nil` when there is none.
    ///
    /// ```swift
    /// // "2 changes were refused: site (read only), defects (too high). 1 edit lost to a newer one: notes."
    /// ```
    public var announcement: String? {
        var sentences: [String] = []
        if recordRemoved { sentences.append("This record was deleted elsewhere, or is no longer yours to see: it cannot be saved.") }
        if !newRefusals.isEmpty {
            let count = newRefusals.count
            let items = newRefusals.map { refusal in
                refusal.message.isEmpty ? Self.name(of: refusal.field) : "\(Self.name(of: refusal.field)) (\(refusal.message))"
            }
            let subject = count == 1 ? "1 change was refused" : "\(count) changes were refused"
            sentences.append("\(subject): \(items.joined(separator: ", ")).")
        }
        if !newConflictFields.isEmpty {
            let count = newConflictFields.count
            let subject = count == 1 ? "1 edit lost to a newer one" : "\(count) edits lost to newer ones"
            sentences.append("\(subject): \(newConflictFields.map(Self.name(of:)).joined(separator: ", ")).")
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    /// How a field is named in an announcement; an empty name is a whole record.
    private static func name(of field: String) -> String {
        field.isEmpty ? "a record" : field
    }
}
