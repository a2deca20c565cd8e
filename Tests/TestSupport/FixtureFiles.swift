import Foundation
import Testing

/// Paths of the test fixtures: the project's own Interface Builder fixtures, and the shared
/// third-party one that exists only where `../shared` stands beside the package (CI).
public enum FixtureFiles {
    /// `Tests/ActionDataStoryboardTests/Fixtures`.
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ActionDataStoryboardTests/Fixtures")

    /// The project's fixture `name`.
    public static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// `../shared/fixtures/interface-builder/aka-beacon-operation-demos.storyboard`, next to the package.
    public static let akaBeaconDemos = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/interface-builder/aka-beacon-operation-demos.storyboard")

    /// Whether the shared AKABeacon demo storyboard is there; tests reading it are skipped
    /// when it is not (a clone with nothing beside it). What they prove about the engine, the
    /// project's own `AKABeaconForm.storyboard` proves too.
    public static let hasAKABeaconDemos = FileManager.default.fileExists(atPath: akaBeaconDemos.path)

    /// Every AKABeacon document: the project's three fixtures, and AKABeacon's own demos where
    /// they are beside the clone.
    public static var akaBeaconDocuments: [URL] {
        ["AKABeaconForm.storyboard", "AKABeaconConstructs.storyboard", "AKABeaconShelf.storyboard"].map(url)
            + (hasAKABeaconDemos ? [akaBeaconDemos] : [])
    }

    /// Why tests of the shared fixture are skipped.
    public static let akaBeaconDemosMissing: Comment =
        "../shared/fixtures/interface-builder/aka-beacon-operation-demos.storyboard is not beside this clone"

    /// The 1-based number of the first line of `text` containing `fragment`.
    public static func line(of fragment: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map { $0 + 1 }
    }

    /// The text of the file at `url`.
    public static func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }
}
