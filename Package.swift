// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ActionData",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ActionData", targets: ["ActionData"]),
        .executable(name: "actiondata", targets: ["actiondata"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
            ]
        ),
        .testTarget(name: "ActionDataTests", dependencies: ["ActionData", "actiondata"]),
    ],
    swiftLanguageModes: [.v6]
)
