import ActionData
import Foundation
import Testing

fileprivate struct Stamp: Codable, Equatable {
    var at: Date
    var payload: Data
}

@Suite("Coding: date and data strategies")
struct CodingStrategyTests {
    static let moment = Date(timeIntervalSince1970: 1_700_000_000.5)
    fileprivate let stamp = Stamp(at: moment, payload: Data("hi".utf8))

    static let dateCases: [(ADDateCodingStrategy, ADValue)] = [
        (.date, .date(moment)),
        (.secondsSince1970, .double(1_700_000_000.5)),
        (.iso8601, .string("2023-11-14T22:13:20.500Z")),
        (.formatted(ADDisplayFormat(type: .date, pattern: "yyyy-MM-dd HH:mm:ss.SSS", locale: Locale(identifier: "en_US_POSIX"))),
         .string("2023-11-14 22:13:20.500")),
    ]

    @Test(arguments: dateCases)
    func dateStrategiesWriteAndReadTheirForm(strategy: ADDateCodingStrategy, expected: ADValue) throws {
        var encoder = ADRecordEncoder()
        encoder.dateEncodingStrategy = strategy
        var decoder = ADRecordDecoder()
        decoder.dateDecodingStrategy = strategy
        let record = try encoder.encode(stamp)
        #expect(record["at"] == expected)
        #expect(try decoder.decode(Stamp.self, from: record) == stamp)
    }

    @Test func dataStrategies() throws {
        var encoder = ADRecordEncoder()
        encoder.dataEncodingStrategy = .base64
        var decoder = ADRecordDecoder()
        decoder.dataDecodingStrategy = .base64
        let record = try encoder.encode(stamp)
        #expect(record["payload"] == "aGk=")
        #expect(try decoder.decode(Stamp.self, from: record) == stamp)
        #expect(try ADRecordEncoder().encode(stamp)["payload"] == .data(Data("hi".utf8)))
    }

    @Test func defaultDateStrategyAlsoReadsISO8601Text() throws {
        let decoded = try ADRecordDecoder().decode(Stamp.self, from: ["at": "2023-11-14T22:13:20Z", "payload": .data(Data())])
        #expect(decoded.at == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func textThatIsNotADateNamesTheField() {
        let error = #expect(throws: ADCodingError.self) {
            try ADRecordDecoder().decode(Stamp.self, from: ["at": "yesterday", "payload": .data(Data())])
        }
        #expect(error?.path == "at")
    }

    @Test func userInfoReachesTheModel() throws {
        struct Reader: Decodable {
            var flag: Bool
            init(from decoder: any Decoder) throws {
                flag = decoder.userInfo[CodingUserInfoKey(rawValue: "flag")!] as? Bool ?? false
            }
        }
        var decoder = ADRecordDecoder()
        decoder.userInfo = [CodingUserInfoKey(rawValue: "flag")!: true]
        #expect(try decoder.decode(Reader.self, from: ADRecord()).flag)
    }
}
