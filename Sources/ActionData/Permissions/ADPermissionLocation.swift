/// Where a permission rule was written: the document's file and line, and the path of keys to
/// the rule (`tables.Categories.editor.read`).
public struct ADPermissionLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file the rule came from, `nil` for rules made in code.
    public var file: String?
    /// The line of the rule's key in ``file``, counted from 1; `nil` when unknown.
    public var line: Int?
    /// The keys leading to the rule.
    public var path: [String]

    /// A location.
    public init(file: String? = nil, line: Int? = nil, path: [String]) {
        self.file = file
        self.line = line
        self.path = path
    }

    /// `file:line: tables.Categories.editor.read`, as much of it as is known.
    public var description: String {
        let keys = path.joined(separator: ".")
        guard let file else { return keys }
        return line.map { "\(file):\($0): \(keys)" } ?? "\(file): \(keys)"
    }

    /// The location of the key `key` under this one, on the line `line`.
    func appending(_ key: String, line: Int? = nil) -> ADPermissionLocation {
        ADPermissionLocation(file: file, line: line ?? self.line, path: path + [key])
    }
}
