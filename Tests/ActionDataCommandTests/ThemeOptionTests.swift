@testable import actiondata
import ActionDataWeb
import Foundation
import TestSupport
import Testing

@Suite("actiondata serve --stylesheet, --logo and --logo-alt")
struct ThemeOptionTests {
    @Test("the files become the server's theme; the logo's text is --logo-alt, else the site's name", arguments: [
        (["--logo-alt", "Example <Inc>"], "Example <Inc>"), ([], "Forms"),
    ])
    func accepted(alt: [String], text: String) throws {
        let folder = try ThemeFixture.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stylesheet = try ThemeFixture.file("brand.css", Data(ThemeFixture.stylesheet.utf8), in: folder)
        let logo = try ThemeFixture.file("logo.svg", ThemeFixture.svg, in: folder)
        let command = try ServeCommand.parse(["--stylesheet", stylesheet.path, "--logo", logo.path] + alt)
        let theme = try command.theme(siteName: "Forms")
        #expect(theme.stylesheet == ThemeFixture.stylesheet)
        #expect(theme.logo?.format == .svg)
        #expect(theme.logo?.text == text)
        #expect(try ServeCommand.parse([]).theme(siteName: "Forms") == ADWebTheme(), "no option, no theme")
    }

    @Test("a file that cannot be served is refused at start, naming the option and the file", arguments: [
        ("--stylesheet", "missing.css", nil), ("--stylesheet", "big.css", Data(count: 256 * 1_024 + 1)),
        ("--stylesheet", "latin1.css", Data([0x62, 0x6F, 0x64, 0x79, 0xE9])),
        ("--logo", "missing.png", nil), ("--logo", "logo.gif", ThemeFixture.gif), ("--logo", "logo.svg", ThemeFixture.png),
        ("--logo", "big.png", ThemeFixture.png + Data(count: 1_024 * 1_024)), ("--logo", "page.html", Data("<html></html>".utf8)),
    ] as [(String, String, Data?)])
    func refusedFile(option: String, name: String, content: Data?) throws {
        let folder = try ThemeFixture.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try content.map { try ThemeFixture.file(name, $0, in: folder) } ?? folder.appendingPathComponent(name)
        let message = ServeCommand.refusal(of: [option, file.path])
        #expect(message != nil, "\(name) was accepted")
        #expect(message?.contains(option + ":") == true, "\(message ?? "")")
        #expect(message?.contains(file.path) == true, "\(message ?? "")")
    }

    @Test("--logo-alt needs a logo, and a text that is not blank")
    func refusedText() throws {
        let folder = try ThemeFixture.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let logo = try ThemeFixture.file("logo.png", ThemeFixture.png, in: folder)
        for arguments in [["--logo-alt", "Example"], ["--logo", logo.path, "--logo-alt", " "]] {
            let message = ServeCommand.refusal(of: arguments)
            #expect(message?.contains("--logo-alt") == true, "\(arguments): \(message ?? "accepted")")
        }
    }
}
