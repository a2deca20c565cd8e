#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

@MainActor
@Suite("Focus chain, accessory toolbar, Return and picker")
struct FocusAndKeyboardTests {
    @Test func toolbarFollowsTheEngine() throws {
        let form = CategoryForm()
        try form.show()
        #expect(form.name.becomeFirstResponder())
        let previous = try #require(form.toolbarItem("Previous", of: form.name))
        let next = try #require(form.toolbarItem("Next", of: form.name))
        #expect(!previous.isEnabled)
        #expect(next.isEnabled)
        #expect(form.toolbarItem("Done", of: form.name)?.isEnabled == true)

        next._simulateUserTap()
        #expect(form.details.isFirstResponder)
        #expect(form.controller.bindingController.focusedControl === form.details.model)
        form.toolbarItem("Next", of: form.details)?._simulateUserTap()
        #expect(form.quantity.isFirstResponder)
        form.toolbarItem("Previous", of: form.quantity)?._simulateUserTap()
        #expect(form.details.isFirstResponder)
    }

    @Test func nextSkipsDisabledAndHiddenControls() throws {
        let form = CategoryForm()
        try form.show(Category(use: "web", enabled: false))
        #expect(form.phone.isHidden)
        #expect(form.name.becomeFirstResponder())
        form.toolbarItem("Next", of: form.name)?._simulateUserTap()
        #expect(form.quantity.isFirstResponder)
        form.toolbarItem("Next", of: form.quantity)?._simulateUserTap()
        #expect(form.labelColor.isFirstResponder)
        form.toolbarItem("Previous", of: form.labelColor)?._simulateUserTap()
        #expect(form.quantity.isFirstResponder)
    }

    @Test func nextIsDisabledWhenALiveUpdateHidesTheOnlyFollowingControl() throws {
        let controller = ADBoundViewController(nibName: nil, bundle: nil)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let first = ADBoundTextField(frame: .zero)
        first.dataPath = "name"
        first.liveUpdate = true
        first.showPrevNextButtons = true
        let second = ADBoundTextField(frame: .zero)
        second.dataPath = "description"
        second.hiddenPath = "name = 'hide'"
        root.addSubview(first)
        root.addSubview(second)
        controller.view = root
        controller.viewWillAppear(false)
        try controller.setDataModel(Category(name: "hid"))
        #expect(first.becomeFirstResponder())
        let next = try #require((first.inputAccessoryView as? UIToolbar)?.items?.first { $0.title == "Next" })
        #expect(next.isEnabled)
        CategoryForm.type("e", into: first)
        #expect(second.isHidden)
        #expect(!next.isEnabled)
    }

    @Test func buttonTextsAndImagesComeFromTheController() throws {
        let form = CategoryForm()
        form.controller.nextButtonText = "Onward"
        let image = try #require(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47])))
        form.controller.doneButtonImage = image
        try form.show()
        #expect(form.name.becomeFirstResponder())
        #expect(form.toolbarItem("Onward", of: form.name) != nil)
        #expect(form.toolbarItem("Done", of: form.name)?.image === image)
    }

    @Test func returnFollowsTheEngine() throws {
        let form = CategoryForm()
        try form.show()
        #expect(form.name.becomeFirstResponder())
        #expect(form.name.delegate?.textFieldShouldReturn(form.name) == false)
        #expect(form.details.isFirstResponder)
        // A text view takes the line break.
        #expect(form.details.delegate?.textView(form.details, shouldChangeTextIn: NSRange(location: 0, length: 0),
                                                replacementText: "\n") == true)
        #expect(form.details.isFirstResponder)

        form.quantity.closeOnReturn = true
        #expect(form.quantity.becomeFirstResponder())
        _ = form.quantity.delegate?.textFieldShouldReturn(form.quantity)
        #expect(!form.quantity.isFirstResponder)
        #expect(form.controller.bindingController.focusedControl == nil)
    }

    @Test func pickerDoneKeepsAndCancelRestores() throws {
        let form = CategoryForm()
        try form.show()
        let picker = try #require(form.labelColor.inputView as? UIPickerView)
        #expect(form.labelColor.becomeFirstResponder())
        let titles = (form.labelColor.inputAccessoryView as? UIToolbar)?.items?.compactMap(\.title)
        #expect(titles == ["Cancel", "Previous", "Next", "Label Colour", "Done"])
        #expect(picker.numberOfRows(inComponent: 0) == 8)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(picker.delegate?.pickerView(picker, titleForRow: 1, forComponent: 0) == "red")
        // No free typing.
        #expect(form.labelColor.delegate?.textField(form.labelColor, shouldChangeCharactersIn: NSRange(location: 0, length: 0),
                                                    replacementString: "x") == false)

        picker.selectRow(1, inComponent: 0, animated: true)
        picker.delegate?.pickerView(picker, didSelectRow: 1, inComponent: 0)
        #expect(form.labelColor.text == "orange")
        form.toolbarItem("Done", of: form.labelColor)?._simulateUserTap()
        #expect(form.labelColor.text == "red")
        #expect(form.controller.record["labelColor"] == "red")
        #expect(!form.labelColor.isFirstResponder)

        #expect(form.labelColor.becomeFirstResponder())
        #expect(picker.selectedRow(inComponent: 0) == 1)
        picker.selectRow(5, inComponent: 0, animated: true)
        picker.delegate?.pickerView(picker, didSelectRow: 5, inComponent: 0)
        form.toolbarItem("Cancel", of: form.labelColor)?._simulateUserTap()
        #expect(form.labelColor.text == "red")
        #expect(form.controller.record["labelColor"] == "red")
        #expect(!form.labelColor.isFirstResponder)
    }

    @Test func maskedPhoneNumberTypedWithTheCaretInTheMiddle() throws {
        let form = CategoryForm()
        try form.show()
        #expect(form.phone.becomeFirstResponder())
        CategoryForm.type("8085551212", into: form.phone)
        #expect(form.phone.text == "(808) 555-1212")
        #expect(CategoryForm.caret(of: form.phone) == 14)
        #expect(form.controller.record["phone"] == "8085551212")

        CategoryForm.type("9", into: form.phone)
        #expect(form.phone.text == "(808) 555-1212")

        CategoryForm.placeCaret(in: form.phone, at: 7)
        CategoryForm.deleteBackward(in: form.phone)
        #expect(form.phone.text == "(808) 551-212")
        #expect(CategoryForm.caret(of: form.phone) == 6)
        CategoryForm.type("7", into: form.phone)
        #expect(form.phone.text == "(808) 755-1212")
        #expect(CategoryForm.caret(of: form.phone) == 7)
        CategoryForm.type("x", into: form.phone)
        #expect(form.phone.text == "(808) 755-1212")
        #expect(form.controller.record["phone"] == "8087551212")
    }

    @Test func keyboardInsetsAreAppliedAndRestored() throws {
        let form = CategoryForm()
        form.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        try form.show()
        #expect(form.phone.becomeFirstResponder())
        UIView._lastAnimation = nil
        postKeyboard(UIResponder.keyboardWillShowNotification, frame: CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(form.scrollView.contentInset.bottom == CGFloat(312))
        #expect(form.scrollView.verticalScrollIndicatorInsets.bottom == 302)
        #expect(UIView._lastAnimation?.duration == 0.25)
        #expect(UIView._lastAnimation?.options.contains(.curveLinear) == true)
        // The phone field (y 760…790) is scrolled above the keyboard's top (508).
        let fieldInView = form.scrollView.convert(form.phone.bounds, from: form.phone)
        #expect(fieldInView.maxY <= form.scrollView.contentOffset.y + 844 - 312)

        // A taller keyboard (a suggestion bar) changes the frame; the inset follows, once.
        postKeyboard(UIResponder.keyboardWillChangeFrameNotification, frame: CGRect(x: 0, y: 464, width: 390, height: 380))
        #expect(form.scrollView.contentInset.bottom == CGFloat(356))

        postKeyboard(UIResponder.keyboardWillHideNotification, frame: CGRect(x: 0, y: 844, width: 390, height: 380))
        #expect(form.scrollView.contentInset.bottom == 10)
        #expect(form.scrollView.verticalScrollIndicatorInsets.bottom == 0)
    }

    @Test func floatingKeyboardAndDisappearedViewChangeNothing() throws {
        let form = CategoryForm()
        try form.show()
        postKeyboard(UIResponder.keyboardWillShowNotification, frame: CGRect(x: 35, y: 300, width: 320, height: 250))
        #expect(form.scrollView.contentInset.bottom == 0)

        postKeyboard(UIResponder.keyboardWillShowNotification, frame: CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(form.scrollView.contentInset.bottom == 302)
        form.controller.viewWillDisappear(false)
        #expect(form.scrollView.contentInset.bottom == 0)
        postKeyboard(UIResponder.keyboardWillShowNotification, frame: CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(form.scrollView.contentInset.bottom == 0)
    }

    private func postKeyboard(_ name: NSNotification.Name, frame: CGRect) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 3),
        ])
    }
}
#endif

#if canImport(UIKitStub)
@MainActor
@Suite("Editing ends")
struct EditingEndsTests {
    @Test func doneEndsEditingAndTheEditIsRead() throws {
        let form = CategoryForm()
        form.details.showDoneButton = true
        try form.show()
        #expect(form.details.becomeFirstResponder())
        form.details.text = "Edited in a text view"
        form.details.delegate?.textViewDidChange(form.details)
        form.toolbarItem("Done", of: form.details)?._simulateUserTap()
        #expect(!form.details.isFirstResponder)
        #expect(form.details.inputAccessoryView == nil)
        #expect(form.controller.bindingController.focusedControl == nil)
        #expect(try form.controller.getDataModel(Category.self).description == "Edited in a text view")
    }

    @Test func tappingAnotherFieldEndsTheFirstAndReformatsIt() throws {
        let form = CategoryForm()
        form.quantity.liveUpdate = true
        form.quantity.onEndEditing = true
        try form.show()
        #expect(form.quantity.becomeFirstResponder())
        form.quantity.text = "2500"
        form.quantity.sendActions(for: .editingChanged)
        #expect(form.controller.record["quantity"] == 1000)
        #expect(form.name.becomeFirstResponder())
        #expect(form.quantity.text == "2,500")
        #expect(form.controller.record["quantity"] == 2500)
        #expect(form.stepper.value == 2500)
        #expect(form.controller.bindingController.focusedControl === form.name.model)
    }

    @Test func aColourPathThatStopsGivingAColourRestoresTheDefault() throws {
        let form = CategoryForm()
        try form.show()
        #expect(form.summary.textColor.hex == "#FF0000")
        try form.controller.record.setValue("not a colour", at: "highlightColor")
        form.controller.refreshDisplay()
        #expect(form.summary.textColor.hex == "#000000")
    }
}
#endif
