/// Comparisons of secrets that take the same time wherever the first difference is.
enum ConstantTime {
    /// Whether `given` and `expected` are the same bytes; the time depends on their lengths only.
    static func equal(_ given: some StringProtocol, _ expected: some StringProtocol) -> Bool {
        let left = Array(given.utf8), right = Array(expected.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
