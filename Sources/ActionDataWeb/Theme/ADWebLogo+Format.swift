import Foundation

extension ADWebLogo {
    /// The image formats a logo may be in: those every browser shows in an `img`.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// Portable Network Graphics.
        case png
        /// Scalable Vector Graphics, served under a policy that lets it run nothing.
        case svg
        /// JPEG.
        case jpeg
        /// WebP.
        case webp

        /// The media type the logo is served with, such as `image/svg+xml`.
        public var mediaType: String {
            switch self {
            case .png: "image/png"
            case .svg: "image/svg+xml"
            case .jpeg: "image/jpeg"
            case .webp: "image/webp"
            }
        }

        /// The format's name in messages: PNG, SVG, JPEG, WebP.
        public var name: String {
            switch self {
            case .png: "PNG"
            case .svg: "SVG"
            case .jpeg: "JPEG"
            case .webp: "WebP"
            }
        }

        /// The route the logo is served at: `/logo.png`, `/logo.svg`, `/logo.jpg` or `/logo.webp`.
        public var path: String { "/logo." + fileExtension }

        /// The extension a file in the format is named with: `png`, `svg`, `jpg`, `webp`.
        var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

        /// The format a file name's extension names (`png`, `svg`, `jpg`, `jpeg`, `webp`, in
        /// any case); `nil` for any other.
        init?(fileExtension: String) {
            switch fileExtension.lowercased() {
            case "png": self = .png
            case "svg": self = .svg
            case "jpg", "jpeg": self = .jpeg
            case "webp": self = .webp
            default: return nil
            }
        }

        /// The format `data` is in, from its first bytes (PNG, JPEG and WebP signatures) or,
        /// for SVG, its first element; `nil` when it is none of them.
        init?(content data: Data) {
            if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                self = .png
            } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
                self = .jpeg
            } else if data.starts(with: Array("RIFF".utf8)), data.dropFirst(8).starts(with: Array("WEBP".utf8)) {
                self = .webp
            } else if let text = String(data: data, encoding: .utf8), SVGProlog.opensSVG(text) {
                self = .svg
            } else {
                return nil
            }
        }
    }
}
