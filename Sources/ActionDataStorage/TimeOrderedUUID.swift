import Foundation

/// Version 7 UUIDs (RFC 9562): the first 48 bits are the Unix time in milliseconds, the
/// rest random apart from the version and variant bits, so keys made later sort later.
package enum TimeOrderedUUID {
    /// A new version 7 UUID for the time `now`; a time before 1970 counts as 1970.
    package static func make(now: Date = Date()) -> UUID {
        var generator = SystemRandomNumberGenerator()
        let milliseconds = UInt64(max(0, min(now.timeIntervalSince1970 * 1000, Double(UInt64(1) << 48 - 1))))
        let random = generator.next() as UInt64
        let more = generator.next() as UInt64
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<6 { bytes[index] = UInt8(truncatingIfNeeded: milliseconds >> (8 * (5 - index))) }
        for index in 6..<16 { bytes[index] = UInt8(truncatingIfNeeded: (index < 14 ? random : more) >> (8 * (index % 8))) }
        bytes[6] = 0x70 | (bytes[6] & 0x0F)
        bytes[8] = 0x80 | (bytes[8] & 0x3F)
        return UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
