import ActionData
import ActionDataStoryboard
import ActionDataSwiftModel
import Testing

@Suite("Lint: Swift model reader")
struct SwiftModelReaderTests {
    static let source = """
        import Foundation

        enum Usage: String, Codable { case local, web }
        enum Level: Int, Codable { case low = 1, high }
        enum Shape: Codable { case circle, square }

        struct Address: Codable {
            var street: String
            var city: String?
        }

        final class Customer: Codable {
            static var tableName = "Customers"
            var id = -1
            let name: String
            var nickname: String? = nil
            var rating = 4.5
            var active = true
            var joined: Date = Date()
            var photo: Data?
            var tags: [String] = []
            var extras: [String: String] = [:]
            var usage = Usage.local
            var level: Level
            var shape: Shape
            var address = Address(street: "", city: nil)
            var first, last: String
            var balance: Decimal { didSet { print(balance) } }
            var display: String { name.uppercased() }
            var computed: Int { get { 1 } set { } }
            var other: Swift.Int = 0
            var maybe: Optional<Bool>

            struct Note: Codable { var text: String }
            var notes: [Note] = []
        }

        struct Renamed: Codable {
            var identifier: Int
            var skipped = ""
            enum CodingKeys: String, CodingKey {
                case identifier = "id"
            }
        }
        """

    @Test("stored properties with their types")
    func storedProperties() throws {
        let reader = ADSwiftModelReader(source: Self.source)
        #expect(reader.typeNames == ["Address", "Customer", "Note", "Renamed"])
        let model = try reader.model(typeName: "Customer")
        let expected: [String: ADValue.Kind] = [
            "id": .int, "name": .string, "nickname": .string, "rating": .double, "active": .bool, "joined": .date,
            "photo": .data, "tags": .array, "extras": .null, "usage": .string, "level": .int, "shape": .null,
            "address": .record, "address.street": .string, "address.city": .string, "first": .string, "last": .string,
            "balance": .double, "other": .int, "maybe": .bool, "notes": .array,
        ]
        #expect(model.fields == Dictionary(uniqueKeysWithValues: expected.map { (ADFieldPath($0.key), $0.value) }))
        #expect(model.name == "Customer")
        #expect(!model.hasSampleValues)
        #expect(model.record.value(at: "address.street") == .string(""))
        #expect(model.suggestion(for: "adress.street") == "address.street")
    }

    @Test("CodingKeys rename and select")
    func codingKeys() throws {
        let model = try ADSwiftModelReader(source: Self.source).model(typeName: "Renamed")
        #expect(model.fields == [ADFieldPath("id"): .int])
    }

    @Test("choosing the type")
    func choosingType() throws {
        let reader = ADSwiftModelReader(source: Self.source)
        #expect(throws: ADSwiftModelError.self) { try reader.model() }
        #expect(throws: ADSwiftModelError.self) { try reader.model(typeName: "Usage") }
        let error = try #require(throws: ADSwiftModelError.self) { try reader.model(typeName: "Missing") }
        #expect(error.description == "no struct or class named 'Missing'; types in the file: Address, Customer, Note, Renamed")
        let single = ADSwiftModelReader(source: "struct Plain { var a = 1 }\nstruct Model: Codable { var b = \"\" }")
        #expect(try single.model().name == "Model")
        #expect(throws: ADSwiftModelError.self) { try ADSwiftModelReader(source: "let x = 1").model() }
        #expect(try ADSwiftModelReader(source: "struct Broken { var a: Int = \n var b = true }").model().fields["b"] == .bool)
    }
}
