#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A text view bound to a field of the data model (the spec's `ADBoundTextView`), over an
/// `ADTextViewModel`. Return takes a line break unless `closeOnReturn` is set. The view is its
/// own delegate.
@MainActor
open class ADBoundTextView: UITextView, UITextViewDelegate, BoundTextEntryView, AKABindingReceiver {
    /// The engine model: paths, keyboard options and the text.
    public let model = ADTextViewModel()
    weak var boundController: ADBoundViewController?
    private var presentation = TextViewPresentation()
    private var inspectables = InspectableBindings()

    /// Creates a text view in code (`ADBoundTextView(frame:)` is inherited from UITextView).
    public override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        delegate = self
    }

    /// Creates a text view from a storyboard; Interface Builder sets the inspectables after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        delegate = self
    }

    /// The field the text edits (a formula shows but never writes back).
    @IBInspectable public var dataPath: String {
        get { model.dataPath }
        set { model.dataPath = newValue }
    }
    /// The field or formula giving whether the text view is enabled.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the text view is hidden.
    @IBInspectable public var hiddenPath: String {
        get { model.hiddenPath }
        set { model.hiddenPath = newValue }
    }

    /// The field or formula giving the text colour (`#RRGGBB`).
    @IBInspectable public var colorPath: String {
        get { model.colorPath }
        set { model.colorPath = newValue }
    }

    /// Whether an edit updates the form at once.
    @IBInspectable public var liveUpdate: Bool {
        get { model.liveUpdate }
        set { model.liveUpdate = newValue }
    }

    /// The name of a registered asynchronous validator (``ADBoundViewController/asyncValidators``)
    /// that checks the value once the user stopped typing; empty for none.
    @IBInspectable public var asyncValidator: String {
        get { model.validation.asyncValidator }
        set { model.validation.asyncValidator = newValue }
    }

    /// Whether the field must not be left empty (DataBindSwift's `required`): an empty value
    /// fails validation with ``requiredError``.
    @IBInspectable public var required: Bool {
        get { model.validation.required }
        set { model.validation.required = newValue }
    }

    /// The message shown when a required field is empty; empty for the engine's own.
    @IBInspectable public var requiredError: String {
        get { model.validation.requiredError }
        set { model.validation.requiredError = newValue }
    }

    /// With `liveUpdate`: send the change when editing ends, not on every keystroke.
    @IBInspectable public var onEndEditing: Bool {
        get { model.onEndEditing }
        set { model.onEndEditing = newValue }
    }

    /// Whether the keyboard shows a Done button.
    @IBInspectable public var showDoneButton: Bool {
        get { model.showDoneButton }
        set { model.showDoneButton = newValue }
    }

    /// Whether the keyboard shows Previous and Next buttons.
    @IBInspectable public var showPrevNextButtons: Bool {
        get { model.showPrevNextButtons }
        set { model.showPrevNextButtons = newValue }
    }

    /// Whether Return closes the keyboard instead of taking a line break.
    @IBInspectable public var closeOnReturn: Bool {
        get { model.closeOnReturn }
        set { model.closeOnReturn = newValue }
    }

    /// The binding texts that did not parse or name attributes their kind does not know, by
    /// inspectable name.
    public var bindingErrors: [String: ADBindingExpressionError] { inspectables.errors }

    /// Parses the font and style bindings (`fontBinding_aka`, `styleBinding_aka`) as they are set.
    func akaBindingDidChange(_ keyPath: String, to source: String) {
        inspectables.apply(keyPath, source: source, to: model)
    }

    var bindable: any ADBindable { model }
    var entry: any ADTextEntryBindable { model }

    func render() {
        presentation.show(model, in: self)
    }

    func setAccessoryToolbar(_ toolbar: UIToolbar?) {
        inputAccessoryView = toolbar
        reloadInputViews()
    }

    // MARK: UITextViewDelegate

    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }

    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }

    public func textViewDidBeginEditing(_ textView: UITextView) {
        boundController?.boundViewDidBeginEditing(self)
    }

    public func textViewDidEndEditing(_ textView: UITextView) {
        boundController?.boundViewDidEndEditing(self)
    }

    /// Return goes to the controller, which says whether it is a line break.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        guard text == "\n", let boundController else { return true }
        return boundController.boundViewReturnPressed(self)
    }

    public func textViewDidChange(_ textView: UITextView) {
        model.text = text ?? ""
        reportEdit()
    }

    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
