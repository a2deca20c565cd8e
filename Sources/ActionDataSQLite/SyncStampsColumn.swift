import ActionDataStorage

/// The column of a synced table's own row that holds the stamps of the record's fields.
///
/// A stored record's field states are its row's values and these stamps, so a save reads them
/// with the row and writes them with it: no row of another table per field. A deleted record
/// has no row; its states (the deletion's among them) stay in the states' table.
///
/// The column's name is one no field's column can have: a field's `%` is stored as `%25`
/// (`SQLIdentifier`), so no model reads, filters or shows it.
///
/// The text is each field's name then its stamp, each written as its UTF-8 byte count, a
/// colon and the text (`4:site39:0000…`): every save reads and writes it, and a length prefix
/// takes neither escaping nor a JSON coder, whatever a name holds.
package enum SyncStampsColumn {
    package static let name = "%sync"
    static let quoted = "\"%sync\""

    /// The column's text for `stamps`, field name to stamp text.
    package static func text(_ stamps: [String: String]) -> String {
        var text = ""
        for (field, stamp) in stamps {
            append(field, to: &text)
            append(stamp, to: &text)
        }
        return text
    }

    /// The stamps the column's `text` holds, field name to stamp text; none for NULL.
    ///
    /// - Throws: ``ADDataError`` (`corruptValue`) about `table` when the text is not one
    ///   ``text(_:)`` writes.
    package static func stamps(_ text: String?, table: String) throws(ADDataError) -> [String: String] {
        guard let text else { return [:] }
        var stamps: [String: String] = [:]
        var rest = Substring(text)
        while !rest.isEmpty {
            guard let field = take(&rest), let stamp = take(&rest) else {
                throw ADDataError(.corruptValue(column: name, reason: "the stamps' text is damaged: \"\(text.prefix(80))\""), table: table)
            }
            stamps[field] = stamp
        }
        return stamps
    }

    private static func append(_ part: String, to text: inout String) {
        text += String(part.utf8.count)
        text += ":"
        text += part
    }

    /// The part at the front of `rest`, which then starts after it; `nil` when there is none.
    private static func take(_ rest: inout Substring) -> String? {
        let bytes = rest.utf8
        guard
            let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
            let count = Int(rest[rest.startIndex..<colon]), count >= 0
        else { return nil }
        let start = bytes.index(after: colon)
        guard let end = bytes.index(start, offsetBy: count, limitedBy: bytes.endIndex), let part = String(bytes[start..<end]) else {
            return nil
        }
        rest = rest[end...]
        return part
    }
}
