import Foundation

/// Paths of the test fixtures: this target's own and the shared Interface Builder fixture.
enum FixtureFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// `../shared/fixtures/interface-builder/aka-beacon-operation-demos.storyboard`, next to the package.
    static let akaBeaconDemos = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/interface-builder/aka-beacon-operation-demos.storyboard")

    /// The 1-based number of the first line of `text` containing `fragment`.
    static func line(of fragment: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map { $0 + 1 }
    }

    static func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }
}
