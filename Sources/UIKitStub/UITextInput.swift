import Foundation

/// A position in a text container. Transcribes `UITextPosition` (UIKit `UITextInput.h`,
/// `NS_SWIFT_UI_ACTOR`), iOS 3.2 — abstract in UIKit; the stub's positions are UTF-16 offsets.
@MainActor
open class UITextPosition: NSObject {
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }
}

/// A range of characters in a text container. Transcribes `UITextRange` (UIKit
/// `UITextInput.h`, `NS_SWIFT_UI_ACTOR`), iOS 3.2.
@MainActor
open class UITextRange: NSObject {
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition

    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
    }

    /// UITextInput.h `empty`: a caret.
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }
    /// UITextInput.h `start`.
    open var start: UITextPosition { startPosition }
    /// UITextInput.h `end`.
    open var end: UITextPosition { endPosition }
}

/// The `UITextInput` members (UIKit `UITextInput.h`, iOS 3.2) shared by ``UITextField`` and
/// ``UITextView``, over a text measured in UTF-16 code units.
@MainActor
protocol TextInputStorage: AnyObject {
    var textLength: Int { get }
    var selection: Range<Int>? { get set }
}

extension TextInputStorage {
    func clampedSelection(_ range: UITextRange?) -> Range<Int>? {
        guard let range else { return nil }
        let lower = min(max(range.start.offset, 0), textLength)
        let upper = min(max(range.end.offset, lower), textLength)
        return lower..<upper
    }
}

extension TextInputStorage where Self: UIResponder {
    /// Becoming first responder as UIKit's text controls run it: at once when first responder
    /// already; else only when the control can, its delegate agrees (`shouldBegin`) and the
    /// responder chain takes it (`become`, the superclass's); then the caret goes to the end of
    /// the text and `didBegin` tells the delegate.
    func beginEditing(shouldBegin: () -> Bool, become: () -> Bool, didBegin: () -> Void) -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, shouldBegin(), become() else { return false }
        selection = textLength..<textLength
        didBegin()
        return true
    }

    /// Resigning first responder as UIKit's text controls run it: a control that is not first
    /// responder leaves it to the responder chain (`resign`, the superclass's); else its
    /// delegate is asked (`shouldEnd`) unless the resign is forced, the selection goes and
    /// `didEnd` tells the delegate.
    func endEditing(shouldEnd: () -> Bool, resign: () -> Bool, didEnd: () -> Void) -> Bool {
        guard isFirstResponder else { return resign() }
        if !UIResponder.isForcingResign, !shouldEnd() { return false }
        guard resign() else { return false }
        selection = nil
        didEnd()
        return true
    }
}
