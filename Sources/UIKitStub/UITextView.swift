import Foundation

/// A region that defines the area in which text is laid out. Transcribes `NSTextContainer`
/// (UIKit `NSTextContainer.h`), iOS 7.0 — declared as the parameter type of
/// `UITextView.init(frame:textContainer:)` only.
open class NSTextContainer: NSObject {}

/// A scrollable, multiline text region. Transcribes `UITextView` (UIKit `UITextView.h`,
/// `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// ``becomeFirstResponder()`` asks `textViewShouldBeginEditing(_:)` and calls
/// `textViewDidBeginEditing(_:)`; ``resignFirstResponder()`` asks `textViewShouldEndEditing(_:)`
/// (not when forced) and calls `textViewDidEndEditing(_:)`. Setting ``text`` calls no delegate
/// method: `textViewDidChange(_:)` is for user changes only (Doc:
/// uikit/uitextviewdelegate/textviewdidchange(_:)).
@MainActor
open class UITextView: UIScrollView, TextInputStorage {
    private var storedText = ""
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    var selection: Range<Int>?

    /// UITextView.h `initWithFrame:textContainer:`, iOS 7.0 (designated).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
    }

    /// UITextView.h `initWithCoder:` (designated).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIView's `initWithFrame:`, inherited as a convenience initialiser because UITextView
    /// declares its own designated initialisers (reference §1 rule 7).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// UITextView.h `delegate` (weak).
    open weak var delegate: (any UITextViewDelegate)?

    /// UITextView.h `text`: `null_resettable`, `""` when reset.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            if selection != nil { selection = textLength..<textLength }
        }
    }

    /// UITextView.h `textColor`.
    open var textColor: UIColor?

    /// UITextView.h `font`; `nil` is the system font.
    open var font: UIFont?

    /// UITextView.h `editable`; default `true`.
    open var isEditable = true

    /// UITextView.h `inputView`, iOS 3.2.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// UITextView.h `inputAccessoryView`, iOS 3.2.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    /// An editable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable && !isHidden }

    /// UIResponder.h `becomeFirstResponder` as a text view runs it.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        beginEditing(shouldBegin: { delegate?.textViewShouldBeginEditing(self) ?? true }, become: { super.becomeFirstResponder() }) {
            delegate?.textViewDidBeginEditing(self)
        }
    }

    /// UIResponder.h `resignFirstResponder` as a text view runs it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        endEditing(shouldEnd: { delegate?.textViewShouldEndEditing(self) ?? true }, resign: { super.resignFirstResponder() }) {
            delegate?.textViewDidEndEditing(self)
        }
    }

    var textLength: Int { storedText.utf16.count }

    /// UITextView.h `selectedRange`, in UTF-16 code units.
    open var selectedRange: NSRange {
        get {
            let range = selection ?? textLength..<textLength
            return NSRange(location: range.lowerBound, length: range.count)
        }
        set {
            let lower = min(max(newValue.location, 0), textLength)
            selection = lower..<min(lower + max(newValue.length, 0), textLength)
        }
    }
}

/// The methods of a text view's delegate. Transcribes `UITextViewDelegate` (UIKit
/// `UITextView.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// Every requirement is `optional` on iOS; here they are requirements without defaults
/// (reference §1 rule 4). The link, attachment and edit-menu requirements are left out
/// because no adapter implements them.
@MainActor
public protocol UITextViewDelegate: NSObjectProtocol, UIScrollViewDelegate {
    /// UITextView.h `textViewShouldBeginEditing:`.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// UITextView.h `textViewShouldEndEditing:`.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// UITextView.h `textViewDidBeginEditing:`.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// UITextView.h `textViewDidEndEditing:`.
    func textViewDidEndEditing(_ textView: UITextView)
    /// UITextView.h `textView:shouldChangeTextInRange:replacementText:`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// UITextView.h `textViewDidChange:` (Doc): user changes only.
    func textViewDidChange(_ textView: UITextView)
    /// UITextView.h `textViewDidChangeSelection:`.
    func textViewDidChangeSelection(_ textView: UITextView)
}
