import ActionData

/// A control's font as the page applies it: the engine's `ADFont` as CSS `font-family`,
/// `font-size`, `font-weight`, `font-style` and `font-stretch` values. A part the font leaves
/// open is `nil`, and the page's style sheet decides it.
public struct ADWebFont: Sendable, Hashable {
    /// The CSS family list: the font's family (or, without one, its face name) as a quoted
    /// CSS string, then a generic family; `ui-monospace, monospace` for a mono-spaced system font.
    public var family: String?
    /// The CSS size in pixels (one point is one CSS pixel).
    public var size: Double?
    /// The CSS weight, 100…900.
    public var weight: Int?
    /// Whether the text is italic.
    public var isItalic: Bool
    /// `condensed` or `expanded`, or `nil` for the normal width.
    public var stretch: String?

    /// The CSS of `font`.
    public init(_ font: ADFont) {
        let generic = font.traits.contains(.monoSpace) ? "monospace" : "system-ui, sans-serif"
        if let named = font.family ?? font.name {
            family = Self.cssString(named) + ", " + generic
        } else if font.traits.contains(.monoSpace) {
            family = "ui-monospace, monospace"
        }
        size = font.effectiveSize
        weight = font.effectiveWeight?.cssWeight
        isItalic = font.traits.contains(.italic)
        stretch = font.traits.contains(.condensed) ? "condensed" : font.traits.contains(.expanded) ? "expanded" : nil
    }

    /// `text` as a CSS string: double-quoted, with quotes and backslashes escaped and control
    /// characters dropped, so that a family name from a record can never end the declaration.
    static func cssString(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars where !(scalar.properties.generalCategory == .control) {
            if scalar == "\"" || scalar == "\\" { quoted += "\\" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }
}
