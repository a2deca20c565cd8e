import ActionData

/// The text written so far.
final class JSONOutput {
    var text = ""

    /// `string` as a JSON string literal, escaped as the engine's JSON writer escapes it.
    func write(_ string: String) throws {
        // Field names and most texts need no escape: they are appended as they are, which is
        // what the engine's writer does with them too, without building an ADValue first.
        guard string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            text += "\""
            text += string
            text += "\""
            return
        }
        text += try ADValue.string(string).jsonString()
    }

    /// `number` in Swift's shortest spelling that reads back the same (`5.0`, `0.1`, `1e+20`);
    /// JSON has no infinity or NaN, so those are refused.
    func write(_ number: Double, at codingPath: @autoclosure () -> [any CodingKey]) throws {
        guard number.isFinite else {
            throw EncodingError.invalidValue(number, .init(codingPath: codingPath(), debugDescription: "JSON has no \(number)"))
        }
        text += number.description
    }
}
