/// A field read from a date by `year(d)`, `month(d)`, `day(d)`, `weekday(d)` (0 = Sunday …
/// 6 = Saturday), `hour(d)` or `minute(d)`.
///
/// SPI for the storage modules' SQL translation (`@_spi(Storage) import ActionData`), not
/// public API.
@_spi(Storage) public enum DateField: String, CaseIterable, Sendable {
    case year, month, day, weekday, hour, minute
}
