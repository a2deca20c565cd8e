import Foundation
import Testing

/// The WebAssembly module's exports are named once, in Wasm/Exports.swift: the committed module
/// exports exactly those (and its memory), Wasm/build names none itself, and page.js calls
/// none other.
@Suite("Web: the module's exports are named once")
struct EngineExportTests {
    static let root = EngineModuleTests.resources.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The names Wasm/Exports.swift marks `@_expose(wasm, "…")`, in order.
    static func exposedNames() throws -> [String] {
        let source = try String(contentsOf: root.appendingPathComponent("Wasm/Exports.swift"), encoding: .utf8)
        return source.matches(of: /@_expose\(wasm, "([A-Za-z_0-9]+)"\)/).map { String($0.output.1) }
    }

    @Test func theModuleExportsWhatExportsSwiftNames() throws {
        let module = try [UInt8](Data(contentsOf: EngineModuleTests.resources.appendingPathComponent("engine.wasm")))
        let exports = try #require(WasmExports(module: module), "engine.wasm has no readable export section")
        let names = try Self.exposedNames()
        #expect(!names.isEmpty)
        #expect(exports.functions == names)
        #expect(exports.others == ["memory"])
    }

    @Test func pageJSCallsOnlyExportedNames() throws {
        let script = try String(contentsOf: PageKindBranchTests.script, encoding: .utf8)
        let called = Set(script.matches(of: /exports\.(ad_[A-Za-z_0-9]+)/).map { String($0.output.1) })
        let exposed = try Self.exposedNames()
        #expect(!called.isEmpty)
        #expect(called.isSubset(of: exposed), "page.js calls \(called.subtracting(exposed).sorted()), which the module does not export")
    }

    @Test func theBuildScriptNamesNoExport() throws {
        let build = try String(contentsOf: Self.root.appendingPathComponent("Wasm/build"), encoding: .utf8)
        let exposed = try Self.exposedNames()
        for name in exposed {
            #expect(!build.contains(name), "Wasm/build names \(name); it takes the names from Wasm/Exports.swift")
        }
        #expect(!build.contains("--export="))
    }
}

/// The export section of a WebAssembly module: function exports, and the others (memory, …).
struct WasmExports {
    var functions: [String] = []
    var others: [String] = []

    init?(module bytes: [UInt8]) {
        guard bytes.count >= 8, bytes.starts(with: [0x00, 0x61, 0x73, 0x6D]) else { return nil }
        var reader = Reader(bytes: bytes, offset: 8)
        while reader.offset < bytes.count {
            guard let section = reader.byte(), let size = reader.number() else { return nil }
            let (end, overflow) = reader.offset.addingReportingOverflow(size)
            guard !overflow, end <= bytes.count else { return nil }
            if section == 7 {
                guard let count = reader.number() else { return nil }
                for _ in 0..<count {
                    guard let length = reader.number(), let name = reader.text(length), let kind = reader.byte(), reader.number() != nil
                    else { return nil }
                    if kind == 0 { functions.append(name) } else { others.append(name) }
                }
                return
            }
            reader.offset = end
        }
        return nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset: Int

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        /// An unsigned LEB128 number of at most 32 bits.
        mutating func number() -> Int? {
            var value = 0
            for shift in stride(from: 0, to: 35, by: 7) {
                guard let next = byte() else { return nil }
                value |= Int(next & 0x7F) << shift
                if next < 0x80 { return value }
            }
            return nil
        }

        mutating func text(_ length: Int) -> String? {
            guard length >= 0, length <= bytes.count - offset else { return nil }
            defer { offset += length }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
    }
}
