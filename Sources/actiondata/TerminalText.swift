/// Text from a database or a request made safe to print on a terminal: control and format
/// characters (escape sequences, carriage returns, bidirectional overrides) are written as
/// `\u{…}`, so stored text can neither move the cursor nor disguise what is printed.
enum TerminalText {
    static func safe(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
