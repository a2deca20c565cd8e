/// A font weight, named as UIKit names them (`UIFontWeightSemibold` …).
public enum ADFontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight a name gives, ignoring case and UIKit's prefixes: `semibold`, `Semibold`,
    /// `UIFontWeightSemibold`.
    public init?(name: String) {
        let plain = FontNames.plain(name, prefixes: ["UIFontWeight"])
        guard let weight = Self.allCases.first(where: { $0.rawValue.lowercased() == plain }) else { return nil }
        self = weight
    }

    /// The CSS `font-weight` (100 for ultra-light … 900 for black).
    public var cssWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// UIKit's `UIFontWeight` value (from -0.8 for ultra-light to 0.62 for black).
    public var uiKitWeight: Double {
        switch self {
        case .ultraLight: -0.8
        case .thin: -0.6
        case .light: -0.4
        case .regular: 0
        case .medium: 0.23
        case .semibold: 0.3
        case .bold: 0.4
        case .heavy: 0.56
        case .black: 0.62
        }
    }
}
