import ActionData
import Foundation
import Testing

@Suite("Coding: JSON bridge")
struct JSONBridgeTests {
    @Test func dottedPathsBuildNestedObjectsAndReadBack() throws {
        var record = ADRecord()
        record[path: "vehicle.brand.car.model"] = "Mustang"
        record[path: "vehicle.brand.car.year"] = 1965
        record[path: "owner"] = "Ada"
        #expect(try record.jsonString() == #"{"vehicle":{"brand":{"car":{"model":"Mustang","year":1965}}},"owner":"Ada"}"#)
        let reread = try ADRecord(jsonData: record.jsonData())
        #expect(reread.value(at: "vehicle.brand.car.model") == "Mustang")
        #expect(reread == record)
    }

    static let texts = [
        #"{"a":1,"b":[1,2.5,-3e2,true,false,null],"c":{"d":"\u00e9\n\t\"\\"}}"#,
        #"{"big":12345678901234567890,"neg":-0.0,"exp":1E-7}"#,
        #"{"emoji":"😀 \ud83d\ude00","nul":"a\u0000b"}"#,
        "{}",
    ]

    @Test(arguments: texts)
    func textRoundTripsThroughRecords(text: String) throws {
        let record = try ADRecord(jsonString: text)
        #expect(try ADRecord(jsonString: record.jsonString()) == record)
        #expect(try ADRecord(jsonString: record.jsonString(prettyPrinted: true)) == record)
        let foundation = try JSONSerialization.jsonObject(with: Data(record.jsonString().utf8))
        #expect(foundation is [String: Any])
    }

    @Test func integersAndRealsStayApart() throws {
        let record = try ADRecord(jsonString: #"{"i":2,"r":2.0,"e":2e0,"huge":1e400}"#.replacingOccurrences(of: ",\"huge\":1e400", with: ""))
        #expect(record["i"] == .int(2))
        #expect(record["r"] == .double(2))
        #expect(record["e"] == .double(2))
        #expect(try record.jsonString() == #"{"i":2,"r":2.0,"e":2.0}"#)
    }

    @Test(arguments: ["", "[1]", "{\"a\":}", "{\"a\":1,}", "{\"a\" 1}", "{'a':1}", "{\"a\":1e400}", "{\"a\":01x}",
                      "{\"a\":\"unterminated}", String(repeating: "{\"a\":", count: 1_000)])
    func malformedTextIsATypedError(text: String) {
        #expect(throws: ADCodingError.self) { try ADRecord(jsonString: text) }
    }

    @Test func nonFiniteRealsThrowNamingTheFieldOrWriteNull() throws {
        var record = ADRecord()
        record[path: "stats.mean"] = .double(.nan)
        let error = #expect(throws: ADCodingError.self) { try record.jsonData() }
        #expect(error?.path == "stats.mean")
        #expect(try record.jsonString(nonFiniteNumbers: .null) == #"{"stats":{"mean":null}}"#)
    }

    @Test func foundationObjectsKeepBooleansIntegersAndReals() throws {
        let data = Data(#"{"flag":true,"one":1,"real":1.5,"whole":3.0,"none":null,"list":[0,false],"nested":{"x":"y"}}"#.utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let record = try ADRecord(jsonObject: object)
        #expect(record["flag"] == true)
        #expect(record["one"] == .int(1))
        #expect(record["real"] == .double(1.5))
        #expect(record["none"] == .null)
        #expect(record["list"] == [0, false])
        #expect(record.value(at: "nested.x") == "y")
    }

    @Test func handBuiltSwiftDictionariesConvert() throws {
        let missing: Int? = nil
        let object: [String: Any] = [
            "flag": true, "count": 3, "small": UInt8(7), "real": 2.5, "date": Date(timeIntervalSince1970: 0),
            "bytes": Data([1]), "missing": missing as Any, "nested": ["list": [1, "two"]],
        ]
        let record = try ADRecord(jsonObject: object)
        #expect(record["flag"] == true)
        #expect(record["count"] == 3)
        #expect(record["small"] == 7)
        #expect(record["missing"] == .null)
        #expect(record["date"] == .date(Date(timeIntervalSince1970: 0)))
        #expect(record.value(at: "nested.list.1") == "two")
    }

    @Test func unsupportedValuesInAnObjectNameTheirPath() {
        let object: [String: Any] = ["outer": ["inner": NSObject()], "big": UInt64.max]
        let error = #expect(throws: ADCodingError.self) { try ADRecord(jsonObject: ["outer": object["outer"] as Any]) }
        #expect(error?.path == "outer.inner")
        let range = #expect(throws: ADCodingError.self) { try ADRecord(jsonObject: ["big": UInt64.max]) }
        #expect(range?.path == "big")
    }

    @Test func jsonObjectSerialises() throws {
        let record: ADRecord = ["when": .date(Date(timeIntervalSince1970: 0)), "blob": .data(Data([255])), "n": .null]
        let data = try JSONSerialization.data(withJSONObject: record.jsonObject, options: [.sortedKeys])
        #expect(String(decoding: data, as: UTF8.self) == #"{"blob":"\/w==","n":null,"when":"1970-01-01T00:00:00.000Z"}"#)
    }
}
