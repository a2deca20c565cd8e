/// A version of a shared session's state as a page knows it, when answers are acknowledged
/// once applied (``ADWebSessionAcknowledgement/applied``): how many changes the state holds
/// (`number`) and a random `lineage` drawn for each change, so two nodes that each applied a
/// different change onto one state never name their results alike.
///
/// It travels as `number.lineage` (`12.9f86d081884c7d65`): in the `X-ActionData-After` header
/// of a page's request (the version of the last answer it has), in the `X-ActionData-Version`
/// header of an answer, and in `X-ActionData-Durable` both ways (the highest version stored).
public struct ADWebPageVersion: Sendable, Hashable, CustomStringConvertible {
    /// How many changes the state holds since the session began.
    public var number: Int
    /// Names the change that made this version; drawn at random for each change.
    public var lineage: String

    /// A version from its parts.
    public init(number: Int, lineage: String) {
        self.number = number
        self.lineage = lineage
    }

    /// The version of a session no change has reached yet.
    public static let initial = ADWebPageVersion(number: 0, lineage: "0")

    /// The most characters a lineage may have.
    static let maximumLineageLength = 32

    /// The version a header names, `number.lineage`; `name` is the header's name, for the error.
    ///
    /// - Throws: ``ADWebError`` (400) naming the header when it is not a version.
    public init(header: String, named name: String = "X-ActionData-After") throws(ADWebError) {
        let parts = header.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), number >= 0, !parts[1].isEmpty,
            parts[1].count <= Self.maximumLineageLength,
            parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else {
            throw ADWebError.badRequest("\(name) must be a version such as 12.9f86d081884c7d65, not \"\(header.prefix(64))\"")
        }
        self.init(number: number, lineage: String(parts[1]))
    }

    /// The version after one more change: the next number, a new lineage. `nil` when the
    /// number cannot grow (a session of `Int.max` changes).
    func next() -> ADWebPageVersion? {
        let (number, overflow) = number.addingReportingOverflow(1)
        guard !overflow else { return nil }
        return ADWebPageVersion(number: number, lineage: String(UInt64.random(in: .min ... .max), radix: 16))
    }

    /// `number.lineage`, as the headers carry it.
    public var description: String { "\(number).\(lineage)" }

    /// The stored state's keys for the version (beside the form's own keys, which
    /// `ADWebForm.restore(_:)` reads and these do not disturb).
    static let numberKey = "pageVersion"
    static let lineageKey = "pageLineage"
}
