/// A field read from a date by `year(d)`, `month(d)`, `day(d)`, `weekday(d)` (0 = Sunday …
/// 6 = Saturday), `hour(d)` or `minute(d)`.
package enum DateField: String, CaseIterable, Sendable {
    case year, month, day, weekday, hour, minute
}
