import Foundation
import Testing

/// An iOS app that adds ActionData as the README's installation section shows: what SwiftPM
/// fetches for it, and which versions of the common packages it resolves beside.
@Suite(.serialized)
struct AppPackageGraphTests {
    /// The README's manifest, with the server and the tools left out (`traits: []`).
    @Test func appChecksOutOnlyCollectionsAndGRDB() async throws {
        let app = try AppPackage()
        defer { app.remove() }
        try app.write(manifest: try AppPackage.readmeManifest())
        let resolve = try await app.swift(["package", "resolve"])
        #expect(resolve.status == 0, "swift package resolve: \(resolve.output)")
        #expect(try app.checkedOutPackages() == ["swift-collections", "GRDB.swift"])
    }

    /// The README's manifest with the default traits, beside each version of a package that an
    /// app's other dependencies may pin (a macro package built for another Swift, say). One
    /// scratch app resolves them in turn, so each step fetches only the package that changed.
    @Test func resolvesBesideEachVersionOfTheCommonPackages() async throws {
        let app = try AppPackage()
        defer { app.remove() }
        for neighbour in Neighbour.all {
            try app.write(manifest: try neighbour.added(to: AppPackage.readmeManifest().withDefaultTraits()))
            let resolve = try await app.swift(["package", "resolve"])
            #expect(resolve.status == 0, "\(neighbour.description): swift package resolve: \(resolve.output)")
            #expect(try app.pinnedVersion(of: neighbour.identity) == neighbour.version, "\(neighbour.description)")
        }
    }
}

/// A package at an exact version in an app's graph beside ActionData.
struct Neighbour: Sendable, CustomStringConvertible {
    let identity: String
    let url: String
    let version: String

    var description: String { "\(identity) \(version)" }

    /// Both ends of every range ActionData gives a package that apps commonly pin, and what the
    /// local package mirror has between them.
    static let all = [
        Neighbour(identity: "swift-syntax", url: "https://github.com/swiftlang/swift-syntax", version: "600.0.1"),
        Neighbour(identity: "swift-syntax", url: "https://github.com/swiftlang/swift-syntax", version: "602.0.0"),
        Neighbour(identity: "swift-syntax", url: "https://github.com/swiftlang/swift-syntax", version: "603.0.1"),
        Neighbour(identity: "swift-crypto", url: "https://github.com/apple/swift-crypto", version: "4.5.2"),
    ]

    /// `manifest` with this package as one more dependency, at exactly this version.
    func added(to manifest: String) throws -> String {
        let marker = "\n    dependencies: [\n"
        guard manifest.contains(marker) else {
            throw AppPackageError(message: "the README's manifest has no `dependencies: [` line")
        }
        return manifest.replacingOccurrences(
            of: marker, with: marker + "        .package(url: \"\(url)\", exact: \"\(version)\"),\n")
    }
}

extension String {
    /// The manifest with ActionData's default traits (the server and the tools) on.
    func withDefaultTraits() throws -> String {
        guard contains(", traits: [])") else {
            throw AppPackageError(message: "the README's manifest does not add ActionData with `traits: []`")
        }
        return replacingOccurrences(of: ", traits: [])", with: ")")
    }
}
