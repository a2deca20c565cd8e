import ActionData
import Foundation
import Testing

@Suite("Number formats")
struct NumberFormatTests {
    static let posix = Locale(identifier: "en_US_POSIX")

    static func number(_ pattern: String, locale: Locale = posix) -> ADDisplayFormat {
        ADDisplayFormat(type: .number, pattern: pattern, locale: locale)
    }

    @Test(arguments: [
        ("###,###", ADValue.int(1000), "1,000"),
        ("###,###", .int(1234567), "1,234,567"),
        ("###,###", .int(-1000), "-1,000"),
        ("$###,###.00", .int(1000), "$1,000.00"),
        ("$###,###.00", .double(1234.5), "$1,234.50"),
        ("#,##0.00;(#,##0.00)", .double(-1234.5), "(1,234.50)"),
        ("#,##0.00;(#,##0.00)", .double(1234.5), "1,234.50"),
        ("#,##0.00;(#,##0.00)", .int(0), "0.00"),
        ("0.###", .double(3.14159), "3.142"),
        ("###,###", .string(" 1000 "), "1,000"),
        ("###,###", .bool(true), "1"),
        ("###,###", .null, ""),
    ])
    func formats(pattern: String, value: ADValue, expected: String) throws {
        #expect(try Self.number(pattern).format(value) == expected)
    }

    @Test(arguments: [
        ("###,###", "1,000", ADValue.int(1000)),
        ("###,###", "-1,000", .int(-1000)),
        ("$###,###.00", "$1,000.00", .double(1000)),
        ("#,##0.00;(#,##0.00)", "(1,234.50)", .double(-1234.5)),
        ("#,##0.00;(#,##0.00)", "1,234.50", .double(1234.5)),
    ])
    func parsesBack(pattern: String, text: String, expected: ADValue) throws {
        #expect(try Self.number(pattern).parse(text) == expected)
    }

    @Test(arguments: ["abc", "", "1,2x", "--1"])
    func rejectsTextThatIsNotANumber(text: String) {
        #expect(throws: ADConversionError.self) { try Self.number("###,###").parse(text) }
    }

    @Test func negativePartKeepsTheSignDistinct() throws {
        let format = Self.number("#,##0.00;(#,##0.00)")
        #expect(try format.format(.double(5)) != format.format(.double(-5)))
    }

    @Test func quotedSemicolonDoesNotSplitThePattern() throws {
        #expect(try Self.number("#,##0' ;'").format(.int(5)) == "5 ;")
    }

    @Test func localeChangesSeparators() throws {
        #expect(try Self.number("#,##0.00", locale: Locale(identifier: "de_DE")).format(.double(1234.5)) == "1.234,50")
    }

    @Test func errorNamesValueAndField() {
        do {
            _ = try Self.number("###").parse("abc")
            Issue.record("parsed")
        } catch {
            #expect(error.withPath("quantity").description.hasPrefix("'abc' is not a number"))
            #expect(error.withPath("quantity").description.hasSuffix("(field quantity)"))
        }
    }

    @Test func cachedFormattersWorkFromManyTasks() async throws {
        let format = Self.number("#,##0.00;(#,##0.00)")
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let value = Double(index) * (index.isMultiple(of: 2) ? 1 : -1)
                    guard let text = try? format.format(.double(value)), let back = try? format.parse(text) else { return false }
                    return back.numericValue == value
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 })
    }
}
