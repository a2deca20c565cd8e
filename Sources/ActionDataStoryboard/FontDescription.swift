import ActionData

/// Interface Builder's `<fontDescription>` read as an engine font: `type="system"`,
/// `"boldSystem"` or `"italicSystem"` with a `weight`, a named font (`name`, `family`), a text
/// style (`style="UICTFontTextStyleBody"`), and `pointSize`. Values Interface Builder would not
/// write (a size out of range, an unknown weight) are left out rather than guessed.
enum FontDescription {
    static func font(_ node: XMLNode) -> ADFont {
        var font = ADFont()
        let attributes = node.attributes
        switch attributes["type"] {
        case "boldSystem"?: font.traits = .bold
        case "italicSystem"?: font.traits = .italic
        default: break
        }
        font.name = attributes["name"].flatMap { $0.isEmpty ? nil : $0 }
        font.family = attributes["family"].flatMap { $0.isEmpty ? nil : $0 }
        font.weight = attributes["weight"].flatMap(ADFontWeight.init(name:))
        font.textStyle = attributes["style"].flatMap(ADFontTextStyle.init(name:))
        font.size = attributes["pointSize"].flatMap(Double.init).flatMap { ADFont.sizeRange.contains($0) ? $0 : nil }
        return font
    }
}
