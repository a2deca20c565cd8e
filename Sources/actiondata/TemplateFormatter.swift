import ActionData

/// The custom formatter `--formatter NAME` registers: `formatter: <NAME> { format: "Hello, %@" }`
/// shows a value as the format with each `%@` replaced by the value's text, and reads typed
/// text back by taking off what the format puts around a single `%@`.
///
/// Without a `format` the value's text is shown and read unchanged. Text that does not carry
/// the format's surroundings, or a format with no or several `%@`, is read as typed.
struct TemplateFormatter: ADCustomFormatter {
    /// The placeholder a format's value goes into.
    static let placeholder = "%@"

    /// The format, such as `Hello, %@`; `nil` shows the value's text.
    let format: String?

    /// The formatter a configuration block describes: its `format` text setting.
    init(settings: ADRecord) {
        if case .string(let format)? = settings["format"] { self.format = format } else { format = nil }
    }

    func text(for value: ADValue) throws -> String {
        guard let format else { return value.asText() }
        return format.replacingOccurrences(of: Self.placeholder, with: value.asText())
    }

    func value(from text: String) throws -> ADValue {
        guard let format else { return .string(text) }
        let parts = format.components(separatedBy: Self.placeholder)
        guard parts.count == 2, text.hasPrefix(parts[0]) else { return .string(text) }
        let rest = text.dropFirst(parts[0].count)
        guard rest.hasSuffix(parts[1]) else { return .string(text) }
        return .string(String(rest.dropLast(parts[1].count)))
    }
}
