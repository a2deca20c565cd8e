/// A theme's style sheet or logo that cannot be served, refused when the theme is made: which
/// part, the file it came from, and what is wrong with it.
///
/// ```swift
/// do { _ = try ADWebLogo(contentsOf: URL(fileURLWithPath: "logo.gif"), text: "Example") }
/// catch { print(error) }   // the logo logo.gif is not a PNG, SVG, JPEG or WebP image (…)
/// ```
public struct ADWebThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The part of the theme refused.
    public enum Part: String, Sendable, Hashable {
        /// The style sheet (``ADWebTheme/stylesheet``; `serve --stylesheet`).
        case stylesheet = "style sheet"
        /// The logo (``ADWebTheme/logo``; `serve --logo`, `--logo-alt`).
        case logo
    }

    /// What is wrong with the part.
    public enum Problem: Sendable, Hashable {
        /// The file cannot be read, for the reason given.
        case unreadable(String)
        /// The content is larger than `limit` bytes.
        case tooLarge(limit: Int)
        /// The style sheet is not UTF-8 text.
        case notText
        /// The logo is none of PNG, SVG, JPEG and WebP (an SVG must not declare entities).
        case unsupportedImage
        /// The logo's file name ends in an extension other than that of the format its content
        /// is in.
        case misnamed(fileExtension: String, content: ADWebLogo.Format)
        /// The logo's text, which screen readers say in its place, is empty.
        case missingText
    }

    /// The part refused.
    public var part: Part
    /// The file it came from, as given; `nil` for content given as bytes.
    public var file: String?
    /// What is wrong with it.
    public var problem: Problem

    /// An error about `part`, read from `file` (`nil` when given as bytes).
    public init(_ part: Part, file: String?, problem: Problem) {
        self.part = part
        self.file = file
        self.problem = problem
    }

    public var description: String {
        let subject = "the \(part.rawValue)" + (file.map { " \($0)" } ?? "")
        switch problem {
        case .unreadable(let reason):
            return "\(subject) cannot be read: \(reason)"
        case .tooLarge(let limit):
            return "\(subject) is larger than \(limit) bytes (\(limit / 1_024) KiB), the most a theme's \(part.rawValue) may be"
        case .notText:
            return "\(subject) is not UTF-8 text"
        case .unsupportedImage:
            return "\(subject) is not a PNG, SVG, JPEG or WebP image (an SVG may not declare entities)"
        case .misnamed(let fileExtension, let content):
            return "\(subject) is \(content.name), but its name ends in .\(fileExtension): rename it to end in .\(content.fileExtension)"
        case .missingText:
            return "\(subject) needs a text for screen readers to say in its place"
        }
    }
}
