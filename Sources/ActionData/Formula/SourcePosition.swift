/// A place in source text (a formula, a binding expression) as people count it: 1-based line
/// and column, columns in Unicode scalars, and the line itself with a caret under the place.
struct SourcePosition {
    let line: Int
    let column: Int

    /// The position of the 0-based scalar `offset` in `source`.
    init(offset: Int, in source: String) {
        var line = 1
        var column = 1
        for (index, scalar) in source.unicodeScalars.enumerated() {
            if index >= offset { break }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.line = line
        self.column = column
    }

    /// The line of `source` holding the position and, under it, a caret at the column. Tabs
    /// before the column are kept so the caret lines up however wide a tab is shown.
    static func snippet(of source: String, line: Int, column: Int) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let text = lines.indices.contains(line - 1) ? String(lines[line - 1]) : source
        let pad = String(text.unicodeScalars.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
        return "  \(text)\n  \(pad)^"
    }
}
