import ActionData
import Foundation
import Testing

@Suite("Coding: model ⇄ record round trips")
struct CodingRoundTripTests {
    let encoder = ADRecordEncoder()
    let decoder = ADRecordDecoder()

    @Test func categoryRoundTripsThroughARecord() throws {
        let category = Category(name: "Swift File", description: "A Swift source file", usage: .web, enabled: false)
        category.labelColor = .violet
        let record = try encoder.encode(category)
        #expect(record["labelColor"] == "violet")
        #expect(record["use"] == "web")
        #expect(record["quantity"] == 1)
        #expect(record.fieldNames == ["id", "name", "description", "highlightColor", "labelColor", "use",
                                      "percentage", "quantity", "enabled", "icon", "url"])
        #expect(try decoder.decode(Category.self, from: record) == category)
    }

    @Test func categoryRoundTripsThroughJSON() throws {
        let category = Category(name: "It's \"quoted\"", description: "line\nbreak\ttab ✓")
        let json = try encoder.encode(category).jsonData()
        #expect(try decoder.decode(Category.self, from: ADRecord(jsonData: json)) == category)
    }

    @Test func personKeepsNestedStructuresAsRecords() throws {
        let record = try encoder.encode(Person.sample)
        #expect(record.value(at: "address.city") == "London")
        #expect(record.value(at: "addresses.home.zip") == "12345")
        #expect(record.value(at: "luckyNumbers.3") == .int(Int64(Int.max)))
        #expect(record["priority"] == 9)
        #expect(record["lastSeen"] == .null, "a nil optional keeps its key")
        #expect(record["birthday"]?.kind == .date)
        #expect(record["avatar"] == .data(Data([0, 1, 2, 254, 255])))
        #expect(record["id"] == "01020304-0506-0708-090A-0B0C0D0E0F10")
        #expect(record["homepage"] == "https://example.com/ada?x=1&y=2")
        #expect(record["balance"] == 1234.56)
    }

    @Test func personRoundTripsThroughARecord() throws {
        let record = try encoder.encode(Person.sample)
        #expect(try decoder.decode(Person.self, from: record) == Person.sample)
    }

    @Test func personRoundTripsThroughJSONData() throws {
        let json = try encoder.encode(Person.sample).jsonData()
        #expect(try decoder.decode(Person.self, from: ADRecord(jsonData: json)) == Person.sample)
    }

    @Test func personRoundTripsThroughAFoundationJSONObject() throws {
        let object = try encoder.encode(Person.sample).jsonObject
        let data = try JSONSerialization.data(withJSONObject: object)
        let reread = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(try decoder.decode(Person.self, from: ADRecord(jsonObject: reread)) == Person.sample)
    }

    @Test func everyNumericWidthRoundTrips() throws {
        let record = try encoder.encode(Widths())
        #expect(record["optionalInt"] == .null)
        #expect(record["uint32"] == .int(Int64(UInt32.max)))
        #expect(try decoder.decode(Widths.self, from: record) == Widths())
        #expect(try decoder.decode(Widths.self, from: ADRecord(jsonData: record.jsonData())) == Widths())
    }

    @Test func topLevelArraysAndScalarsEncodeAsValues() throws {
        #expect(try encoder.encodeValue([1, 2, 3]) == [1, 2, 3])
        #expect(try encoder.encodeValue("text") == "text")
        #expect(try decoder.decodeValue([Int].self, from: .array([1, 2.0, 3])) == [1, 2, 3])
    }

    @Test func unkeyedTopLevelIsNotARecord() {
        #expect(throws: ADCodingError.self) { try encoder.encode([1, 2, 3]) }
    }

    @Test func recordsAndValuesInsideAModelPassThrough() throws {
        struct Form: Codable, Equatable {
            var extra: ADRecord
            var anything: ADValue
        }
        let form = Form(extra: ["a": 1, "b": ["c": true]], anything: [1, "two", .null])
        let record = try encoder.encode(form)
        #expect(record.value(at: "extra.b.c") == true)
        #expect(try decoder.decode(Form.self, from: record) == form)
    }
}
