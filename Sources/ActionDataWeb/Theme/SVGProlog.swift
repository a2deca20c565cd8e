/// What may come before an SVG document's `<svg` element: a byte order mark, white space, the
/// XML declaration, comments, processing instructions and a document type without entities.
enum SVGProlog {
    /// Whether `text`'s first element is `svg`, and it declares no entities (which a hostile
    /// file uses to make a parser expand text without end).
    static func opensSVG(_ text: String) -> Bool {
        guard !text.contains("<!ENTITY") else { return false }
        var rest = Substring(text)
        if rest.first == "\u{FEFF}" { rest = rest.dropFirst() }
        while true {
            rest = rest.drop { $0.isWhitespace }
            if let next = skipped(rest, from: "<?", to: "?>") ?? skipped(rest, from: "<!--", to: "-->")
                ?? skipped(rest, from: "<!DOCTYPE", to: ">")
            {
                rest = next
                continue
            }
            guard rest.hasPrefix("<svg") else { return false }
            let after = rest.dropFirst(4).first
            return after.map { $0.isWhitespace || $0 == ">" || $0 == "/" } ?? false
        }
    }

    /// `text` after its leading construct from `opening` to `closing`; `nil` when it does not
    /// open with `opening` or never closes.
    private static func skipped(_ text: Substring, from opening: String, to closing: String) -> Substring? {
        guard text.hasPrefix(opening), let end = text.dropFirst(opening.count).firstRange(of: closing) else { return nil }
        return text[end.upperBound...]
    }
}
