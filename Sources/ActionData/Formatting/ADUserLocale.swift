import Foundation

/// The locale a person reads and writes numbers and dates in, with what a page needs to lay
/// itself out for them: the BCP 47 tag for `lang` and the writing direction for `dir`.
///
/// ```swift
/// ADUserLocale(acceptLanguage: "de-DE,de;q=0.9,en;q=0.8").languageTag   // "de-DE"
/// ADUserLocale(acceptLanguage: "ar").isRightToLeft                      // true
/// ADUserLocale(acceptLanguage: "%%, ;q=x").languageTag                  // "en"
/// ```
public struct ADUserLocale: Sendable, Hashable {
    /// The locale numbers and dates are shown and read in.
    public let locale: Locale
    /// The locale as a BCP 47 language tag, such as `de-DE`: a page's `lang`.
    public let languageTag: String
    /// Whether the locale's language is written right to left (Arabic, Hebrew, Persian, Urdu…).
    public let isRightToLeft: Bool

    /// English, for a request that names no language this understands.
    public static let fallback = ADUserLocale(locale: Locale(identifier: "en"))

    /// The ISO 639 languages Foundation knows.
    private static let knownLanguages = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))

    /// The most items of an `Accept-Language` header read; a browser sends a handful.
    static let maximumItems = 32

    /// The user's locale `locale`.
    public init(locale: Locale) {
        self.locale = locale
        let tag = locale.identifier(.bcp47)
        languageTag = tag.isEmpty ? "en" : tag
        isRightToLeft = Locale.Language(identifier: languageTag).characterDirection == .rightToLeft
    }

    /// The language a browser prefers most among those it sends in `Accept-Language`
    /// (`fr-CH, fr;q=0.9, en;q=0.8`): the first of the highest quality. An item that is not a
    /// language tag with a known ISO 639 language, or whose quality is not a number from 0 to 1,
    /// is skipped; `*` and items of quality 0 too. With none left, ``fallback``.
    public init(acceptLanguage header: String) {
        var best: (tag: String, quality: Double)?
        for item in header.split(separator: ",", omittingEmptySubsequences: true).prefix(Self.maximumItems) {
            guard let (tag, quality) = Self.read(item), quality > (best?.quality ?? 0) else { continue }
            best = (tag, quality)
        }
        guard let best else {
            self = .fallback
            return
        }
        self.init(locale: Locale(identifier: best.tag))
    }

    /// `dir`'s value: `rtl` or `ltr`.
    public var direction: String { isRightToLeft ? "rtl" : "ltr" }

    /// One `Accept-Language` item's tag (canonical case) and quality, or `nil` when it is not one.
    private static func read(_ item: Substring) -> (String, Double)? {
        let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first, let tag = languageTag(first) else { return nil }
        var quality = 1.0
        for parameter in parts.dropFirst() {
            guard parameter.lowercased().hasPrefix("q="), let value = Double(parameter.dropFirst(2)), (0...1).contains(value) else {
                return nil
            }
            quality = value
        }
        return (tag, quality)
    }

    /// `text` as a language tag with a known language (`de`, `de-DE`, `zh-Hant-TW`, `es-419`)
    /// in canonical case, or `nil`.
    private static func languageTag(_ text: String) -> String? {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first?.lowercased(), subtags.count <= 8, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter }),
            knownLanguages.contains(language)
        else { return nil }
        var canonical = [language]
        for subtag in subtags.dropFirst() {
            guard (1...8).contains(subtag.count), subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            switch subtag.count {
            case 2 where subtag.allSatisfy(\.isLetter): canonical.append(subtag.uppercased())
            case 4 where subtag.allSatisfy(\.isLetter): canonical.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
            default: canonical.append(subtag.lowercased())
            }
        }
        return canonical.joined(separator: "-")
    }
}
