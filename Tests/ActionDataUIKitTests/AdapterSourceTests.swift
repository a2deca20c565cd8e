import Foundation
import Testing

@Suite("Adapter sources")
struct AdapterSourceTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ActionDataUIKit")

    static func adapterFiles() throws -> [(name: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files.append((url.lastPathComponent, String(decoding: try Data(contentsOf: url), as: UTF8.self)))
        }
        return files
    }

    @Test func useNoSelectorsNoObjcAndNoTestHooks() throws {
        let files = try Self.adapterFiles()
        #expect(files.count >= 15)
        for file in files {
            for forbidden in ["#selector", "@objc", "_simulate", "_loaded", "_lastAnimation"] {
                #expect(!file.text.contains(forbidden), "\(file.name) uses \(forbidden)")
            }
        }
    }

    @Test func importUIKitWhereItExists() throws {
        for file in try Self.adapterFiles() where file.text.contains("import UIKitStub") {
            #expect(file.text.contains("#if canImport(UIKit)\nimport UIKit\n#else\nimport UIKitStub\n#endif"), "\(file.name)")
        }
    }
}
