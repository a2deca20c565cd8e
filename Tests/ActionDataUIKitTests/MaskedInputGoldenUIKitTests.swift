import ActionData
import ActionDataUIKit
import Foundation
import TestSupport
import Testing
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif

/// The golden table of masked input (`Tests/Golden/masked-input.json`) through the UIKit
/// adapter, driven as UIKit drives it: typed text, pastes, drops and autocorrections as
/// `shouldChangeCharactersIn` with the selection and its replacement; a composition as marked
/// text (`setMarkedText` for each key, then `unmarkText`); Backspace, forward delete and cut as
/// the ranges UIKit asks about. Word deletion is left out: UIKit, not the engine, decides what a
/// word is there.
@MainActor
@Suite("UIKit: the golden table of masked input through shouldChangeCharactersIn and marked text")
struct MaskedInputGoldenUIKitTests {
    @Test func everyRowGivesTheEnginesTextCaretAndRawValue() throws {
        let rows = try MaskedInputGolden.rows().filter { $0.input != "deleteWordBackward" }
        #expect(rows.count > 100)
        for row in rows {
            let form = CategoryForm()
            try form.show()
            let phone = form.phone
            #expect(phone.becomeFirstResponder())
            CategoryForm.type(ADMaskedStringFormatter(formatString: row.mask).removeFormat(from: row.text), into: phone)
            try #require(phone.text ?? "" == row.text, "\(row): set up \(phone.text ?? "nil")")
            CategoryForm.placeCaret(in: phone, at: row.start, length: row.end - row.start)
            switch row.input {
            case "insertCompositionText":
                for count in 1...row.data.count {
                    let composed = String(row.data.prefix(count))
                    phone.setMarkedText(composed, selectedRange: NSRange(location: composed.utf16.count, length: 0))
                    #expect(phone.model.text == row.text, "\(row): the model is left alone while composing")
                }
                phone.unmarkText()
            case "deleteContentBackward": CategoryForm.deleteBackward(in: phone)
            case "deleteContentForward": CategoryForm.deleteForward(in: phone)
            default: CategoryForm.replaceSelection(of: phone, with: row.data)
            }
            #expect(phone.text ?? "" == row.expect.text, "\(row)")
            if row.expect.applied || row.start == row.end {
                #expect(CategoryForm.caret(of: phone) == row.expect.caret, "\(row)")
            }
            #expect(phone.model.text == row.expect.text, "\(row): the model")
            if row.expect.raw.count == ADMaskedStringFormatter(formatString: row.mask).rawLength {
                #expect(form.controller.record["phone"] == .string(row.expect.raw), "\(row): the record")
            }
        }
    }

    @Test func aCompositionTheMaskRefusesLeavesTheFieldAsItWas() throws {
        let form = CategoryForm()
        try form.show()
        #expect(form.phone.becomeFirstResponder())
        CategoryForm.type("808", into: form.phone)
        form.phone.setMarkedText("ab", selectedRange: NSRange(location: 2, length: 0))
        #expect(form.phone.text == "(808ab")
        form.phone.unmarkText()
        #expect(form.phone.text == "(808")
        #expect(form.phone.model.text == "(808")
    }
}
