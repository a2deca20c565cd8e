import ActionDataWeb
import Foundation
import TestSupport
import Testing

/// A theme's files are hostile input until checked: the logo's format comes from its content,
/// its name must agree, and both parts have a size limit; each refusal is an
/// ``ADWebThemeError`` naming the part, the file and what is wrong.
@Suite("Web: theme files are checked")
struct ThemeValidationTests {
    @Test("a logo's format is read from its content", arguments: [
        (ThemeFixture.png, ADWebLogo.Format.png, "image/png", "/logo.png"),
        (ThemeFixture.svg, .svg, "image/svg+xml", "/logo.svg"),
        (ThemeFixture.jpeg, .jpeg, "image/jpeg", "/logo.jpg"),
        (ThemeFixture.webp, .webp, "image/webp", "/logo.webp"),
        (Data("\u{FEFF}<?xml version=\"1.0\"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x\">\n<svg/>".utf8), .svg,
         "image/svg+xml", "/logo.svg"),
    ])
    func formats(data: Data, format: ADWebLogo.Format, mediaType: String, path: String) throws {
        let logo = try ADWebLogo(data: data, text: "Example")
        #expect(logo.format == format)
        #expect(logo.format.mediaType == mediaType)
        #expect(logo.format.path == path)
    }

    @Test("anything else is refused as no image the page shows", arguments: [
        ("GIF", ThemeFixture.gif), ("empty", Data()), ("HTML", Data("<html><svg></svg></html>".utf8)),
        ("an SVG declaring entities", Data(#"<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>"#.utf8)),
        ("an element named svgx", Data("<svgx/>".utf8)), ("RIFF but not WebP", Data(Array("RIFF....WAVE".utf8))),
        ("an unclosed comment", Data("<!-- <svg/>".utf8)),
    ])
    func unsupportedImages(what: String, data: Data) {
        let error = #expect(throws: ADWebThemeError.self, "\(what)") { try ADWebLogo(data: data, text: "Example") }
        #expect(error?.problem == .unsupportedImage)
        #expect(error?.part == .logo)
    }

    @Test("a file too large is refused naming it and the limit", arguments: [ADWebThemeError.Part.stylesheet, .logo])
    func tooLarge(part: ADWebThemeError.Part) throws {
        let folder = try ThemeFixture.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let limit = part == .logo ? ADWebLogo.maximumSize : ADWebTheme.maximumStylesheetSize
        let padding = Data(repeating: UInt8(ascii: " "), count: limit)
        let name = part == .logo ? "big.svg" : "big.css"
        let file = try ThemeFixture.file(name, (part == .logo ? ThemeFixture.svg : Data()) + padding + Data("\n".utf8), in: folder)
        let error = #expect(throws: ADWebThemeError.self) {
            if part == .logo {
                _ = try ADWebLogo(contentsOf: file, text: "Example")
            } else {
                _ = try ADWebTheme(stylesheetFile: file)
            }
        }
        #expect(error?.problem == .tooLarge(limit: limit))
        #expect(error?.file == file.path)
        #expect(error?.description.contains(name) == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("\(limit) bytes") == true, "\(error?.description ?? "")")
    }

    @Test("bytes too large are refused too, without a file")
    func tooLargeBytes() {
        let error = #expect(throws: ADWebThemeError.self) {
            try ADWebTheme(stylesheet: Data(repeating: UInt8(ascii: "a"), count: ADWebTheme.maximumStylesheetSize + 1))
        }
        #expect(error == ADWebThemeError(.stylesheet, file: nil, problem: .tooLarge(limit: ADWebTheme.maximumStylesheetSize)))
        #expect(error?.description == "the style sheet is larger than 262144 bytes (256 KiB), the most a theme's style sheet may be")
        let logo = #expect(throws: ADWebThemeError.self) {
            try ADWebLogo(data: ThemeFixture.png + Data(count: ADWebLogo.maximumSize), text: "Example")
        }
        #expect(logo?.problem == .tooLarge(limit: 1_048_576))
    }

    @Test("a logo named for another format, or for none served, is refused", arguments: [
        ("logo.svg", ThemeFixture.png, ADWebThemeError.Problem.misnamed(fileExtension: "svg", content: .png)),
        ("logo.png", ThemeFixture.jpeg, .misnamed(fileExtension: "png", content: .jpeg)),
        ("logo.gif", ThemeFixture.png, .misnamed(fileExtension: "gif", content: .png)),
        ("logo.gif", ThemeFixture.gif, .unsupportedImage),
    ])
    func misnamed(name: String, data: Data, problem: ADWebThemeError.Problem) throws {
        let folder = try ThemeFixture.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try ThemeFixture.file(name, data, in: folder)
        let error = #expect(throws: ADWebThemeError.self) { try ADWebLogo(contentsOf: file, text: "Example") }
        #expect(error?.problem == problem)
        #expect(error?.description.contains(name) == true, "\(error?.description ?? "")")
    }

    @Test("a logo named for its format, in any case, or not named for one, is taken", arguments: [
        ("logo.PNG", ThemeFixture.png), ("logo.jpeg", ThemeFixture.jpeg), ("logo.jpg", ThemeFixture.jpeg), ("logo", ThemeFixture.webp),
    ])
    func named(name: String, data: Data) throws {
        let folder = try ThemeFixture.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let logo = try ADWebLogo(contentsOf: try ThemeFixture.file(name, data, in: folder), text: "Example")
        #expect(logo.data == data)
    }

    @Test("a missing file, a folder and a style sheet that is not UTF-8 are refused naming the file")
    func unreadable() throws {
        let folder = try ThemeFixture.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.css")
        let cases: [(URL, ADWebThemeError.Problem)] = [
            (missing, .unreadable("there is no such file")), (folder, .unreadable("it is a folder")),
            (try ThemeFixture.file("latin1.css", Data([0x62, 0x6F, 0x64, 0x79, 0xE9]), in: folder), .notText),
        ]
        for (file, problem) in cases {
            let error = #expect(throws: ADWebThemeError.self) { try ADWebTheme(stylesheetFile: file) }
            #expect(error == ADWebThemeError(.stylesheet, file: file.path, problem: problem))
            #expect(error?.description.hasPrefix("the style sheet \(file.path)") == true, "\(error?.description ?? "")")
        }
    }

    @Test("a logo needs a text for screen readers", arguments: ["", "  \n"])
    func missingText(text: String) {
        let error = #expect(throws: ADWebThemeError.self) { try ADWebLogo(data: ThemeFixture.svg, text: text) }
        #expect(error?.problem == .missingText)
    }
}
