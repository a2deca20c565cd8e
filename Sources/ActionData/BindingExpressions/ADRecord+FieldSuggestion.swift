extension ADRecord {
    /// The existing field path `path` was most likely meant to be, or `nil`.
    ///
    /// Candidates are the record's leaf paths and top-level names; the nearest by edit
    /// distance (ignoring case, with a swap of two neighbouring letters counting as one
    /// edit) wins when it is within about a third of the name's length.
    ///
    /// ```swift
    /// let record: ADRecord = ["name": "Swift", "quantity": 3]
    /// record.suggestedFieldPath(for: "nmae")   // "name"
    /// ```
    public func suggestedFieldPath(for path: ADFieldPath) -> ADFieldPath? {
        let target = Array(path.dotted.lowercased())
        let limit = Swift.max(1, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in Set(leafPaths.map(\.dotted) + fieldNames) where candidate != path.dotted {
            let distance = Self.editDistance(target, Array(candidate.lowercased()))
            if distance <= limit, distance < best?.distance ?? .max || (distance == best?.distance && candidate < best?.name ?? "") {
                best = (candidate, distance)
            }
        }
        return best.map { ADFieldPath($0.name) }
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and
    /// adjacent transpositions each cost one.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = Swift.min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = Swift.min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
