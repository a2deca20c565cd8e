#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A text field bound to a field of the data model (the spec's `ADBoundTextField`), over an
/// `ADTextFieldModel`.
///
/// With `formatType` "masked" the mask is applied as the user types
/// (`ADMaskedStringFormatter.edit(_:replacingUTF16:with:)`): the caret stays after the edited
/// character and input beyond the mask is refused. The field is its own delegate.
@MainActor
open class ADBoundTextField: UITextField, UITextFieldDelegate, BoundTextEntryView, AKABindingReceiver {
    /// The engine model: paths, format, keyboard options and the text.
    public let model = ADTextFieldModel()
    weak var boundController: ADBoundViewController?
    private var inspectables = InspectableBindings()
    private var formatters = FormatterObjects()
    private lazy var textEditing = TextFieldEditing(field: self, model: model)

    /// Creates a text field in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        observeEdits()
    }

    /// Creates a text field from a storyboard; Interface Builder sets the inspectables after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        observeEdits()
    }

    private func observeEdits() {
        delegate = self
        addAction(UIAction { [weak self] _ in self?.userDidEdit() }, for: .editingChanged)
    }

    /// The field the text edits (a formula shows but never writes back).
    @IBInspectable public var dataPath: String {
        get { model.dataPath }
        set { model.dataPath = newValue }
    }

    /// The field or formula giving whether the field is enabled.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the field is hidden.
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

    /// Whether Return closes the keyboard instead of moving to the next control.
    @IBInspectable public var closeOnReturn: Bool {
        get { model.closeOnReturn }
        set { model.closeOnReturn = newValue }
    }

    /// The formatter for the text: "number", "date" or "masked"; empty for none.
    @IBInspectable public var formatType: String {
        get { model.formatType?.rawValue ?? "" }
        set {
            model.formatType = ADFormatType.named(newValue)
            formatters.reset(&model.formatting)
        }
    }

    /// The pattern of `formatType`, such as `#,##0.00`, `MM/dd/yyyy` or `(###) ###-####`.
    @IBInspectable public var formatPattern: String {
        get { model.formatPattern }
        set {
            model.formatPattern = newValue
            formatters.reset(&model.formatting)
        }
    }

    /// The number formatter of `formatType` "number" (the spec's `numberFormatter`), made from
    /// `formatPattern` the first time it is read, for options a pattern cannot give (rounding,
    /// currency code, a minimum …). The text field shows and reads numbers with it from the
    /// next time the form is filled: configure it before `setDataModel(_:)`, or call
    /// `refreshDisplay()` after.
    public var numberFormatter: NumberFormatter { formatters.numberFormatter(for: model.formatting) }

    /// The date formatter of `formatType` "date" (the spec's `dateFormatter`), made from
    /// `formatPattern` the first time it is read; taken as ``numberFormatter`` is.
    public var dateFormatter: DateFormatter { formatters.dateFormatter(for: model.formatting) }

    /// The masked formatter of `formatType` "masked" (the spec's `maskedFormatter`), made from
    /// `formatPattern` the first time it is read; its `formatString` becomes the mask as
    /// ``numberFormatter`` is taken.
    public var maskedFormatter: ADMaskedStringFormatter { formatters.maskedFormatter(for: model.formatting) }

    /// The binding texts that did not parse or name attributes their kind does not know, by
    /// inspectable name.
    public var bindingErrors: [String: ADBindingExpressionError] { inspectables.errors }

    /// Parses the font and style bindings (`fontBinding_aka`, `styleBinding_aka`) as they are set.
    func akaBindingDidChange(_ keyPath: String, to source: String) {
        inspectables.apply(keyPath, source: source, to: model)
    }

    var bindable: any ADBindable { model }

    func handOverFormatters() {
        formatters.handOver(to: &model.formatting)
    }

    var entry: any ADTextEntryBindable { model }

    func render() {
        renderVisibility()
        textEditing.show()
    }

    func setAccessoryToolbar(_ toolbar: UIToolbar?) {
        inputAccessoryView = toolbar
        reloadInputViews()
    }

    private func userDidEdit() {
        if textEditing.didEdit() { reportEdit() }
    }

    // MARK: UITextFieldDelegate

    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        boundController?.boundViewDidBeginEditing(self)
    }

    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }

    /// Empty: iOS calls the `reason:` form instead.
    public func textFieldDidEndEditing(_ textField: UITextField) {}

    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        boundController?.boundViewDidEndEditing(self)
    }

    /// Applies a mask as the user types, pastes, cuts or accepts an autocorrection (UIKit gives
    /// each as a range and its replacement); other fields take the edit as UIKit makes it.
    /// The engine decides what goes: a forward delete at the caret (UIKit's range starts at it)
    /// is `ADTextInputKind.deleteForward`, which steps over the mask's literals. While the
    /// keyboard composes (marked text), UIKit's edit is let through and applied when the
    /// composition ends (`userDidEdit`).
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        textEditing.shouldChange(in: range, replacement: string)
    }

    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let boundController {
            _ = boundController.boundViewReturnPressed(self)
        } else {
            resignFirstResponder()
        }
        return false
    }
}
