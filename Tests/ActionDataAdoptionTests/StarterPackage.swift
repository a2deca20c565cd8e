import Foundation
import TestSupport

/// `Examples/FormServer` built as a team builds it: its folder and this package's manifest and
/// sources copied into a scratch folder, in the same places relative to each other, so the
/// starter's `../..` is the copy. Nothing is written to the checkout, which may be read-only.
struct StarterPackage {
    /// What the starter's build reads from the checkout: the package it depends on (whose
    /// manifest names test targets too) and the starter itself, without build products.
    static let copied = ["Package.swift", "Sources", "Tests", "Examples/FormServer/Package.swift", "Examples/FormServer/Sources"]

    /// The scratch folder: the copy of the checkout in `ActionData/`, the build in `build/`.
    let folder: URL
    var checkout: URL { folder.appendingPathComponent("ActionData") }
    var package: URL { checkout.appendingPathComponent("Examples/FormServer") }
    var scratch: URL { folder.appendingPathComponent("build") }
    /// The starter's executable, once built.
    var executable: URL { scratch.appendingPathComponent("debug/FormServer") }

    /// A new scratch folder holding the copies.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-starter-\(UUID().uuidString)")
        for path in Self.copied {
            let copy = folder.appendingPathComponent("ActionData/\(path)")
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: AppPackage.checkout.appendingPathComponent(path), to: copy)
        }
    }

    /// `swift build` of the starter's executable (a debug build), on a thread of its own: it
    /// takes minutes, which would starve the two-thread pool.
    func build() async throws -> (status: Int32, output: String) {
        guard let swift = ExecutableSearch.onPath(["swift"]) else { throw AppPackageError(message: "no swift on PATH") }
        let arguments = [
            "build", "--package-path", package.path, "--scratch-path", scratch.path, "--product", "FormServer", "--disable-index-store",
        ]
        return try await Spawned.onOwnThread { try Spawned.runYielding(swift, arguments) }
    }

    /// Runs the built executable with `arguments` (and `input` on its standard input) to its
    /// end: its status and output.
    func run(_ arguments: [String], input: String? = nil) async throws -> (status: Int32, output: String) {
        let executable = executable.path
        return try await Spawned.onOwnThread { try Spawned.run(executable, arguments, input: input) }
    }

    /// Removes the scratch folder.
    func remove() {
        // Nothing lost: a scratch folder left behind is only litter in the temporary folder.
        try? FileManager.default.removeItem(at: folder)
    }
}
