import Foundation

/// The JSON bridge: DataBindSwift's `toJSON()` and `fillFields(withObject:)` for records.
///
/// Nested records become nested objects, so a form whose fields are bound to dotted paths
/// (`address.city`) produces nested JSON, and reading that JSON back gives the same paths:
///
/// ```swift
/// var record = ADRecord()
/// record[path: "address.city"] = "Lisbon"
/// String(decoding: try record.jsonData(), as: UTF8.self)   // {"address":{"city":"Lisbon"}}
/// try ADRecord(jsonData: data).value(at: "address.city")    // .string("Lisbon")
/// ```
///
/// Integers stay integers and reals stay reals (`2` against `2.0`). Dates are written as
/// ISO 8601 text with milliseconds and data as base64 text; ``ADRecordDecoder`` reads both
/// back into `Date` and `Data` fields.
extension ADRecord {
    /// The record as UTF-8 JSON, fields in order.
    ///
    /// - Throws: ``ADCodingError`` naming the field of a non-finite real, unless
    ///   `nonFiniteNumbers` is ``ADNonFiniteNumberStrategy/null``.
    public func jsonData(
        prettyPrinted: Bool = false, nonFiniteNumbers: ADNonFiniteNumberStrategy = .throwError
    ) throws(ADCodingError) -> Data {
        Data(try jsonString(prettyPrinted: prettyPrinted, nonFiniteNumbers: nonFiniteNumbers).utf8)
    }

    /// The record as JSON text, fields in order.
    public func jsonString(
        prettyPrinted: Bool = false, nonFiniteNumbers: ADNonFiniteNumberStrategy = .throwError
    ) throws(ADCodingError) -> String {
        try JSONWriter.text(of: .record(self), prettyPrinted: prettyPrinted, nonFiniteNumbers: nonFiniteNumbers)
    }

    /// A record from UTF-8 JSON holding one object.
    ///
    /// - Throws: ``ADCodingError`` with ``ADCodingError/Kind/invalidJSON(line:column:expected:)``
    ///   for malformed text, or a type mismatch when the top level is not an object.
    public init(jsonData: Data) throws(ADCodingError) {
        try self.init(json: JSONReader.value(from: Array(jsonData)))
    }

    /// A record from JSON text holding one object.
    public init(jsonString: String) throws(ADCodingError) {
        try self.init(json: JSONReader.value(from: Array(jsonString.utf8)))
    }

    private init(json value: ADValue) throws(ADCodingError) {
        guard case .record(let record) = value else {
            throw ADCodingError.mismatch(expected: "a JSON object", found: value, at: ADFieldPath(components: []))
        }
        self = record
    }
}

extension ADValue {
    /// The value as JSON text (any value, not only records).
    public func jsonString(
        prettyPrinted: Bool = false, nonFiniteNumbers: ADNonFiniteNumberStrategy = .throwError
    ) throws(ADCodingError) -> String {
        try JSONWriter.text(of: self, prettyPrinted: prettyPrinted, nonFiniteNumbers: nonFiniteNumbers)
    }

    /// A value from JSON text holding any one JSON value.
    public init(jsonString: String) throws(ADCodingError) {
        self = try JSONReader.value(from: Array(jsonString.utf8))
    }
}
