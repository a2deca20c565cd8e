import ActionData
import Foundation
import FuzzDriver

let locales = [Locale(identifier: "en_US_POSIX"), Locale(identifier: "de_DE"), Locale(identifier: "ar_EG"), Locale(identifier: "ja_JP")]
let timeZones = [TimeZone(identifier: "UTC"), TimeZone(identifier: "America/St_Johns"), TimeZone(identifier: "Pacific/Kiritimati")]
let values: [ADValue] = [
    0, .double(-0.0), 1, -1, .int(.min), .int(.max), 1e308, -1e308, 5e-324, .double(.infinity), .double(.nan),
    "12.5", "NaN", "", .null, true, .date(Date(timeIntervalSince1970: 0)), .date(.distantFuture), .date(.distantPast),
    .date(Date(timeIntervalSince1970: -1e12)), .date(Date(timeIntervalSince1970: 1e15)),
]

/// First byte: number or date, locale and time zone; then the pattern line, then text to
/// parse. Formatting every edge value and parsing the text must never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard let selector = bytes.first else { return 0 }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let pattern = String(parts.first ?? "")
    let input = parts.count > 1 ? String(parts[1]) : ""
    let type: ADFormatType = selector & 1 == 0 ? .number : .date
    let locale = locales[Int(selector >> 1) % locales.count]
    let timeZone = timeZones[Int(selector >> 3) % timeZones.count] ?? TimeZone.gmt
    let format = ADDisplayFormat(type: type, pattern: pattern, locale: locale, timeZone: timeZone)
    for value in values {
        if let text = try? format.format(value) {
            _ = try? format.parse(text)
        }
    }
    _ = try? format.parse(input)
    _ = ADPatternLint.warnings(for: format)
    return 0
}
