import ActionData
import Foundation
import Testing

@Suite("Value conversions")
struct ConversionTests {
    @Test(arguments: [
        (ADValue.bool(true), true), (.bool(false), false), (.int(0), false), (.int(-3), true),
        (.double(0), false), (.double(0.5), true), (.string("yes"), true), (.string(" ON "), true),
        (.string("True"), true), (.string("1"), true), (.string("no"), false), (.string("2"), false),
        (.string(""), false), (.null, false),
    ])
    func toBool(value: ADValue, expected: Bool) {
        #expect(value.asBool == expected)
    }

    @Test(arguments: [
        (ADValue.int(5), ADValue.int(5)), (.double(2.5), .double(2.5)), (.bool(true), .int(1)),
        (.bool(false), .int(0)), (.string(" 42 "), .int(42)), (.string("-1.5"), .double(-1.5)),
        (.string("1e3"), .double(1000)),
    ])
    func toNumber(value: ADValue, expected: ADValue) throws {
        #expect(try value.asNumber() == expected)
    }

    @Test(arguments: [ADValue.string("abc"), .string(""), .string("nan"), .string("inf"), .null, .data(Data([1])), .array([])])
    func nonNumbersAreErrors(value: ADValue) {
        #expect(throws: ADConversionError.self) { try value.asNumber() }
        #expect(throws: ADConversionError.self) { try value.asDouble() }
    }

    @Test func numberWithLocaleFormat() throws {
        let german = ADDisplayFormat(type: .number, pattern: "#,##0.00", locale: Locale(identifier: "de_DE"))
        #expect(try ADValue.string("1.234,50").asNumber(using: german) == .double(1234.5))
    }

    @Test func errorMessageNamesValueKindAndField() {
        #expect(throws: ADConversionError(value: "abc", target: "number")) { try ADValue.string("abc").asNumber() }
        let error = ADConversionError(value: "abc", target: "number").withPath("quantity")
        #expect(error.description == "'abc' is not a number (field quantity)")
        let long = ADConversionError(value: String(repeating: "x", count: 100), target: "number")
        #expect(long.value.count == 40)
    }

    @Test(arguments: [
        (ADValue.int(1000), "1000"), (.double(2.5), "2.5"), (.double(3), "3"), (.double(0.1), "0.1"),
        (.bool(true), "true"), (.bool(false), "false"), (.null, ""), (.string("a"), "a"),
        (.date(Date(timeIntervalSince1970: 0)), "1970-01-01T00:00:00Z"),
    ])
    func toText(value: ADValue, expected: String) {
        #expect(value.asText() == expected)
    }

    @Test func textForNullAndDatePattern() {
        #expect(ADValue.null.asText(textForNull: "n/a") == "n/a")
        let format = ADDisplayFormat(type: .date, pattern: "MM/dd/yyyy", locale: Locale(identifier: "en_US_POSIX"))
        #expect(ADValue.date(Date(timeIntervalSince1970: 0)).asText(dateFormat: format) == "01/01/1970")
    }

    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00])
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0])

    @Test func imagesFromDataAndBase64() throws {
        #expect(try ADValue.data(Self.png).asImageData() == Self.png)
        #expect(try ADValue.string(Self.jpeg.base64EncodedString()).asImageData() == Self.jpeg)
        #expect(try ADValue.string("data:image/png;base64," + Self.png.base64EncodedString()).asImageData() == Self.png)
    }

    @Test(arguments: [ADValue.string("not base64!"), .string(""), .data(Data([1, 2, 3])),
                      .string(Data("hello".utf8).base64EncodedString()), .int(1)])
    func invalidImagesAreErrors(value: ADValue) {
        #expect(throws: ADConversionError.self) { try value.asImageData() }
    }

    @Test func stringEnums() throws {
        #expect(try ADValue.string("web").asEnumRawValue(allowed: ["local", "web"]) == "web")
        do {
            _ = try ADValue.string("ftp").asEnumRawValue(allowed: ["local", "web"])
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("'local', 'web'"))
        }
    }

    @Test func intEnums() throws {
        #expect(try ADValue.int(2).asEnumRawValue(allowed: [1, 2]) == 2)
        #expect(try ADValue.string("1").asEnumRawValue(allowed: [1, 2]) == 1)
        #expect(throws: ADConversionError.self) { try ADValue.int(3).asEnumRawValue(allowed: [1, 2]) }
        #expect(throws: ADConversionError.self) { try ADValue.double(1.5).asEnumRawValue(allowed: [1, 2]) }
    }
}
