// swift-tools-version: 6.1
// A server team's starting point: your own model, its form and list in the browser, stored in
// SQLite, served by your own executable. See README.md.
import PackageDescription

let package = Package(
    name: "FormServer",
    platforms: [.macOS(.v13)],
    dependencies: [
        // This repository; once the folder is copied elsewhere, the path to your clone of ActionData.
        .package(name: "ActionData", path: "../..", traits: ["Server"]),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .executableTarget(
            name: "FormServer",
            dependencies: [
                .product(name: "ActionData", package: "ActionData"),
                .product(name: "ActionDataWebSQLite", package: "ActionData"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
