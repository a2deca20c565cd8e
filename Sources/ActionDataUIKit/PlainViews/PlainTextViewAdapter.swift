#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Binds a plain `UITextView` a binding behavior found: it becomes the text view's delegate, so
/// it types, takes Return and shows the keyboard toolbar as an `ADBoundTextView` does.
@MainActor
final class PlainTextViewAdapter: NSObject, UITextViewDelegate, BoundTextEntryView {
    private let textView: UITextView
    private let model: ADTextViewModel
    private var presentation = TextViewPresentation()
    weak var boundController: ADBoundViewController?

    init(_ textView: UITextView, model: ADTextViewModel) {
        self.textView = textView
        self.model = model
        super.init()
        textView.delegate = self
    }

    var view: UIView { textView }

    var bindable: any ADBindable { model }

    var entry: any ADTextEntryBindable { model }

    func render() {
        presentation.show(model, in: textView)
    }

    func setAccessoryToolbar(_ toolbar: UIToolbar?) {
        textView.inputAccessoryView = toolbar
        textView.reloadInputViews()
    }

    // MARK: UITextViewDelegate

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }

    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }

    func textViewDidBeginEditing(_ textView: UITextView) {
        boundController?.boundViewDidBeginEditing(self)
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        boundController?.boundViewDidEndEditing(self)
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        guard text == "\n", let boundController else { return true }
        return boundController.boundViewReturnPressed(self)
    }

    func textViewDidChange(_ textView: UITextView) {
        model.text = textView.text ?? ""
        reportEdit()
    }

    func textViewDidChangeSelection(_ textView: UITextView) {}
}
