/// A Dynamic Type text style (`UIFontTextStyleBody` …), with its default size and weight at
/// the standard content size.
public enum ADFontTextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// The style a name gives, ignoring case and UIKit's prefixes: `body`, `Body`,
    /// `UIFontTextStyleBody`, or Interface Builder's `UICTFontTextStyleBody` (`…Title0` is the
    /// large title, `…Subhead` the subheadline).
    public init?(name: String) {
        let plain = FontNames.plain(name, prefixes: ["UICTFontTextStyle", "UIFontTextStyle"])
        switch plain {
        case "title0":
            self = .largeTitle
            return
        case "subhead":
            self = .subheadline
            return
        default: break
        }
        guard let style = Self.allCases.first(where: { $0.rawValue.lowercased() == plain }) else { return nil }
        self = style
    }

    /// The name UIKit gives the style (`UICTFontTextStyleBody`), as `UIFont.TextStyle`'s raw value.
    public var uiKitName: String {
        switch self {
        case .largeTitle: "UICTFontTextStyleTitle0"
        case .subheadline: "UICTFontTextStyleSubhead"
        default: "UICTFontTextStyle" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// The style's size in points at the standard content size.
    public var defaultSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// The style's weight: semibold for the headline, regular for the others.
    public var defaultWeight: ADFontWeight { self == .headline ? .semibold : .regular }
}
