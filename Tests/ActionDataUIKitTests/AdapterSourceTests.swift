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
            for forbidden in [
                "#selector", "@objc", "_simulate", "_loaded", "_lastAnimation", "_transitions", "_postedNotifications",
                "_visibleCells", "_headerTitles", "_footerTitles", "_lastBatchUpdate", "_lastRowAnimations", "_reloadCount",
                "_inconsistencies",
            ] {
                #expect(!file.text.contains(forbidden), "\(file.name) uses \(forbidden)")
            }
        }
    }

    @Test func importUIKitWhereItExists() throws {
        for file in try Self.adapterFiles() where file.text.contains("import UIKitStub") {
            let text = file.text.replacingOccurrences(of: "@preconcurrency import", with: "import")
            #expect(text.contains("#if canImport(UIKit)\nimport UIKit\n"), "\(file.name)")
            #expect(text.contains("#else\nimport UIKitStub\n"), "\(file.name)")
        }
    }

    /// WebKit is a module of its own on iOS: a file using its types imports it, and the stub's
    /// counterpart where UIKit is absent.
    @Test func importWebKitExactlyWhereItIsUsed() throws {
        for file in try Self.adapterFiles() {
            let usesWebKit = file.text.contains("WKWebView")
            #expect(file.text.contains("import UIKit\nimport WebKit\n") == usesWebKit, "\(file.name)")
            #expect(file.text.contains("import UIKitStub\nimport WebKitStub\n") == usesWebKit, "\(file.name)")
        }
    }
}

@Suite("Example storyboard against the UIKit classes")
struct ExampleStoryboardKeyPathTests {
    /// Interface Builder sets runtime attributes by key-value coding, which crashes on a key the
    /// class lacks: every key path the example sets on a bound control must be an inspectable of
    /// that class.
    @Test func everyRuntimeAttributeIsAnInspectableOfItsClass() throws {
        let storyboard = AdapterSourceTests.sources
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/CategoryForm/Main.storyboard")
        let text = String(decoding: try Data(contentsOf: storyboard), as: UTF8.self)
        let sources = Dictionary(uniqueKeysWithValues: try AdapterSourceTests.adapterFiles().map { ($0.name, $0.text) })
        var checked = 0
        for element in text.components(separatedBy: "customClass=\"").dropFirst() {
            let className = String(element.prefix { $0 != "\"" })
            guard className.hasPrefix("ADBound"), className != "ADBoundViewController" else { continue }
            let source = try #require(sources[className + ".swift"], "no source for \(className)")
            let body = element.components(separatedBy: "</userDefinedRuntimeAttributes>").first ?? ""
            for attribute in body.components(separatedBy: "keyPath=\"").dropFirst() {
                let key = String(attribute.prefix { $0 != "\"" })
                #expect(source.contains("@IBInspectable public var \(key):"), "\(className) has no inspectable \(key)")
                checked += 1
            }
        }
        #expect(checked > 30)
    }
}
