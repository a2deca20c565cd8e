/// A hybrid logical clock stamp: when a change was made, as its replica's clock saw it, made
/// to order every change after every change its replica knew of.
///
/// Stamps compare by ``milliseconds``, then ``counter``, then ``replica``, so no two replicas'
/// stamps are ever equal. A stamp's text form (``text``) sorts as the stamps do:
/// `0001764374400000.000000.phone-7`.
public struct ADSyncStamp: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Wall-clock milliseconds since 1970, never less than any stamp the replica had seen.
    public let milliseconds: Int64
    /// Orders stamps of one millisecond.
    public let counter: Int32
    /// The replica that made the change.
    public let replica: String

    /// A stamp; `milliseconds` and `counter` below zero count as zero.
    public init(milliseconds: Int64, counter: Int32, replica: String) {
        self.milliseconds = max(0, milliseconds)
        self.counter = max(0, counter)
        self.replica = replica
    }

    /// The stamp a ``text`` form holds.
    ///
    /// - Throws: ``ADSyncError/Kind/malformed(_:)`` when `text` is no stamp.
    public init(text: String) throws(ADSyncError) {
        let parts = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 16, parts[1].count == 6,
            let milliseconds = Int64(parts[0]), milliseconds >= 0,
            let counter = Int32(parts[1]), counter >= 0,
            !parts[2].isEmpty, parts[2].utf8.count <= Self.maximumReplicaLength
        else { throw ADSyncError(.malformed("\"\(text.prefix(80))\" is not a clock stamp")) }
        self.init(milliseconds: milliseconds, counter: counter, replica: String(parts[2]))
    }

    /// The text form: milliseconds in 16 digits, the counter in 6, and the replica.
    public var text: String {
        let digits = String(milliseconds)
        let count = String(counter)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits + "."
            + String(repeating: "0", count: max(0, 6 - count.count)) + count + "." + replica
    }

    public var description: String { text }

    public static func < (lhs: ADSyncStamp, rhs: ADSyncStamp) -> Bool {
        (lhs.milliseconds, lhs.counter, lhs.replica) < (rhs.milliseconds, rhs.counter, rhs.replica)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(text: text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// The longest replica identifier, in UTF-8 bytes.
    public static let maximumReplicaLength = 64
    /// The largest counter; a clock whose counter would pass it waits for the next millisecond.
    static let maximumCounter: Int32 = 999_999
}
