import Foundation

/// A likely mistake in a number or date pattern.
public struct ADPatternWarning: Sendable, Hashable, CustomStringConvertible {
    /// What is probably wrong and what to write instead.
    public var message: String
    /// The offending characters, as 0-based `Character` offsets into the pattern.
    public var range: Range<Int>

    /// The 1-based column of the first offending character.
    public var column: Int { range.lowerBound + 1 }

    public var description: String { "column \(column): \(message)" }
}

/// Checks number and date patterns for common mistakes, for `actiondata lint` and developers.
///
/// ```swift
/// ADPatternLint.warnings(for: ADDisplayFormat(type: .date, pattern: "mm/dd/yyyy"))
/// // column 1: 'mm' is minutes; for the month write 'MM'
/// ```
public enum ADPatternLint {
    /// The warnings for `format`'s pattern; empty when it looks right. Masks have no warnings.
    public static func warnings(for format: ADDisplayFormat) -> [ADPatternWarning] {
        switch format.type {
        case .date: dateWarnings(format.pattern)
        case .number: numberWarnings(format)
        case .masked: []
        }
    }

    private struct Field {
        let letter: Character
        let range: Range<Int>
    }

    /// Runs of one pattern letter outside quotes.
    private static func fields(in pattern: String) -> [Field] {
        var fields: [Field] = []
        var inQuote = false
        for (offset, character) in pattern.enumerated() {
            if character == "'" {
                inQuote.toggle()
                continue
            }
            guard !inQuote, character.isASCII, character.isLetter else { continue }
            if let last = fields.last, last.letter == character, last.range.upperBound == offset {
                fields[fields.count - 1] = Field(letter: character, range: last.range.lowerBound..<offset + 1)
            } else {
                fields.append(Field(letter: character, range: offset..<offset + 1))
            }
        }
        return fields
    }

    private static func dateWarnings(_ pattern: String) -> [ADPatternWarning] {
        let fields = fields(in: pattern)
        let letters = Set(fields.map(\.letter))
        let hasHour = !letters.isDisjoint(with: ["H", "h", "K", "k"])
        var warnings: [ADPatternWarning] = []
        for field in fields {
            switch field.letter {
            case "m" where !hasHour && !letters.isDisjoint(with: ["d", "y"]):
                warnings.append(ADPatternWarning(
                    message: "'\(String(repeating: "m", count: field.range.count))' is minutes; for the month write 'MM'",
                    range: field.range))
            case "Y" where !letters.contains("w"):
                warnings.append(ADPatternWarning(
                    message: "'Y' is the week-based year and differs around New Year; for the calendar year write 'yyyy'",
                    range: field.range))
            case "D" where letters.contains("M"):
                warnings.append(ADPatternWarning(
                    message: "'D' is the day of the year; for the day of the month write 'dd'",
                    range: field.range))
            default:
                break
            }
        }
        return warnings
    }

    private static let numberSamples: [ADValue] = [.int(0), .int(7), .int(-7), .int(1000), .int(-1234567), .double(1234.5), .double(-2.25)]

    private static func numberWarnings(_ format: ADDisplayFormat) -> [ADPatternWarning] {
        let whole = 0..<format.pattern.count
        for sample in numberSamples {
            if let message = roundTripFailure(of: sample, through: format) {
                return [ADPatternWarning(message: message, range: whole)]
            }
        }
        return []
    }

    /// Why `sample` does not survive formatting with `format` and reading back, with the
    /// formatter's own reason; `nil` when it does.
    private static func roundTripFailure(of sample: ADValue, through format: ADDisplayFormat) -> String? {
        let text: String
        do {
            text = try format.format(sample)
        } catch {
            return "the pattern cannot format \(sample.asText()): \(error)"
        }
        let parsed: ADValue
        do {
            parsed = try format.parse(text)
        } catch {
            return "'\(text)' (\(sample.asText()) formatted) does not parse back: \(error)"
        }
        guard let number = parsed.numericValue else {
            return "'\(text)' (\(sample.asText()) formatted) does not parse back"
        }
        let mismatch = "\(sample.asText()) formats as '\(text)' but reads back as \(parsed.asText())"
        let reformatted: String
        do {
            reformatted = try format.format(parsed)
        } catch {
            return "\(mismatch), which the pattern cannot format: \(error)"
        }
        let original = sample.numericValue ?? 0
        if reformatted != text || (original < 0) != (number < 0) && number != 0 { return mismatch }
        return nil
    }
}
