import ActionData
import ActionDataSQLite
import Foundation
import Testing

/// The `actiondata-sqlite-crash-helper` executable, built next to the test bundle.
enum CrashHelper {
    static let name = "actiondata-sqlite-crash-helper"

    static let url: URL? = {
        var directories: [URL] = []
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return directories.map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}

@Suite("A killed writer leaves the database consistent")
struct CrashRecoveryTests {
    @Test(.enabled(if: CrashHelper.url != nil, "actiondata-sqlite-crash-helper was not built next to the test bundle"))
    func killedInTheMiddleOfALargeTransaction() throws {
        let helper = try #require(CrashHelper.url)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "actiondata-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("journal.sqlite").path

        let process = Process()
        process.executableURL = helper
        process.arguments = [path, "500"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var seen = ""
        while !seen.contains("in transaction") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        #expect(seen.contains("baseline committed"))
        #expect(seen.contains("in transaction"))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let provider = try ADSQLiteProvider(path: path)
        #expect(try provider.count(in: "Journal") == 500)
        #expect(try provider.count(in: "Journal", where: "name LIKE 'doomed%'") == 0)
        let saved = try provider.save(
            ["id": -1, "name": "after the crash", "payload": .data(Data([1]))], in: "Journal")
        #expect(try provider.loadRecord(key: saved["id"] ?? .null, from: "Journal") == saved)
        #expect(try provider.integrityCheck() == ["ok"])
    }
}
