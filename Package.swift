// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ActionData",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ActionData", targets: ["ActionData"]),
        .library(name: "ActionDataSQLite", targets: ["ActionDataSQLite"]),
        .executable(name: "actiondata", targets: ["actiondata"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "ActionData",
            dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]
        ),
        .executableTarget(
            name: "actiondata",
            dependencies: [
                "ActionData",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "ActionDataSQLite",
            dependencies: [
                "ActionData",
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
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ActionDataTests", dependencies: ["ActionData", "actiondata", "TestSupport"]),
        .testTarget(
            name: "ActionDataSQLiteDifferentialTests",
            dependencies: ["ActionData", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
