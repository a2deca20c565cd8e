/// A unit of `dateAdd` and `dateDiff`, written in a formula as text (`'day'`, `'days'`,
/// case-insensitive).
///
/// SPI for the storage modules' SQL translation (`@_spi(Storage) import ActionData`), not
/// public API.
@_spi(Storage) public enum DateUnit: String, CaseIterable, Sendable {
    case year, month, day, hour, minute, second

    /// The unit named by `text`: singular or plural, any case; `nil` for any other text.
    public init?(text: String) {
        var name = text.lowercased()
        if name.hasSuffix("s") { name.removeLast() }
        self.init(rawValue: name)
    }

    /// Microseconds in one unit of fixed length (hours, minutes, seconds); `nil` for the
    /// calendar units, whose length depends on the date and the time zone.
    public var fixedMicroseconds: Int64? {
        switch self {
        case .hour: 3_600_000_000
        case .minute: 60_000_000
        case .second: 1_000_000
        case .year, .month, .day: nil
        }
    }
}
