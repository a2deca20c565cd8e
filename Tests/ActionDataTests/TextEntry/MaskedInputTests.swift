import ActionData
import Foundation
import TestSupport
import Testing

/// Every kind of input into a masked field, decided by the engine: what a Backspace, a forward
/// delete, a word deletion and a cut remove, and the golden table (`Tests/Golden/masked-input.json`)
/// that the page in Chromium and the UIKit adapter are checked against too.
@Suite("Text entry: every input kind through the mask")
struct MaskedInputTests {
    static var phone: ADMaskedStringFormatter { ADMaskedStringFormatter(formatString: "(###) ###-####") }

    @Test("deletions at a caret", arguments: [
        (ADTextInputKind.deleteBackward, "(808) 555-1212", 14, "(808) 555-121", 13),
        (.deleteBackward, "(808) 555-1212", 10, "(808) 551-212", 8),
        (.deleteForward, "(808) 555-1212", 9, "(808) 555-212", 10),
        (.deleteForward, "(808) 555-1212", 4, "(808) 551-212", 6),
        (.deleteWordBackward, "(808) 555-12", 12, "(808) 555", 9),
        (.deleteWordBackward, "(808) 555-12", 10, "(808) 12", 6),
        (.deleteWordForward, "(808) 555-1212", 4, "(808) 121-2", 6),
    ])
    func deletion(kind: ADTextInputKind, text: String, caret: Int, shown: String, shownCaret: Int) throws {
        let edit = try #require(Self.phone.input(kind, in: text, selectingUTF16: caret..<caret))
        #expect(edit.text == shown)
        #expect(edit.utf16Caret == shownCaret)
        #expect(edit.raw == Self.phone.removeFormat(from: shown))
    }

    @Test("nothing to delete, or nothing selected to cut, is refused")
    func nothingToDo() {
        #expect(Self.phone.input(.deleteBackward, in: "(808", selectingUTF16: 0..<0) == nil)
        #expect(Self.phone.input(.deleteForward, in: "(808", selectingUTF16: 4..<4) == nil)
        #expect(Self.phone.input(.deleteWordForward, in: "(808", selectingUTF16: 4..<4) == nil)
        #expect(Self.phone.input(.cut, in: "(808", selectingUTF16: 2..<2) == nil)
        #expect(Self.phone.input(.deleteBackward, in: "👍🏽", selectingUTF16: 1..<1) == nil, "a caret inside a character")
    }

    @Test("a selection is what every deletion removes")
    func selection() {
        for kind in [ADTextInputKind.deleteBackward, .deleteForward, .deleteWordBackward, .deleteWordForward, .cut] {
            #expect(Self.phone.input(kind, in: "(808) 555-1212", selectingUTF16: 0..<14)?.text == "", "\(kind)")
        }
    }

    @Test("the browser's input types name the kinds; others are none", arguments: [
        ("insertText", ADTextInputKind?.some(.replace)), ("insertReplacementText", .replace), ("insertCompositionText", .replace),
        ("insertFromPaste", .replace), ("insertFromDrop", .replace), ("deleteContentBackward", .deleteBackward),
        ("deleteContentForward", .deleteForward), ("deleteWordBackward", .deleteWordBackward), ("deleteByCut", .cut),
        ("historyUndo", nil), ("insertLineBreak", nil), ("", nil),
    ])
    func inputTypes(name: String, kind: ADTextInputKind?) {
        #expect(ADTextInputKind(inputType: name) == kind)
    }

    @Test("a request names an input type the engine does not apply: rejected by the module only")
    func requestKinds() {
        let request = ADMaskedEditRequest(mask: "(###) ###-####", text: "(808) 5", start: 7, end: 7, replacement: "", kind: .deleteBackward)
        #expect(request.answer() == .applied(ADMaskedEdit(text: "(808", caret: 4, raw: "808")))
        #expect(ADMaskedEditRejection.unknownInputType.rawValue == 5)
    }

    @Test("a UIKit-style edit: one character deleted right after the caret is a forward delete")
    func uikitKinds() {
        let text = "(808) 555-1212"
        #expect(ADTextInputKind(replacingUTF16: 9..<10, with: "", in: text, caretUTF16: 9) == .deleteForward)
        #expect(ADTextInputKind(replacingUTF16: 8..<9, with: "", in: text, caretUTF16: 9) == .replace, "Backspace")
        #expect(ADTextInputKind(replacingUTF16: 9..<11, with: "", in: text, caretUTF16: 9) == .replace, "a word")
        #expect(ADTextInputKind(replacingUTF16: 9..<10, with: "", in: text, caretUTF16: nil) == .replace, "a selection")
        #expect(ADTextInputKind(replacingUTF16: 9..<10, with: "7", in: text, caretUTF16: 9) == .replace)
        #expect(ADTextInputKind(replacingUTF16: 20..<21, with: "", in: text, caretUTF16: 20) == .replace, "beyond the text")
    }

    @Test("the golden table: every row is what the engine answers")
    func golden() throws {
        let rows = try MaskedInputGolden.rows()
        #expect(rows.count > 100)
        for row in rows {
            let request = ADMaskedEditRequest(
                mask: row.mask, text: row.text, start: row.start, end: row.end, replacement: row.data,
                kind: ADTextInputKind(inputType: row.input) ?? .replace)
            switch request.answer() {
            case .applied(let edit):
                #expect(row.expect.applied && edit.text == row.expect.text && edit.utf16Caret == row.expect.caret && edit.raw == row.expect.raw,
                        "\(row)")
            case .refused(let caret):
                #expect(!row.expect.applied && row.text == row.expect.text && caret == row.expect.caret, "\(row)")
            case .rejected(let reason):
                Issue.record("\(row): \(reason)")
            }
        }
    }
}
