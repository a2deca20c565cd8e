import ActionData
import ArgumentParser
import Foundation

/// `actiondata mask --pattern '(###) ###-####' 8085551212`: applies a mask and prints JSON.
struct MaskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mask",
        abstract: "Apply a masked format and print the formatted text, whether it is valid and the raw value as JSON."
    )

    @Option(name: .long, help: "The mask, for example '(###) ###-####'.")
    var pattern: String

    @Argument(help: "The text to format.")
    var value: String

    func run() throws {
        print(try Self.output(pattern: pattern, value: value))
    }

    /// The JSON line printed for `value` under `pattern`.
    static func output(pattern: String, value: String) throws -> String {
        let formatter = ADMaskedStringFormatter(formatString: pattern)
        let formatted = formatter.applyFormat(to: value)
        let valid = formatter.validForLastInput
        let raw = formatter.removeFormat(from: formatted)
        return "{\"formatted\": \(try jsonString(formatted)), \"valid\": \(valid), \"raw\": \(try jsonString(raw))}"
    }

    private static func jsonString(_ text: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode(text), as: UTF8.self)
    }
}
