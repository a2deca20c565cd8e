import Foundation

extension ADValue {
    /// The value as a switch state: `bool` as is; `int`/`double` 0 is `false`, any other
    /// number `true`; the strings "yes", "on", "true" and "1" (any case, trimmed) are `true`,
    /// other strings `false`; `NULL` is `false`; data, arrays and records are `true` when not
    /// empty; a date is `true`.
    public var asBool: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int(let value): value != 0
        case .double(let value): value != 0
        case .string(let text):
            ["yes", "on", "true", "1"].contains(text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
        case .data(let data): !data.isEmpty
        case .date: true
        case .array(let values): !values.isEmpty
        case .record(let record): !record.isEmpty
        }
    }

    /// `number` as `.int` when it is whole and well inside the `Int64` range, else as `.double`:
    /// how a number read from text or a control enters a record.
    static func wholeOrReal(_ number: Double) -> ADValue {
        number.rounded() == number && abs(number) < 9.0e18 ? .int(Int64(number)) : .double(number)
    }

    /// The value as a number: `int` and `double` as they are, `bool` as 1 or 0, numeric text
    /// (trimmed; whole numbers become `.int`) as its number.
    /// - Throws: ``ADConversionError`` for any other value, including empty text and
    ///   non-finite numbers.
    public func asNumber() throws(ADConversionError) -> ADValue {
        if let number = convertedNumber { return number }
        throw ADConversionError(value: stringValue ?? asText(), target: "number")
    }

    /// The value as a number by the rules of ``asNumber()``, or `nil` when it is none: for
    /// callers that ask whether a value is a number rather than convert it.
    public var convertedNumber: ADValue? {
        switch self {
        case .int, .double: return self
        case .bool(let value): return .int(value ? 1 : 0)
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if let whole = Int64(trimmed) { return .int(whole) }
            if let number = Double(trimmed), number.isFinite { return .double(number) }
            return nil
        default:
            return nil
        }
    }

    /// The value as a number read with a number format, for text typed into a formatted field.
    /// - Throws: ``ADConversionError`` when the value is not a number and the text does not
    ///   parse with `format`.
    public func asNumber(using format: ADDisplayFormat) throws(ADConversionError) -> ADValue {
        if case .string(let text) = self, format.type == .number { return try format.parse(text) }
        return try asNumber()
    }

    /// The value as a `Double`, by the rules of ``asNumber()``.
    public func asDouble() throws(ADConversionError) -> Double {
        let number = try asNumber()
        guard let value = number.numericValue else { throw ADConversionError(value: asText(), target: "number") }
        return value
    }

    /// The value as a date: `date` as is, ISO 8601 text (with or without fractional seconds) as
    /// its date.
    /// - Throws: ``ADConversionError`` for any other value.
    public func asDate() throws(ADConversionError) -> Date {
        switch self {
        case .date(let date): return date
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if let date = ISO8601Text.date(from: trimmed) { return date }
            throw ADConversionError(value: text, target: "date", detail: "expected ISO 8601 such as 2018-01-01T00:00:00Z")
        default:
            throw ADConversionError(value: asText(), target: "date")
        }
    }

    /// The value as display text: `int` without decimals, `double` in its shortest
    /// round-tripping form (whole values without `.0`), `bool` as "true"/"false", a date through
    /// `dateFormat` or as ISO 8601, data as base64, `NULL` as `textForNull`, arrays and records
    /// in their literal form.
    public func asText(dateFormat: ADDisplayFormat? = nil, textForNull: String = "") -> String {
        switch self {
        case .null: return textForNull
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value):
            if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        case .string(let text): return text
        case .data(let data): return data.base64EncodedString()
        case .date(let date):
            // Nothing lost: A date its display format cannot show is written as ISO 8601, which every reader parses.
            if let dateFormat, let text = try? dateFormat.format(self) { return text }
            return date.formatted(.iso8601)
        case .array, .record: return description
        }
    }

    /// The value as a colour from hex text (see ``ADColor/init(hex:)``).
    /// - Throws: ``ADConversionError`` for other values and malformed text.
    public func asColor() throws(ADConversionError) -> ADColor {
        guard case .string(let text) = self else { throw ADConversionError(value: asText(), target: "colour") }
        return try ADColor(hex: text)
    }

    /// The bytes of a PNG, JPEG or GIF image from `data` or from base64 text (an optional
    /// `data:image/...;base64,` prefix is accepted).
    /// - Throws: ``ADConversionError`` for invalid base64, bytes of an unknown image format, or
    ///   any other value.
    public func asImageData() throws(ADConversionError) -> Data {
        let bytes: Data
        switch self {
        case .data(let data):
            bytes = data
        case .string(let text):
            var payload = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
            if payload.hasPrefix("data:"), let comma = payload.firstIndex(of: ",") {
                payload = payload[payload.index(after: comma)...]
            }
            guard let decoded = Data(base64Encoded: String(payload), options: .ignoreUnknownCharacters),
                  !decoded.isEmpty
            else {
                throw ADConversionError(value: text, target: "image", detail: "the text is not valid base64")
            }
            bytes = decoded
        default:
            throw ADConversionError(value: asText(), target: "image")
        }
        guard ImageSignature.isKnownImage(bytes) else {
            throw ADConversionError(value: asText(), target: "image", detail: "the bytes are not PNG, JPEG or GIF")
        }
        return bytes
    }

    /// The raw value of a String-backed enum case: the text, which must be one of `allowed`.
    /// - Throws: ``ADConversionError`` naming the allowed values.
    public func asEnumRawValue(allowed: [String]) throws(ADConversionError) -> String {
        if case .string(let text) = self, allowed.contains(text) { return text }
        throw ADConversionError(value: asText(), target: "allowed value",
                                detail: "allowed values are " + allowed.map { "'\($0)'" }.joined(separator: ", "))
    }

    /// The raw value of an Int-backed enum case: the number, which must be one of `allowed`.
    /// - Throws: ``ADConversionError`` naming the allowed values.
    public func asEnumRawValue(allowed: [Int]) throws(ADConversionError) -> Int {
        let detail = "allowed values are " + allowed.map(String.init).joined(separator: ", ")
        guard case .int(let whole)? = convertedNumber, let value = Int(exactly: whole), allowed.contains(value) else {
            throw ADConversionError(value: asText(), target: "allowed value", detail: detail)
        }
        return value
    }
}

/// Recognises image bytes by their first bytes.
enum ImageSignature {
    private static let signatures: [[UInt8]] = [
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
        [0xFF, 0xD8, 0xFF],
        [0x47, 0x49, 0x46, 0x38],
    ]

    static func isKnownImage(_ data: Data) -> Bool {
        signatures.contains { data.starts(with: $0) }
    }
}
