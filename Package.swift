// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ActionData",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ActionData", targets: ["ActionData"]),
        .library(name: "ActionDataTextEntry", targets: ["ActionDataTextEntry"]),
        .library(name: "ActionDataStoryboard", targets: ["ActionDataStoryboard"]),
        .library(name: "ActionDataStorage", targets: ["ActionDataStorage"]),
        .library(name: "ActionDataSQLite", targets: ["ActionDataSQLite"]),
        .library(name: "ActionDataWeb", targets: ["ActionDataWeb"]),
        .library(name: "ActionDataPostgres", targets: ["ActionDataPostgres"]),
        .library(name: "ActionDataWebSQLite", targets: ["ActionDataWebSQLite"]),
        .library(name: "ActionDataWebPostgres", targets: ["ActionDataWebPostgres"]),
        .executable(name: "actiondata", targets: ["actiondata"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        // The text-entry core (masks and their caret map): no Foundation, no existentials, so the
        // same sources also build with Embedded Swift as the page's WebAssembly module (Wasm/build).
        // It sits inside the engine's folder, which tools that read the engine as one folder see whole.
        .target(name: "ActionDataTextEntry", path: "Sources/ActionData/TextEntry"),
        .target(
            name: "ActionData",
            dependencies: ["ActionDataTextEntry", .product(name: "OrderedCollections", package: "swift-collections")],
            exclude: ["TextEntry"]
        ),
        .target(name: "ActionDataStoryboard", dependencies: ["ActionData"]),
        .target(
            name: "ActionDataSwiftModel",
            dependencies: [
                "ActionDataStoryboard",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "actiondata",
            dependencies: [
                "ActionData",
                "ActionDataWeb",
                "ActionDataSQLite",
                "ActionDataPostgres",
                "ActionDataWebSQLite",
                "ActionDataWebPostgres",
                "ActionDataStoryboard",
                "ActionDataSwiftModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        // Storage-neutral: the provider protocol, tables, schemas, errors and the one SQL
        // translator with a dialect per database. Knows no database driver and no web framework.
        .target(
            name: "ActionDataStorage",
            dependencies: ["ActionData", .product(name: "OrderedCollections", package: "swift-collections")]
        ),
        .target(
            name: "ActionDataSQLite",
            dependencies: [
                "ActionData", "ActionDataStorage",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .executableTarget(
            name: "actiondata-sqlite-crash-helper",
            dependencies: ["ActionDataSQLite", "ActionData"]
        ),
        .testTarget(
            name: "ActionDataSQLiteTests",
            dependencies: ["ActionDataSQLite", "ActionData", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .target(
            name: "ActionDataWeb",
            dependencies: [
                "ActionData", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Resources/page.js"), .copy("Resources/page.css"), .copy("Resources/engine.wasm"), .copy("Resources/engine.wasm.gz")]
        ),
        .testTarget(
            name: "ActionDataWebTests",
            dependencies: [
                "ActionDataWeb", "ActionDataWebSQLite", "ActionDataSQLite", .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "ActionDataStoryboardTests",
            dependencies: ["ActionDataStoryboard", "ActionDataSwiftModel", "ActionData", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "ActionDataSwiftModelTests", dependencies: ["ActionDataSwiftModel", "ActionDataStoryboard", "ActionData"]),
        .testTarget(name: "ActionDataCommandTests", dependencies: ["actiondata", "ActionData", "TestSupport"]),
        .testTarget(name: "ActionDataTests", dependencies: ["ActionData", "TestSupport"]),
        .target(
            name: "ActionDataPostgres",
            dependencies: [
                "ActionData", "ActionDataStorage",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("SQL")]
        ),
        // Bridges: the web layer's session-storage protocols implemented on each database.
        .target(name: "ActionDataWebSQLite", dependencies: ["ActionData", "ActionDataWeb", "ActionDataSQLite"]),
        .target(
            name: "ActionDataWebPostgres",
            dependencies: [
                "ActionData", "ActionDataWeb", "ActionDataPostgres", .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            resources: [.copy("SQL")]
        ),
        .testTarget(
            name: "ActionDataPostgresTests",
            dependencies: [
                "ActionDataPostgres", "ActionDataWebPostgres", "ActionDataSQLite", "ActionDataWeb", "ActionData", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ActionDataSQLiteDifferentialTests",
            dependencies: [
                "ActionData", "ActionDataSQLite", "ActionDataPostgres", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// UIKit front end: the spec's ADBound… classes over the engine's control models. On iOS (and
// Mac Catalyst) they import UIKit and WebKit. Wherever UIKit is absent — Linux, and macOS, where
// `swift build` and `swift test` run on a Mac — they compile against UIKitStub and WebKitStub,
// transcriptions of exactly the UIKit and WebKit API the adapters use, split as the SDK splits
// them, and the tests drive them through the stubs.
let withoutUIKit: [Platform] = [.linux, .macOS, .windows, .android, .openbsd, .wasi]
package.products.append(.library(name: "ActionDataUIKit", targets: ["ActionDataUIKit"]))
package.targets += [
    // Swift 5 mode, as UIKit's Objective-C headers are imported: its mutable C globals
    // (`UIAccessibility.Notification.announcement` …) are then refused by Swift 6 code as on iOS.
    .target(name: "UIKitStub", path: "Sources/UIKitStub", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "WebKitStub", dependencies: ["UIKitStub"], path: "Sources/WebKitStub"),
    .target(
        name: "ActionDataUIKit",
        dependencies: [
            "ActionData",
            .target(name: "UIKitStub", condition: .when(platforms: withoutUIKit)),
            .target(name: "WebKitStub", condition: .when(platforms: withoutUIKit)),
        ]
    ),
    .testTarget(
        name: "ActionDataUIKitTests",
        dependencies: [
            "ActionDataUIKit", "ActionData", "TestSupport",
            .target(name: "UIKitStub", condition: .when(platforms: withoutUIKit)),
            .target(name: "WebKitStub", condition: .when(platforms: withoutUIKit)),
        ]
    ),
]

// SwiftUI front end: views over the engine's observable form model (ADFormModel). Every file is
// wrapped in `#if canImport(SwiftUI)`, so on Linux the module is empty; the behaviour it shows
// is the form model's, tested on Linux in ActionDataTests.
package.products.append(.library(name: "ActionDataSwiftUI", targets: ["ActionDataSwiftUI"]))
package.targets.append(.target(name: "ActionDataSwiftUI", dependencies: ["ActionData"]))
package.targets.append(.testTarget(name: "ActionDataSwiftUITests", dependencies: ["ActionDataSwiftUI", "ActionData"]))
