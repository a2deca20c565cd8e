import Foundation
import Testing

/// Scratch apps built as users build them. Each build compiles the engine and its dependencies
/// from nothing, minutes on two cores, so these run where `ACTIONDATA_ADOPTION_BUILDS=1` is set,
/// as `.ci/run` sets it.
@Suite(.serialized, .enabled(if: AppBuilds.areEnabled, AppBuilds.skipReason))
struct AppPackageBuildTests {
    /// The linter's Swift-model reader, the one user of swift-syntax, builds with the lowest
    /// swift-syntax that ActionData accepts; the package's own build, which runs these tests,
    /// is the highest.
    @Test func linterBuildsWithLowestAndHighestSwiftSyntax() async throws {
        let app = try AppPackage()
        defer { app.remove() }
        let lowest = Neighbour(identity: "swift-syntax", url: "https://github.com/swiftlang/swift-syntax", version: "600.0.1")
        try app.write(manifest: try lowest.added(to: AppPackage.readmeManifest().withDefaultTraits()))
        let build = try await app.swift(["build", "--target", "ActionDataSwiftModel"])
        #expect(build.status == 0, "swift-syntax 600.0.1: \(build.output.suffix(4_000))")
        #expect(try app.pinnedVersion(of: "swift-syntax") == "600.0.1")
        #expect(try AppPackage.pinnedVersionOfThisBuild(of: "swift-syntax") == "603.0.1")
    }

    /// An app with the traits off that imports the web front end is told, at compile time, which
    /// trait it needs, before anything else goes wrong.
    @Test func serverModuleWithoutItsTraitNamesTheTrait() async throws {
        let app = try AppPackage()
        defer { app.remove() }
        let manifest = try AppPackage.readmeManifest().replacingOccurrences(
            of: "                .product(name: \"ActionData\", package: \"ActionData\"),\n",
            with: "                .product(name: \"ActionData\", package: \"ActionData\"),\n"
                + "                .product(name: \"ActionDataWeb\", package: \"ActionData\"),\n")
        try app.write(manifest: manifest)
        try app.writeSource("import ActionData\nimport ActionDataWeb\n")
        let build = try await app.swift(["build"])
        #expect(build.status != 0)
        #expect(build.output.contains("This ActionData module needs the package trait \"Server\""), "\(build.output.suffix(4_000))")
        #expect(!build.output.contains("no such module"), "\(build.output.suffix(4_000))")
        #expect(try app.checkedOutPackages() == ["swift-collections", "GRDB.swift"])
    }
}

/// Whether scratch app builds run here.
enum AppBuilds {
    static let areEnabled = ProcessInfo.processInfo.environment["ACTIONDATA_ADOPTION_BUILDS"] == "1"
    static let skipReason: Comment =
        "scratch app builds take minutes each; set ACTIONDATA_ADOPTION_BUILDS=1 to run them (.ci/run does)"
}
