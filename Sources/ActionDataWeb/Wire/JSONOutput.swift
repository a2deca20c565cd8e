import ActionData

/// The text written so far.
final class JSONOutput {
    var text = ""

    /// `string` as a JSON string literal, escaped as the engine's JSON writer escapes it.
    func write(_ string: String) throws {
        text += try ADValue.string(string).jsonString()
    }

    /// `number` in Swift's shortest spelling that reads back the same (`5.0`, `0.1`, `1e+20`);
    /// JSON has no infinity or NaN, so those are refused.
    func write(_ number: Double, at codingPath: [any CodingKey]) throws {
        guard number.isFinite else {
            throw EncodingError.invalidValue(number, .init(codingPath: codingPath, debugDescription: "JSON has no \(number)"))
        }
        text += number.description
    }
}
