import ActionData

/// The filter a list is selected with: the formula a person typed, checked against the fields
/// they may search, and with rules ANDed with their read rule (as parsed formulas, never as
/// text, so the typed one cannot widen the rule).
///
/// A field the table does not have and a field the rules hide from the person are refused with
/// the same message, which lists only the fields they may search: the answer tells nothing of
/// a hidden field's values, nor whether it exists. The database never sees a field it lacks,
/// so its own errors do not reach the person.
struct ListFilter {
    /// The fields the person may filter by.
    let searchable: Set<String>

    /// The fields of `fields` but `hidden`, those the person may not see in some record they
    /// may read (`ADAccess.fieldsHiddenSomewhere`; none without rules).
    init(fields: [String], hidden: Set<String>) {
        searchable = Set(fields).subtracting(hidden)
    }

    /// The formula to select the list's records with.
    /// - Throws: ``ADWebError`` (400): the formula's error with its caret when `typed` is not a
    ///   formula; naming the first field it reads that may not be searched.
    func formula(for typed: String, access: ADAccess?) throws(ADWebError) -> String {
        guard !typed.allSatisfy(\.isWhitespace) else { return access?.readFilter ?? "" }
        let formula: ADFormula
        do {
            formula = try ADFormula(typed)
        } catch {
            throw ADWebError.badRequest(error.description)
        }
        for name in formula.fieldPaths.compactMap(\.components.first).sorted() where !searchable.contains(name) {
            throw ADWebError.badRequest(
                "the filter reads '\(name)', which is not a field you can search; you can search \(searchable.sorted().joined(separator: ", "))")
        }
        guard let access else { return typed }
        do {
            return try access.readFilter(and: typed)
        } catch {
            throw ADWebError.badRequest(error.description)
        }
    }
}
