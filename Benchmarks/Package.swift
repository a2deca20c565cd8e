// swift-tools-version: 6.1
// The benchmarks live in a package of their own so that `swift test` of ActionData never
// builds the benchmark harness. Run them with:
//   cd Benchmarks && swift package benchmark
// or one suite: swift package benchmark --target CodingBenchmarks
import Foundation
import PackageDescription

/// The identity SwiftPM gives the enclosing ActionData package: its folder's name.
let actionData = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// One executable target a suite; each lives in `Benchmarks/<Suite>/`.
let suites: [(name: String, dependencies: [Target.Dependency])] = [
    (name: "FormulaBenchmarks", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
    (name: "FormattingBenchmarks", dependencies: []),
    (name: "CodingBenchmarks", dependencies: []),
    (name: "BindingExpressionBenchmarks", dependencies: [.product(name: "ActionDataStoryboard", package: actionData)]),
    (
        name: "PersistenceBenchmarks",
        dependencies: [
            .product(name: "ActionDataSQLite", package: actionData), .product(name: "GRDB", package: "GRDB.swift"),
        ]
    ),
    (name: "BindingBenchmarks", dependencies: []),
]

/// What `SyncDriver` measures with: a real server with sync, devices, the models.
/// ActionDataWeb and ActionDataPostgres come with the package's default `Server` trait.
let syncFixtures: [Target.Dependency] = [
    .product(name: "ActionData", package: actionData), .product(name: "ActionDataSQLite", package: actionData),
    .product(name: "ActionDataStorage", package: actionData), .product(name: "ActionDataPostgres", package: actionData),
    .product(name: "ActionDataWeb", package: actionData),
]

let package = Package(
    name: "ActionDataBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "SyncFixtures", dependencies: syncFixtures, path: "SyncFixtures"),
        // The sync figures PostgreSQL and a real socket need, one line each: Load/run sync.
        .executableTarget(name: "SyncDriver", dependencies: ["SyncFixtures"] + syncFixtures, path: "SyncDriver"),
    ] + suites.map { suite in
        .executableTarget(
            name: suite.name,
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ActionData", package: actionData),
            ] + suite.dependencies,
            path: "Benchmarks/\(suite.name)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    },
    swiftLanguageModes: [.v6]
)
