import Foundation

/// An object that displays an editable text area. Transcribes `UITextField` (UIKit
/// `UITextField.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0, with the `UITextInput` members the adapters
/// use (UITextInput.h, iOS 3.2).
///
/// Editing follows the documented order: ``becomeFirstResponder()`` asks the delegate's
/// `textFieldShouldBeginEditing(_:)`, then `textFieldDidBeginEditing(_:)` and
/// `.editingDidBegin`; ``resignFirstResponder()`` asks `textFieldShouldEndEditing(_:)` (not
/// when forced by `endEditing(true)`), then calls `textFieldDidEndEditing(_:reason:)` — the
/// two-argument form, which iOS calls instead of the one-argument form when the delegate has
/// both (reference §1 rule 4) — and `.editingDidEnd`. Setting ``text`` sends no action.
@MainActor
open class UITextField: UIControl, TextInputStorage {
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    var selection: Range<Int>?

    /// UITextField.h `text`; documented default `nil`. Setting it puts the caret at the end.
    open var text: String? {
        didSet { if selection != nil { selection = textLength..<textLength } }
    }

    /// UITextField.h `textColor`.
    open var textColor: UIColor?

    /// UITextField.h `font`; `nil` is the system font.
    open var font: UIFont?

    /// UITextField.h `placeholder`; default `nil`.
    open var placeholder: String?

    /// UITextField.h `delegate` (weak).
    open weak var delegate: (any UITextFieldDelegate)?

    /// UITextField.h `editing`.
    open private(set) var isEditing = false

    /// UITextField.h `editing` under its Objective-C property name, which the iOS SDK also
    /// declares: a subclass cannot declare its own `editing` (found by check-ios-sdk).
    @available(*, deprecated, renamed: "isEditing")
    open var editing: Bool { isEditing }

    /// UITextField.h `inputView`, iOS 3.2 (redeclared read-write over UIResponder's).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// UITextField.h `inputAccessoryView`, iOS 3.2 (redeclared read-write over UIResponder's).
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    /// A text field can become first responder while enabled (UIResponder.h
    /// `canBecomeFirstResponder`, overridden by text controls).
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    /// UIResponder.h `becomeFirstResponder` as a text field runs it (see the type's overview).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        beginEditing(shouldBegin: { delegate?.textFieldShouldBeginEditing(self) ?? true }, become: { super.becomeFirstResponder() }) {
            isEditing = true
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
        }
    }

    /// UIResponder.h `resignFirstResponder` as a text field runs it (see the type's overview).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        endEditing(shouldEnd: { delegate?.textFieldShouldEndEditing(self) ?? true }, resign: { super.resignFirstResponder() }) {
            isEditing = false
            delegate?.textFieldDidEndEditing(self, reason: .committed)
            sendActions(for: .editingDidEnd)
        }
    }

    var textLength: Int { (text ?? "").utf16.count }

    /// UITextInput.h `selectedTextRange`; `nil` when there is no selection, an empty range for
    /// a caret.
    open var selectedTextRange: UITextRange? {
        get { selection.map { UITextRange(start: UITextPosition(offset: $0.lowerBound), end: UITextPosition(offset: $0.upperBound)) } }
        set { selection = clampedSelection(newValue) }
    }

    /// UITextInput.h `beginningOfDocument`.
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// UITextInput.h `endOfDocument`.
    open var endOfDocument: UITextPosition { UITextPosition(offset: textLength) }

    /// UITextInput.h `positionFromPosition:offset:` (Doc: uikit/uitextinput/position(from:offset:)):
    /// `nil` before 0 or past the end of the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        guard target >= 0, target <= textLength else { return nil }
        return UITextPosition(offset: target)
    }

    /// UITextInput.h `offsetFromPosition:toPosition:` (importer rule).
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// UITextInput.h `textRangeFromPosition:toPosition:` (importer rule).
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }

    var marked: Range<Int>?

    /// UITextInput.h `markedTextRange`: the text a keyboard is composing (an Android-style
    /// predictive keyboard, a CJK input method), or `nil` when there is none.
    open var markedTextRange: UITextRange? {
        marked.map { UITextRange(start: UITextPosition(offset: $0.lowerBound), end: UITextPosition(offset: $0.upperBound)) }
    }

    /// UITextInput.h `setMarkedText:selectedRange:` as a keyboard calls it for each key of a
    /// composition: the marked text (else the selection) is replaced by `markedText` and
    /// stays marked, the caret goes to `selectedRange` within it, and `.editingChanged` is
    /// sent. The delegate is not asked: a composition is not the delegate's to refuse.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let current = text ?? ""
        let replaced = marked ?? selection ?? (textLength..<textLength)
        let units = Array(current.utf16)
        let lower = min(replaced.lowerBound, units.count)
        let upper = min(max(replaced.upperBound, lower), units.count)
        let inserted = Array((markedText ?? "").utf16)
        text = String(decoding: units[..<lower] + inserted + units[upper...], as: UTF16.self)
        marked = lower..<(lower + inserted.count)
        let caret = lower + min(max(selectedRange.location, 0), inserted.count)
        selection = caret..<caret
        sendActions(for: .editingChanged)
    }

    /// UITextInput.h `unmarkText`: the composition ends with its text as it is; `.editingChanged`
    /// is sent, as when a keyboard commits a suggestion.
    open func unmarkText() {
        guard marked != nil else { return }
        marked = nil
        sendActions(for: .editingChanged)
    }
}

extension UITextField {
    /// UITextField.h `UITextFieldDidEndEditingReason`, `UITextField.DidEndEditingReason` by
    /// UIKit.apinotes, iOS 10.0 (`cancelled` is tvOS only).
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
    }
}

/// The methods an object adopts to manage editing and validation in a text field. Transcribes
/// `UITextFieldDelegate` (UIKit `UITextField.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// Every requirement is `optional` on iOS. Here they are plain requirements without defaults
/// (reference §1 rule 4), so a misspelt method fails to compile; the selection and edit-menu
/// requirements are left out because no adapter implements them.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// UITextField.h `textFieldShouldBeginEditing:`.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// UITextField.h `textFieldDidBeginEditing:`.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// UITextField.h `textFieldShouldEndEditing:` (Doc: uikit/uitextfielddelegate/textfieldshouldendediting(_:)).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// UITextField.h `textFieldDidEndEditing:`; iOS calls the `reason:` form instead when both exist.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// UITextField.h `textFieldDidEndEditing:reason:`, iOS 10.0.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// UITextField.h `textField:shouldChangeCharactersInRange:replacementString:` (Doc):
    /// called for user edits; the range is in UTF-16 code units.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// UITextField.h `textFieldShouldClear:`.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// UITextField.h `textFieldShouldReturn:` (Doc): the user tapped Return.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}
