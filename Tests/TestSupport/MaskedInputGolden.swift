import Foundation

/// `Tests/Golden/masked-input.json`: a field's text and selection, the browser's input type and
/// its data, and what the engine answers.
public enum MaskedInputGolden {
    /// One row: the field before, the input, and the engine's answer.
    public struct Row: Decodable, Sendable, CustomStringConvertible {
        /// What the engine answers: applied or not (refused, or nothing to delete), the text,
        /// the UTF-16 caret and the raw value.
        public struct Expected: Decodable, Sendable {
            public var applied: Bool
            public var text: String
            public var caret: Int
            public var raw: String
        }

        public var mask: String
        /// The field's text before the input.
        public var text: String
        /// The selection before the input, in UTF-16 code units.
        public var start: Int
        public var end: Int
        /// The browser's `inputType`.
        public var input: String
        /// The text the input inserts, empty for a deletion.
        public var data: String
        public var expect: Expected

        public var description: String { "\(input) \"\(data)\" at \(start)..<\(end) of \"\(text)\"" }
    }

    private struct Table: Decodable {
        var rows: [Row]
    }

    /// `Tests/Golden/masked-input.json`.
    public static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/masked-input.json")

    /// The table's rows.
    public static func rows() throws -> [Row] {
        try JSONDecoder().decode(Table.self, from: Data(contentsOf: file)).rows
    }
}
