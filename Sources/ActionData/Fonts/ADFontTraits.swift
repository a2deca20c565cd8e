/// A font's symbolic traits, with the bit values of UIKit's `UIFontDescriptorSymbolicTraits`
/// so that a model may store them as a number.
public struct ADFontTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    /// Traits from their bits; bits that name no trait here are dropped.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue & Self.known.rawValue
    }

    /// `UIFontDescriptorTraitItalic`.
    public static let italic = ADFontTraits(rawValue: 1 << 0)
    /// `UIFontDescriptorTraitBold`.
    public static let bold = ADFontTraits(rawValue: 1 << 1)
    /// `UIFontDescriptorTraitExpanded`.
    public static let expanded = ADFontTraits(rawValue: 1 << 5)
    /// `UIFontDescriptorTraitCondensed`.
    public static let condensed = ADFontTraits(rawValue: 1 << 6)
    /// `UIFontDescriptorTraitMonoSpace`.
    public static let monoSpace = ADFontTraits(rawValue: 1 << 10)
    /// `UIFontDescriptorTraitTightLeading`.
    public static let tightLeading = ADFontTraits(rawValue: 1 << 15)
    /// `UIFontDescriptorTraitLooseLeading`.
    public static let looseLeading = ADFontTraits(rawValue: 1 << 16)

    /// Each trait by its name, in bit order.
    public static let named: [(name: String, trait: ADFontTraits)] = [
        ("italic", .italic), ("bold", .bold), ("expanded", .expanded), ("condensed", .condensed),
        ("monoSpace", .monoSpace), ("tightLeading", .tightLeading), ("looseLeading", .looseLeading),
    ]

    private static let known = ADFontTraits(uncheckedBits: (1 << 0) | (1 << 1) | (1 << 5) | (1 << 6) | (1 << 10) | (1 << 15) | (1 << 16))

    private init(uncheckedBits: UInt32) {
        rawValue = uncheckedBits
    }

    /// The trait a name gives, ignoring case and UIKit's prefixes: `bold`, `TraitBold`,
    /// `UIFontDescriptorTraitBold`.
    public init?(name: String) {
        let plain = FontNames.plain(name, prefixes: ["UIFontDescriptorTrait", "Trait"])
        guard let entry = Self.named.first(where: { $0.name.lowercased() == plain }) else { return nil }
        self = entry.trait
    }

    /// The names of the traits held, in bit order.
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
}
