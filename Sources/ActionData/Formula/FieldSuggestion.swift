/// Finds the name a mistyped field or function was probably meant to be.
enum FieldSuggestion {
    /// The error for a path the record does not have, with the closest of the record's
    /// leaf paths and top-level names when it is within a typo's distance.
    static func unknownField(_ path: ADFieldPath, in record: ADRecord) -> ADEvaluationError {
        let candidates = record.leafPaths.map(\.dotted) + record.fieldNames
        return .unknownField(path, suggestion: closest(to: path.dotted, among: candidates).map { ADFieldPath($0) })
    }

    /// The candidate nearest to `name` by edit distance (ignoring case), if within about
    /// a third of the name's length (at least one edit) and shorter than the name itself.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        let limit = min(max(1, (target.count + 1) / 3), target.count - 1)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance with two rows.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
