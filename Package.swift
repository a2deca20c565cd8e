// swift-tools-version: 6.1
import PackageDescription

/// A dependency needed only by the web server and PostgreSQL.
let server = TargetDependencyCondition.when(traits: ["Server"])
/// A dependency needed only by the command line and the linter's Swift-model reader.
let tools = TargetDependencyCondition.when(traits: ["Tools"])

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
    // The optional parts. An app on Apple platforms that adds the package with `traits: []` uses
    // ActionData, ActionDataUIKit, ActionDataSwiftUI, ActionDataSQLite and ActionDataStoryboard,
    // and checks out only swift-collections and GRDB.swift: every other dependency is guarded by
    // one of these traits, and SwiftPM fetches no dependency whose trait is off.
    traits: [
        .trait(name: "Server", description: "The web front end (ActionDataWeb and its bridges) on Hummingbird and SwiftNIO, with accounts (hummingbird-auth's bcrypt) and bearer tokens (jwt-kit), and PostgreSQL (ActionDataPostgres) on postgres-nio."),
        .trait(name: "Tools", description: "The `actiondata` command line and the linter's Swift-model reader (ActionDataSwiftModel) on swift-syntax, swift-argument-parser and Yams."),
        .default(enabledTraits: ["Server", "Tools"]),
    ],
    // swift-syntax, which apps often pin to other majors, takes every version the code was
    // compiled with, both ends included; swift-crypto takes 4.1 and later, as jwt-kit does
    // (docs/decisions.md, "Adoption"); the others take the versions the local package mirror has.
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", "4.1.0"..<"5.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/vapor/jwt-kit", from: "5.7.1"),
        .package(url: "https://github.com/jpsim/Yams", "5.0.1"..<"7.0.0"),
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
        // One module per optional trait, built before every module that needs the trait: with the
        // trait off, its #error is the first and only thing an app sees.
        .target(name: "ServerTraitGate"),
        .target(name: "ToolsTraitGate"),
        .target(
            name: "ActionDataSwiftModel",
            dependencies: [
                "ToolsTraitGate", "ActionDataStoryboard",
                .product(name: "SwiftParser", package: "swift-syntax", condition: tools),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: tools),
            ]
        ),
        .executableTarget(
            name: "actiondata",
            dependencies: [
                "ServerTraitGate", "ToolsTraitGate", "ActionData",
                "ActionDataWeb",
                "ActionDataSQLite",
                "ActionDataPostgres",
                "ActionDataWebSQLite",
                "ActionDataWebPostgres",
                "ActionDataStoryboard",
                "ActionDataSwiftModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: tools),
                .product(name: "Yams", package: "Yams", condition: tools),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "Logging", package: "swift-log", condition: server),
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
            ],
            resources: [.copy("SQL")]
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
                "ServerTraitGate", "ActionData", "ActionDataStorage", .product(name: "Hummingbird", package: "hummingbird", condition: server),
                .product(name: "HummingbirdCore", package: "hummingbird", condition: server),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth", condition: server),
                .product(name: "JWTKit", package: "jwt-kit", condition: server),
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: server), .product(name: "NIOCore", package: "swift-nio", condition: server),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: server),
                .product(name: "NIOPosix", package: "swift-nio", condition: server), .product(name: "Logging", package: "swift-log", condition: server),
                .product(name: "Crypto", package: "swift-crypto", condition: server),
                .product(name: "CompressNIO", package: "compress-nio", condition: server),
                .product(name: "Metrics", package: "swift-metrics", condition: server),
                .product(name: "Prometheus", package: "swift-prometheus", condition: server),
            ],
            resources: [
                .copy("Resources/page.js"), .copy("Resources/page.css"), .copy("Resources/engine.wasm"), .copy("Resources/engine.wasm.gz"),
                .copy("Resources/signin.html"),
            ]
        ),
        .testTarget(
            name: "ActionDataWebTests",
            dependencies: [
                "ActionDataWeb", "ActionDataWebSQLite", "ActionDataSQLite", "ActionDataPostgres", "TestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: server),
                .product(name: "JWTKit", package: "jwt-kit", condition: server),
                .product(name: "Crypto", package: "swift-crypto", condition: server),
                .product(name: "CryptoExtras", package: "swift-crypto", condition: server),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: server),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["ActionData"], path: "Tests/TestSupport"),
        .testTarget(
            name: "ActionDataStoryboardTests",
            dependencies: ["ActionDataStoryboard", "ActionDataSwiftModel", "ActionData", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "ActionDataSwiftModelTests", dependencies: ["ActionDataSwiftModel", "ActionDataStoryboard", "ActionData"]),
        .testTarget(
            name: "ActionDataCommandTests",
            dependencies: [
                "actiondata", "ActionData", "ActionDataWeb", "ActionDataSQLite", "TestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: server),
            ]),
        .testTarget(name: "ActionDataTests", dependencies: ["ActionData", "TestSupport"]),
        // Scratch app packages that depend on this checkout as the README's installation says.
        .testTarget(name: "ActionDataAdoptionTests", dependencies: ["TestSupport", "ActionDataSQLite"]),
        .target(
            name: "ActionDataPostgres",
            dependencies: [
                "ServerTraitGate", "ActionData", "ActionDataStorage",
                .product(name: "PostgresNIO", package: "postgres-nio", condition: server),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "Logging", package: "swift-log", condition: server),
            ],
            resources: [.copy("SQL")]
        ),
        // Bridges: the web layer's session-storage protocols implemented on each database.
        .target(name: "ActionDataWebSQLite", dependencies: ["ServerTraitGate", "ActionData", "ActionDataWeb", "ActionDataSQLite"]),
        .target(
            name: "ActionDataWebPostgres",
            dependencies: [
                "ServerTraitGate", "ActionData", "ActionDataWeb", "ActionDataPostgres", .product(name: "PostgresNIO", package: "postgres-nio", condition: server),
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
// Action Utilities: what the spec's models use to keep colours and images in `Codable` text.
package.products.append(.library(name: "ActionUtilities", targets: ["ActionUtilities"]))
// AKABeacon's and DataBindSwift's module names, so their apps' `import AKABeacon` and
// `import DataBindSwift` (and a storyboard's `customModule="DataBindSwift"`) work unchanged.
package.products.append(.library(name: "AKABeacon", targets: ["AKABeacon"]))
package.products.append(.library(name: "DataBindSwift", targets: ["DataBindSwift"]))
package.targets += [
    // Swift 5 mode, as UIKit's Objective-C headers are imported: its mutable C globals
    // (`UIAccessibility.Notification.announcement` …) are then refused by Swift 6 code as on iOS.
    .target(name: "UIKitStub", path: "Sources/UIKitStub", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "WebKitStub", dependencies: ["UIKitStub"], path: "Sources/WebKitStub"),
    .target(
        name: "ActionUtilities",
        dependencies: ["ActionData", "ActionDataStorage", .target(name: "UIKitStub", condition: .when(platforms: withoutUIKit))]
    ),
    // The Swift code of the specification an app would write, as the spec writes it (Swift 5, as
    // its `static var` table names need), compiled against UIKitStub here and against the iOS
    // SDK by Scripts/check-ios-sdk.
    .target(
        name: "SpecCode",
        dependencies: [
            "ActionData", "ActionUtilities", "ActionDataUIKit", "AKABeacon", "DataBindSwift",
            .target(name: "UIKitStub", condition: .when(platforms: withoutUIKit)),
        ],
        path: "Tests/SpecCode",
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
        name: "SpecCodeTests",
        dependencies: ["SpecCode", "ActionDataUIKit", "DataBindSwift", "ActionData", .target(name: "UIKitStub", condition: .when(platforms: withoutUIKit))]
    ),
    .testTarget(
        name: "ActionUtilitiesTests",
        dependencies: ["ActionUtilities", "ActionData", .target(name: "UIKitStub", condition: .when(platforms: withoutUIKit))]
    ),
    .target(
        name: "ActionDataUIKit",
        dependencies: [
            "ActionData", "ActionUtilities", "ActionDataStoryboard",
            .target(name: "UIKitStub", condition: .when(platforms: withoutUIKit)),
            .target(name: "WebKitStub", condition: .when(platforms: withoutUIKit)),
        ]
    ),
    .target(
        name: "AKABeacon",
        dependencies: ["ActionDataUIKit", .target(name: "UIKitStub", condition: .when(platforms: withoutUIKit))]
    ),
    .target(
        name: "DataBindSwift",
        dependencies: [
            "ActionDataUIKit", "ActionData", "ActionDataStoryboard",
            .target(name: "UIKitStub", condition: .when(platforms: withoutUIKit)),
        ]
    ),
    .testTarget(
        name: "ActionDataUIKitTests",
        dependencies: [
            "ActionDataUIKit", "AKABeacon", "DataBindSwift", "ActionData", "ActionDataStoryboard", "TestSupport",
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
