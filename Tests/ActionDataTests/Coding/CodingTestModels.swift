import Foundation

enum CategoryUsage: String, Codable, CaseIterable {
    case local
    case web
}

enum CategoryColor: String, Codable, CaseIterable {
    case none, red, orange, yellow, green, blue, indigo, violet
}

/// The spec's `Category` model (a class, as in the spec), without its UIKit helpers.
final class Category: Codable, Equatable {
    var id = -1
    var name = ""
    var description = ""
    var highlightColor = "#FF0000"
    var labelColor = CategoryColor.none
    var use = CategoryUsage.local
    var percentage = 100
    var quantity = 1
    var enabled = true
    var icon = ""
    var url = ""

    init() {}

    init(name: String, description: String, usage: CategoryUsage = .local, enabled: Bool = true, url: String = "") {
        self.name = name
        self.description = description
        self.use = usage
        self.enabled = enabled
        self.url = url
    }

    static func == (lhs: Category, rhs: Category) -> Bool {
        (lhs.id, lhs.name, lhs.description, lhs.highlightColor, lhs.labelColor, lhs.use)
            == (rhs.id, rhs.name, rhs.description, rhs.highlightColor, rhs.labelColor, rhs.use)
            && (lhs.percentage, lhs.quantity, lhs.enabled, lhs.icon, lhs.url)
            == (rhs.percentage, rhs.quantity, rhs.enabled, rhs.icon, rhs.url)
    }
}

enum Priority: Int, Codable {
    case low = 1
    case normal = 5
    case urgent = 9
}

struct Address: Codable, Hashable {
    var street: String
    var city: String
    var zip: String
}

struct Person: Codable, Hashable {
    var id: UUID
    var name: String
    var address: Address
    var addresses: [String: Address]
    var luckyNumbers: [Int]
    var birthday: Date?
    var lastSeen: Date?
    var priority: Priority
    var homepage: URL?
    var avatar: Data
    var balance: Decimal
    var height: Double
    var weight: Float
    var age: UInt8
    var visits: Int64

    static let sample = Person(
        id: UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)),
        name: "Ada \"Countess\" Lovelace ✨",
        address: Address(street: "12 St James's Square", city: "London", zip: "SW1Y 4JH"),
        addresses: [
            "home": Address(street: "1 Main St", city: "Springfield", zip: "12345"),
            "work": Address(street: "2 Side St", city: "Shelbyville", zip: "67890"),
        ],
        luckyNumbers: [3, 7, -42, Int.max],
        birthday: Date(timeIntervalSince1970: -4_728_988_800.250),
        lastSeen: nil,
        priority: .urgent,
        homepage: URL(string: "https://example.com/ada?x=1&y=2"),
        avatar: Data([0, 1, 2, 254, 255]),
        balance: Decimal(string: "1234.56") ?? 0,
        height: 1.65,
        weight: 55.5,
        age: 36,
        visits: Int64.min
    )
}

/// Every integer and floating-point width.
struct Widths: Codable, Equatable {
    var int8: Int8 = .min
    var int16: Int16 = .max
    var int32: Int32 = .min
    var int64: Int64 = .max
    var uint: UInt = 42
    var uint8: UInt8 = .max
    var uint16: UInt16 = .max
    var uint32: UInt32 = .max
    var uint64: UInt64 = UInt64(Int64.max)
    var float: Float = 0.1
    var double: Double = 0.1
    var optionalInt: Int? = nil
    var optionalUInt16: UInt16? = 7
    var optionalFloat: Float? = nil
}
