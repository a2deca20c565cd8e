import Foundation

/// The bridge to Foundation's JSON objects (`[String: Any]`, as `JSONSerialization` reads
/// and writes them, and as DataBindSwift's `fillFields(withObject:)` takes them).
extension ADRecord {
    /// The record as a JSON object: `NSNull` for null, `Bool`, `Int64`, `Double`, `String`,
    /// arrays and nested dictionaries; dates as ISO 8601 text and data as base64 text, so
    /// `JSONSerialization` accepts the result as it is.
    public var jsonObject: [String: Any] {
        var object: [String: Any] = [:]
        object.reserveCapacity(count)
        for (name, value) in fields { object[name] = value.jsonObject }
        return object
    }

    /// A record from a JSON object.
    ///
    /// Accepts what `JSONSerialization` produces (`NSNumber`, `NSNull`, `NSString`, arrays,
    /// dictionaries) and the Swift values a caller builds by hand (`Bool`, every integer and
    /// floating-point width, `String`, `Date`, `Data`, `URL`, `UUID`, `Decimal`, optionals,
    /// ``ADValue``, ``ADRecord``). Key order follows the dictionary's, which is unordered.
    ///
    /// - Throws: ``ADCodingError`` naming the field of any other kind of value, or of an
    ///   unsigned integer beyond `Int64.max`.
    public init(jsonObject: [String: Any]) throws(ADCodingError) {
        try self.init(jsonObject: jsonObject, path: [])
    }
}

extension ADValue {
    /// The value as a Foundation JSON element (see ``ADRecord/jsonObject``).
    public var jsonObject: Any {
        switch self {
        case .null: NSNull()
        case .bool(let flag): flag
        case .int(let integer): integer
        case .double(let real): real
        case .string(let text): text
        case .date(let date): ISO8601Text.string(from: date)
        case .data(let data): data.base64EncodedString()
        case .array(let elements): elements.map(\.jsonObject)
        case .record(let record): record.jsonObject
        }
    }

    /// A value from one Foundation JSON element, or an error naming `path`.
    init(jsonElement element: Any, path: [String]) throws(ADCodingError) {
        if let number = element as? NSNumber, type(of: element) is NSNumber.Type {
            self = try ADValue(number: number, path: path)
            return
        }
        switch element {
        case is NSNull: self = .null
        case let value as ADValue: self = value
        case let record as ADRecord: self = .record(record)
        case let flag as Bool: self = .bool(flag)
        case let text as String: self = .string(text)
        case let real as Double: self = .double(real)
        case let real as Float: self = .double(Double(real))
        case let date as Date: self = .date(date)
        case let data as Data: self = .data(data)
        case let url as URL: self = .string(url.absoluteString)
        case let uuid as UUID: self = .string(uuid.uuidString)
        case let decimal as Decimal: self = DecimalValue.value(of: decimal)
        case let object as [String: Any]: self = .record(try ADRecord(jsonObject: object, path: path))
        case let elements as [Any]:
            var values: [ADValue] = []
            values.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                values.append(try ADValue(jsonElement: element, path: path + [String(index)]))
            }
            self = .array(values)
        case let optional as OptionalElement:
            guard let wrapped = optional.wrapped else {
                self = .null
                return
            }
            self = try ADValue(jsonElement: wrapped, path: path)
        default:
            if let integer = try IntegerElement.value(of: element, path: path) {
                self = integer
                return
            }
            throw ADCodingError(
                .dataCorrupted("a \(type(of: element)) cannot be held in a record"), at: ADFieldPath(components: path))
        }
    }

    /// A number from `JSONSerialization`: its Objective-C type code tells a Boolean from
    /// an integer from a real.
    private init(number: NSNumber, path: [String]) throws(ADCodingError) {
        switch String(cString: number.objCType) {
        case "c", "B": self = .bool(number.boolValue)
        case "f", "d": self = .double(number.doubleValue)
        case "Q", "L", "I", "S", "C":
            guard let integer = Int64(exactly: number.uint64Value) else {
                throw ADCodingError(
                    .outOfRange(value: number.stringValue, type: "a record integer (Int64)"), at: ADFieldPath(components: path))
            }
            self = .int(integer)
        default: self = .int(number.int64Value)
        }
    }
}

extension ADRecord {
    fileprivate init(jsonObject: [String: Any], path: [String]) throws(ADCodingError) {
        self.init()
        for (name, element) in jsonObject {
            fields[name] = try ADValue(jsonElement: element, path: path + [name])
        }
    }
}

/// An `Optional` seen through `Any`, so a `nil` inside `[String: Any]` becomes null.
private protocol OptionalElement {
    var wrapped: Any? { get }
}

extension Optional: OptionalElement {
    fileprivate var wrapped: Any? { self.map { $0 as Any } }
}

/// Swift integers of every width seen through `Any`.
private enum IntegerElement {
    static func value(of element: Any, path: [String]) throws(ADCodingError) -> ADValue? {
        let integer: Int64?
        let text: String
        switch element {
        case let value as Int: (integer, text) = (Int64(value), String(value))
        case let value as Int8: (integer, text) = (Int64(value), String(value))
        case let value as Int16: (integer, text) = (Int64(value), String(value))
        case let value as Int32: (integer, text) = (Int64(value), String(value))
        case let value as Int64: (integer, text) = (value, String(value))
        case let value as UInt: (integer, text) = (Int64(exactly: value), String(value))
        case let value as UInt8: (integer, text) = (Int64(value), String(value))
        case let value as UInt16: (integer, text) = (Int64(value), String(value))
        case let value as UInt32: (integer, text) = (Int64(value), String(value))
        case let value as UInt64: (integer, text) = (Int64(exactly: value), String(value))
        default: return nil
        }
        guard let integer else {
            throw ADCodingError(.outOfRange(value: text, type: "a record integer (Int64)"), at: ADFieldPath(components: path))
        }
        return .int(integer)
    }
}
