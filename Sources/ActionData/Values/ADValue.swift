import Foundation

/// A value held by an ``ADRecord``: what a bound control shows and what a formula computes.
///
/// The engine never stores `Any`. Every model field becomes one of these cases when a
/// model is encoded into a record, so `Double`, `Date` and `Data` survive a round trip
/// through a form exactly.
///
/// ```swift
/// let record: ADRecord = ["name": "Swift File", "quantity": 1000, "enabled": true]
/// record["quantity"]          // .int(1000)
/// record["quantity"]?.kind    // .int
/// ```
///
/// Equality is structural: `.int(1)` and `.double(1.0)` are different values here.
/// Numeric comparison across the two (`1 = 1.0` is TRUE) is the formula language's job.
public enum ADValue: Sendable, Hashable {
    /// No value: a nil optional, SQL `NULL`, JSON `null`.
    case null
    /// A Boolean.
    case bool(Bool)
    /// A whole number in the `Int64` range.
    case int(Int64)
    /// A floating-point number.
    case double(Double)
    /// Text.
    case string(String)
    /// Raw bytes (for example PNG data of an image).
    case data(Data)
    /// A point in time.
    case date(Date)
    /// An ordered list of values.
    case array([ADValue])
    /// A nested record (a nested struct, class or dictionary of the model).
    case record(ADRecord)
}

extension ADValue {
    /// The case of a value without its payload, for messages such as "found string, expected int".
    public enum Kind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        case null, bool, int, double, string, data, date, array, record

        public var description: String { rawValue }
    }

    /// The case of this value.
    public var kind: Kind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .int: .int
        case .double: .double
        case .string: .string
        case .data: .data
        case .date: .date
        case .array: .array
        case .record: .record
        }
    }

    /// `true` for ``null``.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The Boolean payload, or `nil` for any other case.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The integer payload, or `nil` for any other case.
    public var intValue: Int64? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// The floating-point payload, or `nil` for any other case.
    public var doubleValue: Double? {
        if case .double(let value) = self { return value }
        return nil
    }

    /// The payload of ``int(_:)`` or ``double(_:)`` as a `Double`, or `nil` for any other case.
    public var numericValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The string payload, or `nil` for any other case.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The data payload, or `nil` for any other case.
    public var dataValue: Data? {
        if case .data(let value) = self { return value }
        return nil
    }

    /// The date payload, or `nil` for any other case.
    public var dateValue: Date? {
        if case .date(let value) = self { return value }
        return nil
    }

    /// The array payload, or `nil` for any other case.
    public var arrayValue: [ADValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The nested record, or `nil` for any other case.
    public var recordValue: ADRecord? {
        if case .record(let value) = self { return value }
        return nil
    }
}
