import Foundation

/// Turns what a user entered into the value a record field expects: the field type when the
/// control sets one, else the kind of value the field holds.
enum EditedValue {
    /// The value of text typed into a control with an optional display format.
    ///
    /// Empty text is `NULL` for every type but text.
    static func fromText(
        _ text: String, format: ADDisplayFormat?, type: ADFieldType?, kind: ADValue.Kind?
    ) throws(ADConversionError) -> ADValue {
        let blank = text.allSatisfy(\.isWhitespace)
        if let format, format.type != .masked {
            if blank { return .null }
            return try coerce(format.parse(text), type: type, kind: kind)
        }
        let raw: ADValue = if let format { try format.parse(text) } else { .string(text) }
        if blank, !expectsText(type: type, kind: kind) { return .null }
        return try coerce(raw, type: type, kind: kind)
    }

    /// The value of a number chosen on a slider or stepper; integer fields get it rounded.
    static func fromNumber(_ number: Double, type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        switch (type, kind) {
        case (.text?, _), (nil, .string?): return .string(ADValue.double(number).asText())
        case (.logic?, _), (nil, .bool?): return .bool(number != 0)
        case (nil, .double?): return .double(number)
        case (nil, .int?): return .wholeOrReal(number.rounded())
        case (.number?, _), (nil, _): return .wholeOrReal(number)
        case (.date?, _), (.image?, _): throw ADConversionError(value: ADValue.double(number).asText(), target: targetName(type, kind))
        }
    }

    /// The value of an on/off state: numbers 1/0 and text "true"/"false" for such fields.
    static func fromBool(_ isOn: Bool, type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        switch (type, kind) {
        case (.number?, _), (nil, .int?): return .int(isOn ? 1 : 0)
        case (nil, .double?): return .double(isOn ? 1 : 0)
        case (.text?, _), (nil, .string?): return .string(isOn ? "true" : "false")
        case (.date?, _), (.image?, _): throw ADConversionError(value: isOn ? "true" : "false", target: targetName(type, kind))
        default: return .bool(isOn)
        }
    }

    /// `value` converted to the field's type or kind.
    static func coerce(_ value: ADValue, type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        if value.isNull { return .null }
        switch type {
        case .text?: return .string(value.asText())
        case .number?: return try value.asNumber()
        case .logic?: return .bool(try logic(value))
        case .date?: return .date(try value.asDate())
        case .image?: return .data(try value.asImageData())
        case nil: break
        }
        switch kind {
        case nil, .null?: return value
        case .string?: return .string(value.asText())
        case .int?:
            if case .string(let text) = value, let whole = Int64(text) { return .int(whole) }
            let number = try value.asNumber()
            if case .int = number { return number }
            if let real = number.doubleValue, real.rounded() == real, abs(real) < 9.0e18 { return .int(Int64(real)) }
            throw ADConversionError(value: value.asText(), target: "whole number")
        case .double?:
            let number = try value.asNumber()
            return .double(number.numericValue ?? 0)
        case .bool?: return .bool(try logic(value))
        case .date?: return .date(try value.asDate())
        case .data?:
            if case .data = value { return value }
            guard case .string(let text) = value, let data = Data(base64Encoded: text) else {
                throw ADConversionError(value: value.asText(), target: "base64 data")
            }
            return .data(data)
        case .array?, .record?:
            throw ADConversionError(value: value.asText(), target: targetName(nil, kind))
        }
    }

    private static func expectsText(type: ADFieldType?, kind: ADValue.Kind?) -> Bool {
        switch (type, kind) {
        case (.text?, _), (nil, nil), (nil, .null?), (nil, .string?): true
        default: false
        }
    }

    private static func logic(_ value: ADValue) throws(ADConversionError) -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .int(let number): if number == 0 || number == 1 { return number == 1 }
        case .double(let number): if number == 0 || number == 1 { return number == 1 }
        case .string(let text):
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true", "yes", "on", "1": return true
            case "false", "no", "off", "0": return false
            default: break
            }
        default: break
        }
        throw ADConversionError(value: value.asText(), target: "boolean", detail: "expected true or false, yes or no, on or off")
    }

    private static func targetName(_ type: ADFieldType?, _ kind: ADValue.Kind?) -> String {
        if let type { return type.rawValue }
        return kind.map { "\($0)" } ?? "value"
    }
}
