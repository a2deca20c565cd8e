#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// A name and the text searched for in it.
private struct Search: Codable {
    var name: String
    var search: String
}

@MainActor
@Suite("ADBoundLabel highlights")
struct LabelHighlightTests {
    let search = ADBoundTextField(frame: .zero)
    let label = ADBoundLabel(frame: .zero)
    let form: BoundForm

    init() {
        search.dataPath = "search"
        search.liveUpdate = true
        label.colorPath = "'#0000FF'"
        form = BoundForm([search, label])
    }

    private func highlight(_ attributes: String) throws {
        label.model.dataBinding = try ADBindingExpression(
            "name { textAttributeFormatter: { pattern: search, patternOptions: .CaseInsensitiveSearch\(attributes) } }", kind: .text)
    }

    /// The colours at UTF-16 offset `location` of the label's attributed text and the run they
    /// cover.
    private func run(at location: Int) -> (foreground: String?, background: String?, range: NSRange)? {
        guard let text = label.attributedText else { return nil }
        var range = NSRange(location: 0, length: 0)
        let attributes = text.attributes(at: location, effectiveRange: &range)
        return ((attributes[.foregroundColor] as? UIColor)?.hex, (attributes[.backgroundColor] as? UIColor)?.hex, range)
    }

    @Test func marksMatchesAfterAnEmojiWithTheRulesColours() throws {
        try highlight(", backgroundColor: \"#00FF00\", textColor: \"#FF0000\"")
        try form.show(Search(name: "👍🏽 Ann and Dan", search: "an"))
        #expect(label.text == "👍🏽 Ann and Dan")
        #expect(label.attributedText?.string == "👍🏽 Ann and Dan")
        for location in [5, 9, 14] {
            let mark = try #require(run(at: location))
            #expect(mark.range == NSRange(location: location, length: 2))
            #expect(mark.foreground == "#FF0000")
            #expect(mark.background == "#00FF00")
        }
        let emoji = try #require(run(at: 0))
        #expect(emoji.foreground == "#0000FF")
        #expect(emoji.background == nil)
        #expect(emoji.range == NSRange(location: 0, length: 5))
    }

    @Test func withoutColoursAMatchIsYellowInTheLabelsColour() throws {
        try highlight("")
        try form.show(Search(name: "e\u{301}te\u{301} ete", search: "ete"))
        let mark = try #require(run(at: 6))
        #expect(mark.range == NSRange(location: 6, length: 3))
        #expect(mark.background == UIColor.systemYellow.hex)
        #expect(mark.foreground == "#0000FF")
    }

    @Test func theMarksFollowTheSearchAndNoMatchIsPlainText() throws {
        try highlight(", backgroundColor: \"#00FF00\"")
        try form.show(Search(name: "Ada Lovelace", search: "x"))
        #expect(label.text == "Ada Lovelace")
        #expect(run(at: 0)?.background == nil)
        #expect(run(at: 0)?.range == NSRange(location: 0, length: 12))

        BoundForm.replaceText(of: search, with: "love")
        #expect(run(at: 4)?.range == NSRange(location: 4, length: 4))
        #expect(run(at: 4)?.background == "#00FF00")

        BoundForm.replaceText(of: search, with: "")
        #expect(run(at: 4)?.background == nil)
        #expect(label.text == "Ada Lovelace")
    }

    @Test func aLabelWithoutARuleShowsPlainText() throws {
        label.dataPath = "name"
        try form.show(Search(name: "Ann", search: "an"))
        #expect(label.text == "Ann")
        #expect(run(at: 0)?.background == nil)
        #expect(run(at: 0)?.foreground == "#0000FF")
    }
}
#endif
