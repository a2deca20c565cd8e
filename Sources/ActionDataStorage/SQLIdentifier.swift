/// Table and column names as SQL sees them.
///
/// Names are always written double-quoted with inner quotes doubled, so any text is a
/// valid identifier. SQL text cannot hold NUL, so a name is stored with `%` written as
/// `%25` and NUL as `%00`; ``fieldName(fromColumn:)`` reverses that exactly.
package enum SQLIdentifier {
    /// The stored (column or table) name of a field or table name.
    package static func storedName(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == 0 }) else { return name }
        var escaped = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\u{0}": escaped += "%00"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The field name a stored column name stands for.
    package static func fieldName(fromColumn column: String) -> String {
        guard column.utf8.contains(UInt8(ascii: "%")) else { return column }
        var name = ""
        var scalars = column.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "%", scalars.starts(with: "25".unicodeScalars) {
                name += "%"
                scalars = scalars.dropFirst(2)
            } else if scalar == "%", scalars.starts(with: "00".unicodeScalars) {
                name += "\u{0}"
                scalars = scalars.dropFirst(2)
            } else {
                name.unicodeScalars.append(scalar)
            }
        }
        return name
    }

    /// `name` escaped and quoted for SQL text.
    package static func quoted(_ name: String) -> String {
        var quoted = "\""
        for scalar in storedName(name).unicodeScalars {
            if scalar == "\"" { quoted += "\"" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }
}
