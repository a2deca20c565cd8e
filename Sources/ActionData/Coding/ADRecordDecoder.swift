import Foundation

/// Turns an ``ADRecord`` back into a `Decodable` model.
///
/// The decoder accepts exactly what the encoder writes and the conversions a form
/// produces: an integer field from a whole real (`3.0`), a real field from an integer, a
/// `Bool` from `0`/`1`, dates and data from the text JSON gives them. Anything else fails
/// with an ``ADCodingError`` that names the full field path and the expected and found
/// types; an integer that does not fit the field's width is an error, never a trap.
///
/// ```swift
/// var record = try ADRecordEncoder().encode(category)
/// record["quantity"] = 3.0                      // a whole real, as a slider gives it
/// let edited = try ADRecordDecoder().decode(Category.self, from: record)
/// edited.quantity                                // 3
/// ```
public struct ADRecordDecoder: Sendable {
    /// How `Date` fields are read. The default reads ``ADValue/date(_:)`` and ISO 8601 text.
    public var dateDecodingStrategy: ADDateCodingStrategy = .date
    /// How `Data` fields are read. The default reads ``ADValue/data(_:)`` and base64 text.
    public var dataDecodingStrategy: ADDataCodingStrategy = .raw
    /// Values handed to the model's `init(from:)` through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// A decoder with the default strategies.
    public init() {}

    /// Decodes a model from a record.
    public func decode<Model: Decodable>(_ type: Model.Type, from record: ADRecord) throws(ADCodingError) -> Model {
        try decodeValue(type, from: .record(record))
    }

    /// Decodes any `Decodable` value, keyed or not, from an ``ADValue``.
    public func decodeValue<Value: Decodable>(_ type: Value.Type, from value: ADValue) throws(ADCodingError) -> Value {
        let options = CodingOptions(date: dateDecodingStrategy, data: dataDecodingStrategy, userInfo: userInfo)
        do {
            return try ValueDecoder(value: value, options: options).decodeNested(type)
        } catch {
            throw ADCodingError(wrapping: error)
        }
    }
}

