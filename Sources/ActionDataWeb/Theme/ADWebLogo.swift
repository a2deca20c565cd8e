import Foundation

/// A site's logo, shown in the page's header (``ADWebTheme/logo``): a PNG, SVG, JPEG or WebP
/// image of at most ``maximumSize`` bytes, served from this server at its ``Format/path``, with a
/// text screen readers say in its place.
///
/// Its format is read from its content, never taken on trust: an SVG is served under a policy
/// that lets it run no script and load nothing (`Content-Security-Policy: default-src 'none';
/// style-src 'unsafe-inline'`), and every logo with `X-Content-Type-Options: nosniff`.
///
/// ```swift
/// let logo = try ADWebLogo(contentsOf: URL(fileURLWithPath: "logo.svg"), text: "Example Inc.")
/// ```
public struct ADWebLogo: Sendable, Hashable {
    /// The largest logo, in bytes: 1 MiB.
    public static let maximumSize = 1_024 * 1_024

    /// The image's bytes.
    public let data: Data
    /// The image's format, read from `data`.
    public let format: Format
    /// What screen readers say in the logo's place (its `alt` text), such as the site's name.
    public let text: String

    /// The logo in `data`, whose format is read from its content.
    ///
    /// - Parameters:
    ///   - data: the image: PNG, SVG, JPEG or WebP, at most ``maximumSize`` bytes.
    ///   - text: what screen readers say in the logo's place; escaped in the page.
    /// - Throws: ``ADWebThemeError`` (``ADWebThemeError/Part/logo``, no file) when `data` is
    ///   larger than ``maximumSize``, none of the formats, or `text` is blank.
    public init(data: Data, text: String) throws(ADWebThemeError) {
        try self.init(data: data, text: text, file: nil)
    }

    /// The logo in `file`, whose format is read from its content; a file name ending in an
    /// extension must end in its format's (`.png`, `.svg`, `.jpg` or `.jpeg`, `.webp`).
    ///
    /// - Parameters:
    ///   - file: the image file: PNG, SVG, JPEG or WebP, at most ``maximumSize`` bytes.
    ///   - text: what screen readers say in the logo's place; escaped in the page.
    /// - Throws: ``ADWebThemeError`` naming the file when it cannot be read, is larger than
    ///   ``maximumSize``, is none of the formats or named for another, or `text` is blank.
    public init(contentsOf file: URL, text: String) throws(ADWebThemeError) {
        let data = try ThemeFile.read(file, upTo: Self.maximumSize, as: .logo)
        try self.init(data: data, text: text, file: file.path)
        let fileExtension = file.pathExtension
        guard !fileExtension.isEmpty else { return }
        guard Format(fileExtension: fileExtension) == format else {
            throw ADWebThemeError(.logo, file: file.path, problem: .misnamed(fileExtension: fileExtension, content: format))
        }
    }

    private init(data: Data, text: String, file: String?) throws(ADWebThemeError) {
        guard data.count <= Self.maximumSize else {
            throw ADWebThemeError(.logo, file: file, problem: .tooLarge(limit: Self.maximumSize))
        }
        guard let format = Format(content: data) else { throw ADWebThemeError(.logo, file: file, problem: .unsupportedImage) }
        guard !text.allSatisfy(\.isWhitespace) else { throw ADWebThemeError(.logo, file: file, problem: .missingText) }
        self.data = data
        self.format = format
        self.text = text
    }
}
