#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// How a text view shows an `ADTextViewModel`: hidden and editable as the model says, its
/// text, colour and bound font. An `ADBoundTextView` and a plain `UITextView` a binding behavior
/// bound each keep one.
@MainActor
struct TextViewPresentation {
    private var boundFont = BoundFont()

    mutating func show(_ model: ADTextViewModel, in textView: UITextView) {
        textView.isHidden = model.isHidden
        textView.isEditable = model.isEnabled
        if textView.text != model.text { textView.text = model.text }
        textView.textColor = UIColor.bound(model.textColor)
        if let shown = boundFont.font(for: model.font, over: textView.font), shown != textView.font { textView.font = shown }
    }
}
