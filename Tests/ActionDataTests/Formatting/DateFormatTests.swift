import ActionData
import Foundation
import Testing

@Suite("Date formats")
struct DateFormatTests {
    static let posix = Locale(identifier: "en_US_POSIX")
    static let utc = TimeZone(identifier: "UTC") ?? .current
    static let newYear = Date(timeIntervalSince1970: 1_514_764_800)  // 2018-01-01T00:00:00Z

    static func date(_ pattern: String, zone: TimeZone = utc) -> ADDisplayFormat {
        ADDisplayFormat(type: .date, pattern: pattern, locale: posix, timeZone: zone)
    }

    @Test(arguments: [
        ("MM/dd/yyyy", "01/01/2018"),
        ("yyyy-MM-dd HH:mm", "2018-01-01 00:00"),
        ("EEE, d MMM yyyy", "Mon, 1 Jan 2018"),
    ])
    func formats(pattern: String, expected: String) throws {
        #expect(try Self.date(pattern).format(.date(Self.newYear)) == expected)
    }

    @Test func formatsIsoText() throws {
        #expect(try Self.date("MM/dd/yyyy").format(.string("2018-01-01T00:00:00Z")) == "01/01/2018")
    }

    @Test func timeZoneIsConfigurable() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(try Self.date("HH:mm", zone: tokyo).format(.date(Self.newYear)) == "09:00")
    }

    @Test func defaultTimeZoneIsUTC() {
        #expect(ADDisplayFormat(type: .date, pattern: "yyyy").timeZone.secondsFromGMT() == 0)
    }

    @Test func parsesBack() throws {
        #expect(try Self.date("MM/dd/yyyy").parse("01/01/2018") == .date(Self.newYear))
    }

    @Test(arguments: ["abc", "13/45/2018x", ""])
    func rejectsUnparsableText(text: String) {
        #expect(throws: ADConversionError.self) { try Self.date("MM/dd/yyyy").parse(text) }
    }

    @Test func rejectsValuesThatAreNotDates() {
        #expect(throws: ADConversionError.self) { try Self.date("yyyy").format(.int(5)) }
    }
}
