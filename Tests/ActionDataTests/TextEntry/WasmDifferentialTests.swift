import ActionData
import Foundation
import TestSupport
import Testing

/// The page's WebAssembly module (`Sources/ActionDataWeb/Resources/engine.wasm`, built by
/// `Wasm/build` from the engine's text-entry sources) answers exactly as the native engine: the
/// mask fuzz corpus and generated masks and inputs — Unicode, invalid UTF-8, oversized pastes
/// and masks, backward ranges — run through both, in Node, with 0 disagreements.
@Suite(
    "Text entry: the WebAssembly module answers as the native engine",
    .enabled(if: WasmDifferential.node != nil, "needs Node (apt-get install nodejs) to run the WebAssembly module"))
struct WasmDifferentialTests {
    @Test("corpus and generated cases: 0 disagreements between the module and the native engine")
    func noDisagreement() async throws {
        var cases = try WasmDifferential.corpusCases()
        let corpusCount = cases.count
        cases += WasmDifferential.generatedCases(count: 600)
        cases += WasmDifferential.boundaryCases()
        #expect(corpusCount > 100)
        let json = try JSONSerialization.data(withJSONObject: cases)
        let outcome = try await Spawned.onOwnThread { try WasmDifferential.run(json: json) }
        #expect(outcome.cases == cases.count)
        #expect(outcome.disagreements == 0, "\(outcome.examples)")
    }
}

/// Builds cases with the native engine's answers and runs them through the module in Node.
enum WasmDifferential {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The Node executable, or `nil` when there is none.
    static let node: URL? = ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"].lazy.map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    struct Outcome: Sendable {
        var cases: Int
        var disagreements: Int
        var examples: String
    }

    /// One operation on bytes, with the native answer in the form the module gives it.
    /// With `inputType`, the operation is `ad_mask_input` with that browser input type.
    static func edit(mask: [UInt8], text: [UInt8], start: Int, end: Int, replacement: [UInt8], inputType: String? = nil) -> [String: Any] {
        let kind = inputType.map(ADTextInputKind.init(inputType:)) ?? .replace
        let request = ADMaskedEditRequest(
            maskUTF8: mask, textUTF8: text, start: start, end: end, replacementUTF8: replacement, kind: kind ?? .replace)
        let (status, result, caret): (Int, String, Int)
        switch kind == nil ? .rejected(.unknownInputType) : request.answer() {
        case .applied(let edit): (status, result, caret) = (1, edit.text, edit.utf16Caret)
        case .refused(let at): (status, result, caret) = (0, request.text, at)
        case .rejected(let reason): (status, result, caret) = (-reason.rawValue, "", 0)
        }
        return [
            "op": inputType == nil ? "edit" : "input", "inputType": inputType ?? "", "mask": Data(mask).base64EncodedString(), "text": Data(text).base64EncodedString(),
            "replacement": Data(replacement).base64EncodedString(), "start": start, "end": end, "status": status,
            "result": Data(result.utf8).base64EncodedString(), "caret": caret,
        ]
    }

    static func whole(_ operation: String, mask: [UInt8], text: [UInt8]) -> [String: Any] {
        let formatter = ADMaskedStringFormatter(formatString: String(decoding: mask, as: UTF8.self))
        let input = String(decoding: text, as: UTF8.self)
        let (status, result) = operation == "format"
            ? { let shown = formatter.applyFormat(to: input); return (formatter.validForLastInput ? 1 : 0, shown) }()
            : (1, formatter.removeFormat(from: input))
        return [
            "op": operation, "mask": Data(mask).base64EncodedString(), "text": Data(text).base64EncodedString(),
            "replacement": "", "start": 0, "end": 0, "status": status, "result": Data(result.utf8).base64EncodedString(), "caret": 0,
        ]
    }

    /// Every operation on one mask and input: format, raw, and edits at every caret of the
    /// formatted text (typing each probe, deleting the character after), plus a paste.
    static func cases(mask: [UInt8], input: [UInt8]) -> [[String: Any]] {
        var found = [whole("format", mask: mask, text: input), whole("raw", mask: mask, text: input)]
        let formatted = ADMaskedStringFormatter(formatString: String(decoding: mask, as: UTF8.self))
            .applyFormat(to: String(decoding: input, as: UTF8.self))
        let shown = Array(formatted.utf8)
        let length = formatted.utf16.count
        for caret in stride(from: 0, through: min(length, 40), by: max(1, length / 8)) {
            for probe in ["7", "a", "É", " ", "-"] {
                found.append(edit(mask: mask, text: shown, start: caret, end: caret, replacement: Array(probe.utf8)))
            }
            found.append(edit(mask: mask, text: shown, start: caret, end: min(caret + 1, length), replacement: []))
            for inputType in inputTypes {
                found.append(edit(mask: mask, text: shown, start: caret, end: caret, replacement: [], inputType: inputType))
            }
            found.append(edit(mask: mask, text: shown, start: 0, end: caret, replacement: [], inputType: "deleteByCut"))
        }
        found.append(edit(mask: mask, text: shown, start: 0, end: length, replacement: input))
        return found
    }

    /// Browser input types the module reads, and one it does not apply.
    static let inputTypes = [
        "deleteContentBackward", "deleteContentForward", "deleteWordBackward", "deleteWordForward", "deleteByCut", "changed", "historyUndo",
    ]

    /// The mask fuzz corpus: each file's first line is the mask, the rest the input.
    static func corpusCases() throws -> [[String: Any]] {
        let folder = root.appendingPathComponent("Fuzz/Corpus/mask")
        var found: [[String: Any]] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let newline = bytes.firstIndex(of: 10) ?? bytes.endIndex
            let input = newline < bytes.endIndex ? Array(bytes[bytes.index(after: newline)...]) : []
            found += cases(mask: Array(bytes[..<newline]), input: input)
        }
        return found
    }

    /// Masks and inputs drawn from format characters, literals, digits, letters of several
    /// scripts, combining marks, emoji and invalid UTF-8 bytes.
    static func generatedCases(count: Int) -> [[String: Any]] {
        var random = SeededGenerator(seed: 0x5EED_3A5C)
        let maskPieces = ["#", "0", "X", "x", "*", "_", "\\", "(", ")", "-", " ", ".", "/", "é", "\u{301}"]
        let inputPieces = ["1", "2", "9", "0", "a", "Z", "ß", "é", "e\u{301}", "👍🏽", "🇫🇷", "中", " ", "-", "(", "\r\n", "\u{0}"]
        let invalid: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80]]
        var found: [[String: Any]] = []
        for _ in 0..<count {
            var mask: [UInt8] = []
            for _ in 0..<Int.random(in: 0...14, using: &random) { mask += Array((maskPieces.randomElement(using: &random) ?? "#").utf8) }
            var input: [UInt8] = []
            for _ in 0..<Int.random(in: 0...16, using: &random) {
                if Int.random(in: 0..<12, using: &random) == 0 {
                    input += invalid.randomElement(using: &random) ?? []
                } else {
                    input += Array((inputPieces.randomElement(using: &random) ?? "1").utf8)
                }
            }
            let text = Array(ADMaskedStringFormatter(formatString: String(decoding: mask, as: UTF8.self))
                .applyFormat(to: String(decoding: input, as: UTF8.self)).utf8)
            let length = String(decoding: text, as: UTF8.self).utf16.count
            let start = Int.random(in: 0...(length + 1), using: &random)
            let end = Int.random(in: max(0, start - 1)...(length + 2), using: &random)
            found.append(edit(mask: mask, text: text, start: start, end: end, replacement: input))
            found.append(whole("format", mask: mask, text: input))
        }
        return found
    }

    /// Bad input at the boundary: invalid UTF-8 everywhere, an oversized paste, text and mask,
    /// backward and negative ranges.
    static func boundaryCases() -> [[String: Any]] {
        let phone = Array("(###) ###-####".utf8)
        let shown = Array("(808) 5".utf8)
        return [
            edit(mask: phone, text: shown, start: 7, end: 7, replacement: [0xFF, 0xFE]),
            edit(mask: [0xC3, 0x28, 0x23, 0x23], text: [0xE2, 0x28, 0xA1], start: 0, end: 1, replacement: [0x35]),
            edit(mask: phone, text: shown, start: 7, end: 7, replacement: Array(String(repeating: "5", count: 5000).utf8)),
            edit(mask: phone, text: shown, start: 7, end: 7, replacement: Array(String(repeating: "5", count: 4096).utf8)),
            edit(mask: Array(String(repeating: "#", count: 2000).utf8), text: [], start: 0, end: 0, replacement: [0x31]),
            edit(mask: phone, text: Array(String(repeating: "1", count: 5000).utf8), start: 0, end: 0, replacement: [0x31]),
            edit(mask: phone, text: shown, start: 5, end: 2, replacement: [0x31]),
            edit(mask: phone, text: shown, start: -3, end: 2, replacement: [0x31]),
            edit(mask: phone, text: shown, start: 90, end: 95, replacement: [0x31]),
            whole("format", mask: [0xFF, 0x23, 0x23], text: [0x31, 0xFF, 0x32]),
        ]
    }

    /// Writes the cases (a JSON array) beside the module, runs the Node script, and reads its
    /// tally. It blocks while Node runs: call it on a thread of its own.
    static func run(json cases: Data) throws -> Outcome {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-wasm-cases-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try cases.write(to: file)
        let process = Process()
        process.executableURL = node
        process.arguments = [
            root.appendingPathComponent("Tests/Wasm/differential.mjs").path,
            root.appendingPathComponent("Sources/ActionDataWeb/Resources/engine.wasm").path, file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let tally = try? JSONSerialization.jsonObject(with: output) as? [String: Any],
              let total = tally["cases"] as? Int, let disagreements = tally["disagreements"] as? Int
        else { return Outcome(cases: 0, disagreements: -1, examples: String(decoding: output, as: UTF8.self)) }
        return Outcome(cases: total, disagreements: disagreements, examples: "\(tally["examples"] ?? [])")
    }
}
