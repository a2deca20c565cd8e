// swift-tools-version: 6.1
// Coverage-guided fuzz targets, built with libFuzzer and AddressSanitizer:
//   Fuzz/run FuzzFormula 600        one target for ten minutes
//   Fuzz/run-all 30                 every target for 30 s on the committed corpus (CI)
// See docs/reliability.md. The package is separate so that `swift test` never builds it.
import Foundation
import PackageDescription

/// The identity SwiftPM gives the enclosing ActionData package: its folder's name.
let actionData = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// One executable a target; each lives in `Sources/<Target>/` with a `main.swift` that
/// hands its `fuzz` function to libFuzzer.
let targets: [(name: String, dependencies: [Target.Dependency])] = [
    (name: "FuzzFormula", dependencies: []),
    (name: "FuzzBindingExpression", dependencies: []),
    (name: "FuzzJSON", dependencies: []),
    (name: "FuzzMaskedFormatter", dependencies: []),
    (name: "FuzzPatterns", dependencies: []),
    (name: "FuzzSQLFilter", dependencies: [.product(name: "ActionDataSQLite", package: actionData)]),
    (name: "FuzzInterfaceDocument", dependencies: [.product(name: "ActionDataStoryboard", package: actionData)]),
    (name: "FuzzWebEvents", dependencies: [.product(name: "ActionDataWeb", package: actionData)]),
    (name: "FuzzSyncPush", dependencies: [.product(name: "ActionDataStorage", package: actionData)]),
]

let package = Package(
    name: "ActionDataFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [.target(name: "FuzzDriver")]
        + targets.map { target in
            .executableTarget(
                name: target.name,
                dependencies: ["FuzzDriver", .product(name: "ActionData", package: actionData)] + target.dependencies
            )
        },
    swiftLanguageModes: [.v6]
)
