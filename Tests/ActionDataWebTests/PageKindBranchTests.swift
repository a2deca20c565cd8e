import ActionData
import ActionDataWeb
import Foundation
import Testing

/// page.js has a branch for every kind the server sends: in the switch that draws a control's
/// state and in the one that wires its input, each with a `default` that fails loudly. A kind
/// added to ``ADControlKind`` is an ``ADWebControlKind`` at once, and this test names the page's
/// missing branch.
@Suite("Web: page.js has a branch for every control kind")
struct PageKindBranchTests {
    static let script = EngineModuleTests.resources.appendingPathComponent("page.js")

    /// The two switches over a control's kind: what draws its state, and what wires its input.
    static let switches = ["switch (state.kind) {", "switch (row.dataset.kind) {"]

    @Test(arguments: switches)
    func everyKindHasItsBranch(opening: String) throws {
        let source = try String(contentsOf: Self.script, encoding: .utf8)
        let body = try #require(Self.block(opening: opening, in: source), "page.js has no \(opening)")
        for kind in ADWebControlKind.allCases {
            #expect(body.contains("case \"\(kind.name)\":"), "\(opening) has no branch for \"\(kind.name)\"")
        }
        #expect(body.contains("default: unknownKind("), "\(opening) has no default that reports an unknown kind")
    }

    @Test func everyEngineKindIsAWebKind() {
        #expect(ADWebControlKind.allCases.count == ADControlKind.allCases.count + 1)
        #expect(Set(ADWebControlKind.allCases.map(\.name)).count == ADWebControlKind.allCases.count, "each kind has its own name")
    }

    @Test func anUnknownKindIsSaidInTheConsoleAndTheStatusLine() throws {
        let source = try String(contentsOf: Self.script, encoding: .utf8)
        let body = try #require(Self.block(opening: "function unknownKind(id, kind) {", in: source))
        #expect(body.contains("console.error("))
        #expect(body.contains("status.textContent = "))
    }

    /// The text between `opening` and the brace that closes it; braces inside string literals
    /// do not count.
    static func block(opening: String, in source: String) -> Substring? {
        guard let start = source.range(of: opening) else { return nil }
        var depth = 1
        var quote: Character?
        var escaped = false
        var index = start.upperBound
        while index < source.endIndex {
            let character = source[index]
            if let open = quote {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" || character == "`" {
                quote = character
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth == 0 { return source[start.upperBound..<index] }
            }
            index = source.index(after: index)
        }
        return nil
    }
}
