import ActionData
import Foundation
import Testing

@Suite("Coding: errors name the field")
struct CodingErrorTests {
    let encoder = ADRecordEncoder()
    let decoder = ADRecordDecoder()

    @Test func wrongTypeDeepInADictionaryNamesTheFullPath() throws {
        var record = try encoder.encode(Person.sample)
        try record.setValue(94103, at: "addresses.home.zip")
        let error = #expect(throws: ADCodingError.self) { try decoder.decode(Person.self, from: record) }
        #expect(error?.path == "addresses.home.zip")
        #expect(error?.description.contains("addresses.home.zip") == true)
        #expect(error?.description == "addresses.home.zip: expected string, found int (94103)")
    }

    @Test func wrongElementInAnArrayNamesItsIndex() throws {
        var record = try encoder.encode(Person.sample)
        try record.setValue("seven", at: "luckyNumbers.1")
        let error = #expect(throws: ADCodingError.self) { try decoder.decode(Person.self, from: record) }
        #expect(error?.path == "luckyNumbers.1")
    }

    @Test func missingAndNullRequiredFields() throws {
        var record = try encoder.encode(Person.sample)
        _ = record.removeValue(at: "address.city")
        let missing = #expect(throws: ADCodingError.self) { try decoder.decode(Person.self, from: record) }
        #expect(missing?.path == "address.city")
        #expect(missing?.kind == .keyNotFound)

        record[path: "address.city"] = .null
        let null = #expect(throws: ADCodingError.self) { try decoder.decode(Person.self, from: record) }
        #expect(null?.kind == .valueNotFound(expected: "string"))
    }

    @Test func missingOptionalIsNil() throws {
        var record = try encoder.encode(Person.sample)
        _ = record.removeValue(at: "birthday")
        #expect(try decoder.decode(Person.self, from: record).birthday == nil)
    }

    @Test func enumWithoutTheRawValueNamesTheField() throws {
        var record = try encoder.encode(Category())
        record["use"] = "cloud"
        let error = #expect(throws: ADCodingError.self) { try decoder.decode(Category.self, from: record) }
        #expect(error?.path == "use")
    }

    @Test func errorsThrownByTheModelKeepTheirPath() throws {
        struct Even: Codable {
            var value: Int
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                value = try container.decode(Int.self, forKey: .value)
                guard value.isMultiple(of: 2) else {
                    throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "must be even")
                }
            }
        }
        struct Holder: Codable { var inner: Even }
        let error = #expect(throws: ADCodingError.self) { try decoder.decode(Holder.self, from: ["inner": ["value": 3]]) }
        #expect(error?.path == "inner.value")
        #expect(error?.description.contains("must be even") == true)
    }

    @Test func malformedJSONReportsLineAndColumn() {
        let error = #expect(throws: ADCodingError.self) { try ADRecord(jsonString: "{\n  \"a\": 1,\n  \"b\": tru\n}") }
        #expect(error?.kind == .invalidJSON(line: 3, column: 8, expected: "a value"))
    }
}
