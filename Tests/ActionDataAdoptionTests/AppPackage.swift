import Foundation
import TestSupport

/// A scratch app package that depends on this checkout the way the README's installation
/// section says: its `Package.swift` is the README's, with the clone's path put in.
struct AppPackage {
    /// The root of this checkout.
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder holding the app (`App/`) and a link named `ActionData` to the checkout, so
    /// that the dependency's identity is `ActionData` whatever the clone's folder is called.
    let folder: URL
    var app: URL { folder.appendingPathComponent("App") }

    /// A new scratch folder with the app's source file; the manifest comes with ``write(manifest:)``.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-app-\(UUID().uuidString)")
        let sources = folder.appendingPathComponent("App/Sources/MyApp")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("ActionData"), withDestinationURL: Self.checkout)
        try writeSource("import ActionData\n")
    }

    /// Replaces the app's one source file with `text`.
    func writeSource(_ text: String) throws {
        try Data(text.utf8).write(to: app.appendingPathComponent("Sources/MyApp/MyApp.swift"))
    }

    /// The installation section's manifest: the first `swift` block after `## Installation` in
    /// the README, which names the clone as `../ActionData`.
    static func readmeManifest() throws -> String {
        let readme = try FixtureFiles.text(checkout.appendingPathComponent("README.md"))
        guard let section = readme.range(of: "\n## Installation"),
            let start = readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex),
            let end = readme.range(of: "\n```", range: start.upperBound..<readme.endIndex)
        else { throw AppPackageError(message: "README.md has no swift block under ## Installation") }
        return String(readme[start.upperBound..<end.lowerBound])
    }

    /// Writes `manifest` as the app's `Package.swift`, with `../ActionData` pointing at the link.
    func write(manifest: String) throws {
        let linked = folder.appendingPathComponent("ActionData").path
        let text = manifest.replacingOccurrences(of: "\"../ActionData\"", with: "\"\(linked)\"")
        try Data(text.utf8).write(to: app.appendingPathComponent("Package.swift"))
        // Nothing lost: a pin from the previous manifest is dropped so each one resolves afresh.
        try? FileManager.default.removeItem(at: app.appendingPathComponent("Package.resolved"))
    }

    /// Runs `swift` with `arguments` on the app package, waiting on a thread of its own: a
    /// resolution or a build takes minutes, which would starve the two-thread pool.
    func swift(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        guard let subcommand = arguments.first else { throw AppPackageError(message: "no swift subcommand") }
        let command = [subcommand, "--package-path", app.path] + arguments.dropFirst()
        let swift = try Self.swiftExecutable()
        return try await Spawned.onOwnThread { try Spawned.runYielding(swift, command) }
    }

    /// The `swift` on `PATH`, the one running these tests.
    private static func swiftExecutable() throws -> String {
        guard let swift = ExecutableSearch.onPath(["swift"]) else { throw AppPackageError(message: "no swift on PATH") }
        return swift
    }

    /// The packages SwiftPM checked out for the app (folder names under `.build/checkouts`).
    func checkedOutPackages() throws -> Set<String> {
        let checkouts = app.appendingPathComponent(".build/checkouts")
        guard FileManager.default.fileExists(atPath: checkouts.path) else { return [] }
        return Set(try FileManager.default.contentsOfDirectory(atPath: checkouts.path))
    }

    /// The version the app's `Package.resolved` pins for the package `identity`.
    func pinnedVersion(of identity: String) throws -> String? {
        try Self.pinnedVersion(of: identity, in: app)
    }

    /// The version this checkout's own build (the one running the tests) pins for `identity`.
    static func pinnedVersionOfThisBuild(of identity: String) throws -> String? {
        try pinnedVersion(of: identity, in: checkout)
    }

    private static func pinnedVersion(of identity: String, in package: URL) throws -> String? {
        let data = try Data(contentsOf: package.appendingPathComponent("Package.resolved"))
        let resolved = try JSONDecoder().decode(Resolved.self, from: data)
        return resolved.pins.first { $0.identity == identity }?.state.version
    }

    /// Removes the scratch folder.
    func remove() {
        // Nothing lost: a scratch folder left behind is only litter in the temporary folder.
        try? FileManager.default.removeItem(at: folder)
    }

    private struct Resolved: Decodable {
        struct Pin: Decodable {
            struct State: Decodable { let version: String? }
            let identity: String
            let state: State
        }
        let pins: [Pin]
    }
}

/// A scratch app package that could not be set up as the README says.
struct AppPackageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
