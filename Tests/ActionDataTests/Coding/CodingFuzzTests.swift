import ActionData
import Foundation
import TestSupport
import Testing

@Suite("Coding: random records never crash the decoder")
struct CodingFuzzTests {
    /// A random value, biased towards the kinds and field names the models use so the
    /// decoder gets deep before it finds something wrong.
    static let scalars: [ADValue] = [
            .null, true, false, 0, 1, -1, 300, .int(.max), .int(.min), 3.0, 2.5, .double(.nan), .double(.infinity), 1e300,
            "", "x", "12345", "01020304-0506-0708-090A-0B0C0D0E0F10", "https://a.b", "2023-11-14T22:13:20Z", "aGk=",
            "local", "web", "violet", .data(Data([1, 2])), .date(Date(timeIntervalSince1970: 0)),
    ]

    static func randomValue(_ generator: inout SeededGenerator, depth: Int) -> ADValue {
        switch depth > 3 ? 0 : Int.random(in: 0..<6, using: &generator) {
        case 4: return .array((0..<Int.random(in: 0..<5, using: &generator)).map { _ in randomValue(&generator, depth: depth + 1) })
        case 5: return .record(randomRecord(&generator, depth: depth + 1))
        default: return scalars.randomElement(using: &generator) ?? .null
        }
    }

    static let names = [
        "id", "name", "address", "addresses", "home", "street", "city", "zip", "luckyNumbers", "birthday", "lastSeen",
        "priority", "homepage", "avatar", "balance", "height", "weight", "age", "visits", "use", "labelColor", "other",
    ]

    static func randomRecord(_ generator: inout SeededGenerator, depth: Int) -> ADRecord {
        var record = ADRecord()
        let fieldCount = depth == 0 ? names.count : Int.random(in: 0...4, using: &generator)
        for name in names.shuffled(using: &generator).prefix(fieldCount) where Int.random(in: 0..<4, using: &generator) > 0 {
            record[name] = randomValue(&generator, depth: depth)
        }
        return record
    }

    /// A valid record with a few fields replaced by random values.
    static func mutated(_ base: ADRecord, _ generator: inout SeededGenerator) -> ADRecord {
        var record = base
        let paths = base.leafPaths
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            guard let path = paths.randomElement(using: &generator) else { break }
            record[path: path] = randomValue(&generator, depth: 2)
        }
        return record
    }

    @Test(.onOwnThread) func tenThousandRandomRecordsDecodeOrThrow() throws {
        var generator = SeededGenerator(seed: 0xC0D1_7E57)
        let valid = try ADRecordEncoder().encode(Person.sample)
        var decoded = 0
        var failed = 0
        var silentErrors = 0
        for round in 0..<10_000 {
            let record = round.isMultiple(of: 2) ? Self.randomRecord(&generator, depth: 0) : Self.mutated(valid, &generator)
            do {
                _ = try ADRecordDecoder().decode(Person.self, from: record)
                _ = try ADRecordDecoder().decode(Category.self, from: record)
                _ = try ADRecordDecoder().decode(Widths.self, from: record)
                decoded += 1
            } catch {
                if error.path.components.isEmpty && error.description.isEmpty { silentErrors += 1 }
                failed += 1
            }
        }
        #expect(silentErrors == 0)
        #expect(decoded + failed == 10_000)
        #expect(failed > 0)
    }

    @Test(.onOwnThread) func randomJSONTextParsesOrThrows() {
        var generator = SeededGenerator(seed: 42)
        let pieces = ["{", "}", "[", "]", ",", ":", "\"a\"", "\"\\u12\"", "\"\\ud800\"", "1", "-", "1e", "2.5", "true",
                      "nul", "null", " ", "\n", "\"é\"", "\\", "\u{0}"]
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1..<12, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            if let record = try? ADRecord(jsonString: text) {
                #expect((try? ADRecord(jsonString: record.jsonString())) == record)
            }
        }
    }
}
