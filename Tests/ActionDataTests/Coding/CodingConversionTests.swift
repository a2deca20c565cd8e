import ActionData
import Foundation
import Testing

/// One field of each primitive type, to decode single values through.
private struct Box<Value: Codable & Equatable>: Codable, Equatable {
    var value: Value
}

@Suite("Coding: conversions a form produces")
struct CodingConversionTests {
    let decoder = ADRecordDecoder()

    private func decode<Value: Codable & Equatable>(_ type: Value.Type, _ value: ADValue) throws(ADCodingError) -> Value {
        try decoder.decode(Box<Value>.self, from: ["value": value]).value
    }

    static let accepted: [(ADValue, Int)] = [(.int(3), 3), (.double(3.0), 3), (.double(-0.0), 0), (.int(-7), -7)]

    @Test(arguments: accepted)
    func intFromWholeNumbers(value: ADValue, expected: Int) throws {
        #expect(try decode(Int.self, value) == expected)
    }

    static let rejectedForInt: [ADValue] = [.double(3.5), .string("3"), .bool(true), .double(.nan), .double(.infinity), .null, [1], ["a": 1]]

    @Test(arguments: rejectedForInt)
    func intRejectsAnythingElse(value: ADValue) {
        #expect(throws: ADCodingError.self) { try decode(Int.self, value) }
    }

    static let outOfRange: [(ADValue, String)] = [
        (.int(300), "UInt8"), (.int(-1), "UInt8"), (.int(128), "Int8"), (.double(1e19), "Int64"), (.int(-1), "UInt64"),
    ]

    @Test(arguments: outOfRange)
    func outOfRangeIntegersAreErrorsNeverTraps(value: ADValue, type: String) {
        let error: ADCodingError?
        switch type {
        case "UInt8": error = #expect(throws: ADCodingError.self) { try decode(UInt8.self, value) }
        case "Int8": error = #expect(throws: ADCodingError.self) { try decode(Int8.self, value) }
        case "Int64": error = #expect(throws: ADCodingError.self) { try decode(Int64.self, value) }
        default: error = #expect(throws: ADCodingError.self) { try decode(UInt64.self, value) }
        }
        guard case .outOfRange(_, let named)? = error?.kind else {
            Issue.record("expected outOfRange, got \(String(describing: error))")
            return
        }
        #expect(named == type)
        #expect(error?.path == "value")
    }

    @Test(arguments: [(ADValue.double(2.5), 2.5), (.int(2), 2.0), (.int(Int64.max), 9.223372036854775807e18)])
    func doubleFromRealsAndIntegers(value: ADValue, expected: Double) throws {
        #expect(try decode(Double.self, value) == expected)
    }

    @Test func floatBeyondItsRangeIsAnError() {
        #expect(throws: ADCodingError.self) { try decode(Float.self, .double(1e300)) }
    }

    @Test(arguments: [(ADValue.bool(true), true), (.int(1), true), (.int(0), false), (.double(1), true), (.double(0), false)])
    func boolFromBooleansAndZeroOne(value: ADValue, expected: Bool) throws {
        #expect(try decode(Bool.self, value) == expected)
    }

    @Test(arguments: [ADValue.int(2), .string("true"), .double(0.5), .null])
    func boolRejectsOtherValues(value: ADValue) {
        #expect(throws: ADCodingError.self) { try decode(Bool.self, value) }
    }

    @Test(arguments: [(ADValue.double(0.1), "0.1"), (.int(12), "12"), (.string("12345678901234567890.123"), "12345678901234567890.123")])
    func decimalsKeepTheirDigits(value: ADValue, expected: String) throws {
        #expect(try decode(Decimal.self, value) == Decimal(string: expected))
    }

    @Test(arguments: ["12abc", "", "1,5", "--1"])
    func decimalRejectsMalformedText(text: String) {
        #expect(throws: ADCodingError.self) { try decode(Decimal.self, .string(text)) }
    }

    @Test func longDecimalsEncodeAsExactText() throws {
        let exact = try #require(Decimal(string: "12345678901234567890.123"))
        #expect(try ADRecordEncoder().encode(Box(value: exact))["value"] == "12345678901234567890.123")
        #expect(try ADRecordEncoder().encode(Box(value: Decimal(string: "19.99") ?? 0))["value"] == 19.99)
    }

    @Test func malformedUUIDAndEnumRawValuesAreErrors() {
        #expect(throws: ADCodingError.self) { try decode(UUID.self, "not-a-uuid") }
        #expect(throws: ADCodingError.self) { try decode(Priority.self, 4) }
        #expect(throws: ADCodingError.self) { try decode(CategoryUsage.self, "Local") }
        #expect(throws: ADCodingError.self) { try decode(Data.self, "%%%") }
    }

    @Test func hugeUnsignedIntegersCannotBeEncoded() {
        let error = #expect(throws: ADCodingError.self) { try ADRecordEncoder().encode(Box(value: UInt64.max)) }
        #expect(error?.path == "value")
    }
}
