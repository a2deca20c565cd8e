import Foundation

/// Turns any `Encodable` model into an ``ADRecord`` that forms and formulas work on.
///
/// Nested structs and classes become nested records, arrays stay arrays, `[String: T]`
/// dictionaries become records keyed by the dictionary's keys, and enums are held by their
/// raw values. `Date`, `Data`, `URL`, `UUID` and `Decimal` are recognised, and every
/// integer and floating-point width is accepted. An optional that is `nil` is written as
/// ``ADValue/null`` and its key is **kept**, so a control can still bind to it.
///
/// ```swift
/// struct Category: Codable {
///     var name = "Swift File"
///     var quantity = 1000
///     var enabled = true
/// }
///
/// let record = try ADRecordEncoder().encode(Category())
/// record["quantity"]   // .int(1000)
/// ```
///
/// The encoder is a value: configure a copy per use, share it freely between tasks.
public struct ADRecordEncoder: Sendable {
    /// How `Date` fields are written. The default keeps them as ``ADValue/date(_:)``.
    public var dateEncodingStrategy: ADDateCodingStrategy = .date
    /// How `Data` fields are written. The default keeps them as ``ADValue/data(_:)``.
    public var dataEncodingStrategy: ADDataCodingStrategy = .raw
    /// Values handed to the model's `encode(to:)` through `Encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// An encoder with the default strategies.
    public init() {}

    /// Encodes a model whose top level is keyed (a struct, class or dictionary).
    ///
    /// - Throws: ``ADCodingError`` naming the field when a value cannot be held in a
    ///   record (an unsigned integer beyond `Int64.max`, for example) or when the top
    ///   level is not keyed.
    public func encode<Model: Encodable>(_ model: Model) throws(ADCodingError) -> ADRecord {
        let value = try encodeValue(model)
        guard case .record(let record) = value else {
            throw ADCodingError.mismatch(expected: "a keyed model (struct, class or dictionary)", found: value, at: ADFieldPath(components: []))
        }
        return record
    }

    /// Encodes any `Encodable` value, keyed or not, into an ``ADValue``.
    public func encodeValue<Value: Encodable>(_ value: Value) throws(ADCodingError) -> ADValue {
        let options = CodingOptions(date: dateEncodingStrategy, data: dataEncodingStrategy, userInfo: userInfo)
        do {
            return try ValueEncoder(options: options).encodeNested(value)
        } catch {
            throw ADCodingError(wrapping: error)
        }
    }
}

