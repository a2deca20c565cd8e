/// Finds the name a mistyped field or function was probably meant to be: the one "did you
/// mean" of the project, used by formula errors, ``ADRecord/suggestedFieldPath(for:)`` and the
/// document linter alike.
enum FieldSuggestion {
    /// The error for a path the record does not have, with the closest of the record's
    /// leaf paths and top-level names when it is within a typo's distance.
    static func unknownField(_ path: ADFieldPath, in record: ADRecord) -> ADEvaluationError {
        .unknownField(path, suggestion: closest(to: path.dotted, among: record.leafPaths.map(\.dotted) + record.fieldNames)
            .map { ADFieldPath($0) })
    }

    /// The candidate nearest to `name` by edit distance, ignoring case, with a swap of two
    /// neighbouring letters counting as one edit; `nil` unless within about a third of the
    /// name's length (at least one edit, and fewer edits than the name has letters). Ties go
    /// to the alphabetically first candidate, so the answer never depends on order.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        let limit = min(max(1, target.count / 3), target.count - 1)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(target, Array(candidate.lowercased()))
            guard distance <= limit else { continue }
            if let current = best, distance > current.distance || (distance == current.distance && candidate >= current.name) {
                continue
            }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent
    /// transpositions each cost one.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
