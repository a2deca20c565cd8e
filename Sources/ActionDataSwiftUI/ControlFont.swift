#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// The font the engine gives a control (``ADFont``: the document's font adjusted by its font
/// binding) as a SwiftUI `Font`: a face or family by name, else the system font at the
/// engine's size (or its text style's), weight and design, then italic and bold. Without an
/// engine font the control keeps the font of its surroundings. Condensed and expanded widths
/// are not drawn.
struct ControlFont: ViewModifier {
    private let font: Font?

    init(_ font: ADFont?) {
        self.font = font.map(Self.font(for:))
    }

    @ViewBuilder
    func body(content: Content) -> some View {
        if let font {
            content.font(font)
        } else {
            content
        }
    }

    private static func font(for font: ADFont) -> Font {
        let style = font.textStyle.map(Self.textStyle(for:))
        var shown: Font
        if let face = font.name ?? font.family {
            let size = CGFloat(font.effectiveSize ?? 17)
            shown = style.map { Font.custom(face, size: size, relativeTo: $0) } ?? Font.custom(face, size: size)
        } else if let size = font.size {
            let design: Font.Design = font.traits.contains(.monoSpace) ? .monospaced : .default
            shown = .system(size: CGFloat(size), weight: weight(for: font.effectiveWeight ?? .regular), design: design)
        } else if let style {
            shown = .system(style)
        } else {
            shown = .body
        }
        if let weight = font.weight { shown = shown.weight(Self.weight(for: weight)) }
        if font.traits.contains(.italic) { shown = shown.italic() }
        if font.traits.contains(.bold), font.weight == nil { shown = shown.bold() }
        return shown
    }

    private static func weight(for weight: ADFontWeight) -> Font.Weight {
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }

    private static func textStyle(for style: ADFontTextStyle) -> Font.TextStyle {
        switch style {
        case .largeTitle: .largeTitle
        case .title1: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption1: .caption
        case .caption2: .caption2
        }
    }
}
#endif
