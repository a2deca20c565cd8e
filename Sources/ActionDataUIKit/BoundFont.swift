#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// The font a text view shows: its own font (Interface Builder's, kept the first time the
/// engine gives a font) adjusted by the engine's `ADFont`; when the engine gives none again,
/// the view's own font comes back.
@MainActor
struct BoundFont {
    private var original: UIFont?

    /// The font to set for the engine's `font` over the view's `current` one, or `nil` when
    /// the view's font is to stay as it is.
    mutating func font(for font: ADFont?, over current: UIFont?) -> UIFont? {
        guard let font else { return original }
        let base = original ?? current ?? UIFont.systemFont(ofSize: 17, weight: .regular)
        if original == nil { original = base }
        return Self.adjusting(base, to: font)
    }

    /// `base` with each part `font` gives: a text style's font, a face name or family, the
    /// size, weight and symbolic traits (which replace the base's when given).
    static func adjusting(_ base: UIFont, to font: ADFont) -> UIFont {
        var result = font.textStyle.map { UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: $0.uiKitName)) } ?? base
        let size = CGFloat(font.effectiveSize ?? Double(result.pointSize))
        if let name = font.name, let named = UIFont(name: name, size: size) {
            result = named
        } else if let family = font.family {
            result = UIFont(descriptor: result.fontDescriptor.withFamily(family), size: size)
        } else if let weight = font.weight {
            result = UIFont.systemFont(ofSize: size, weight: UIFont.Weight(rawValue: CGFloat(weight.uiKitWeight)))
        }
        var descriptor = result.fontDescriptor
        if let weight = font.weight, font.name != nil || font.family != nil {
            descriptor = descriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: CGFloat(weight.uiKitWeight)]])
        }
        if !font.traits.isEmpty, let traited = descriptor.withSymbolicTraits(UIFontDescriptor.SymbolicTraits(rawValue: font.traits.rawValue)) {
            descriptor = traited
        }
        return UIFont(descriptor: descriptor, size: size)
    }
}
