/// A control's font as the engine computes it: the document's font (an Interface Builder
/// `fontDescription`, or the view's own font on UIKit) adjusted by the control's font binding
/// (`fontBinding_aka`, or `font` in its `styleBinding_aka`), re-evaluated live.
///
/// Every part is optional: a part left `nil` (or traits left empty) keeps what the front end
/// shows already — the document's font on UIKit, the page's style on the web.
///
/// ```swift
/// var font = ADFont(size: 17)                      // the document's font
/// try font.adjust(by: "traits", to: .int(2))        // UIKit's bold bit
/// font.effectiveWeight                             // .bold
/// ```
public struct ADFont: Sendable, Hashable {
    /// The family (`Helvetica Neue`); `nil` for the system font.
    public var family: String?
    /// The exact face (`HelveticaNeue-Bold`, a PostScript name); it takes precedence over
    /// ``family``.
    public var name: String?
    /// The size in points, within ``sizeRange``.
    public var size: Double?
    /// The weight, from ultra-light to black.
    public var weight: ADFontWeight?
    /// The symbolic traits (bold, italic, condensed, …).
    public var traits: ADFontTraits
    /// The Dynamic Type style the font follows, which gives its size and weight where
    /// ``size`` and ``weight`` do not.
    public var textStyle: ADFontTextStyle?

    /// The sizes a font can have, in points.
    public static let sizeRange: ClosedRange<Double> = 1...1000

    /// A font from its parts.
    public init(
        family: String? = nil, name: String? = nil, size: Double? = nil, weight: ADFontWeight? = nil,
        traits: ADFontTraits = [], textStyle: ADFontTextStyle? = nil
    ) {
        self.family = family
        self.name = name
        self.size = size
        self.weight = weight
        self.traits = traits
        self.textStyle = textStyle
    }

    /// The attribute names a font binding understands, in documentation order.
    public static let attributeNames = ["family", "name", "size", "weight", "traits", "textStyle"]

    /// The size to show: ``size``, else the text style's default size, else `nil`.
    public var effectiveSize: Double? { size ?? textStyle?.defaultSize }

    /// The weight to show: ``weight``, else bold when ``traits`` hold it, else the text style's
    /// weight, else `nil`.
    public var effectiveWeight: ADFontWeight? {
        weight ?? (traits.contains(.bold) ? .bold : textStyle?.defaultWeight)
    }
}
