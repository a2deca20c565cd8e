/// Where a piece of a formula sits in its source text.
///
/// Offsets count Unicode scalars from the start of the source, starting at 0, and the
/// range is half-open: in `quantity > 10` the literal `10` spans `11..<13`.
/// ``ADFormulaError`` turns an offset into a 1-based line and column.
public struct ADSourceRange: Sendable, Hashable, CustomStringConvertible {
    /// The offset of the first scalar.
    public let lowerBound: Int
    /// The offset just past the last scalar.
    public let upperBound: Int

    /// A range from two offsets; `upperBound` must not be smaller than `lowerBound`.
    public init(_ lowerBound: Int, _ upperBound: Int) {
        self.lowerBound = lowerBound
        self.upperBound = max(lowerBound, upperBound)
    }

    /// The smallest range covering both ranges.
    public func union(_ other: ADSourceRange) -> ADSourceRange {
        ADSourceRange(min(lowerBound, other.lowerBound), max(upperBound, other.upperBound))
    }

    /// The text this range covers in `source`.
    public func text(in source: String) -> String {
        String(String.UnicodeScalarView(source.unicodeScalars.dropFirst(lowerBound).prefix(upperBound - lowerBound)))
    }

    public var description: String { "\(lowerBound)..<\(upperBound)" }
}
