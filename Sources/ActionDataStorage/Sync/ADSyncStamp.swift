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
        let bytes = text.utf8
        guard let milliseconds = Self.digits(bytes, from: 0, count: 16),
            let counter = Self.digits(bytes, from: 17, count: 6),
            bytes.count > 24, bytes.count - 24 <= Self.maximumReplicaLength,
            Self.byte(bytes, at: 16) == UInt8(ascii: "."), Self.byte(bytes, at: 23) == UInt8(ascii: ".")
        else { throw ADSyncError(.malformed("\"\(text.prefix(80))\" is not a clock stamp")) }
        let replicaStart = bytes.index(bytes.startIndex, offsetBy: 24)
        self.init(milliseconds: milliseconds, counter: Int32(truncatingIfNeeded: counter), replica: String(text[replicaStart...]))
    }

    /// The byte at `offset` of `bytes`, or `nil` past its end.
    private static func byte(_ bytes: String.UTF8View, at offset: Int) -> UInt8? {
        guard offset < bytes.count else { return nil }
        return bytes[bytes.index(bytes.startIndex, offsetBy: offset)]
    }

    /// The number `count` decimal digits of `bytes` from `offset` spell, or `nil` when any is no
    /// digit. At most 16 digits, so the number fits.
    private static func digits(_ bytes: String.UTF8View, from offset: Int, count: Int) -> Int64? {
        guard offset + count <= bytes.count else { return nil }
        var number: Int64 = 0
        var index = bytes.index(bytes.startIndex, offsetBy: offset)
        for _ in 0..<count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            number = number &* 10 &+ Int64(digit)
            bytes.formIndex(after: &index)
        }
        return number
    }

    /// The text form: milliseconds in 16 digits, the counter in 6, and the replica.
    public var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24 + replica.utf8.count)
        Self.append(milliseconds, width: 16, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        Self.append(Int64(counter), width: 6, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        bytes.append(contentsOf: replica.utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `number`, which is not negative, in `width` digits with leading zeros (more
    /// when it needs more).
    private static func append(_ number: Int64, width: Int, to bytes: inout [UInt8]) {
        var length = 1
        var power: Int64 = 10
        while length < 19, power <= number {
            length += 1
            power = power &* 10
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(width, length)))
        var rest = number
        var position = bytes.count
        while rest > 0 {
            position -= 1
            bytes[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
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

    /// The stamp of a value stored before its table synced, which no change ever made:
    /// earlier than every change, so any edit of the field follows it.
    public static let origin = ADSyncStamp(milliseconds: 0, counter: 0, replica: "origin")

    /// The 16 digits a stamp's ``text`` made at `milliseconds` starts with: what a stored
    /// stamp's text is compared with to find stamps made before or after a time.
    package static func textPrefix(milliseconds: Int64) -> String {
        let digits = String(min(max(0, milliseconds), 9_999_999_999_999_999))
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }

    /// Whether this is ``origin``.
    public var isOrigin: Bool { self == Self.origin }
    /// The largest counter; a clock whose counter would pass it waits for the next millisecond.
    static let maximumCounter: Int32 = 999_999
}
