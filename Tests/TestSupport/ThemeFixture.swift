import Foundation

/// Style sheets and logos for the theme tests: the smallest bytes each image format is
/// recognised by, and files written to a folder of their own.
public enum ThemeFixture {
    /// A theme that sets the accent and the background, light and dark, to colours of its own
    /// that keep every text at WCAG AA contrast.
    public static let stylesheet = """
        :root { --ad-color-accent: #7b1fa2; --ad-color-background: #fff8e1; }
        @media (prefers-color-scheme: dark) { :root { --ad-color-accent: #ce93d8; --ad-color-background: #12001a; } }

        """

    /// A 120 × 40 purple rectangle.
    public static let svg = Data(
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#7b1fa2"/></svg>"##.utf8)
    public static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    public static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16])
    public static let webp = Data(Array("RIFF".utf8) + [26, 0, 0, 0] + Array("WEBPVP8L".utf8))
    public static let gif = Data(Array("GIF89a".utf8) + [1, 0, 1, 0])

    /// A new folder for files, which the caller removes.
    public static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `data` written to `name` in `folder`.
    public static func file(_ name: String, _ data: Data, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }
}
