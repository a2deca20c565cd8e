/// One element of the raw XML tree, before it is read as Interface Builder objects.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    /// The 1-based line of the element's `<`.
    let line: Int
    /// The text directly inside the element, entities decoded, whitespace kept.
    var text = ""
    var children: [XMLNode] = []
    /// The XML comment just before the element (Interface Builder titles scenes this way).
    let precedingComment: String?

    init(name: String, attributes: [String: String], line: Int, precedingComment: String?) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.precedingComment = precedingComment
    }

    /// The first child element called `name` whose `key` attribute is `key` (any key when `nil`).
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }
}
