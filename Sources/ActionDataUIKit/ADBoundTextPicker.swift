#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A text field whose value the user picks from a list (the spec's `ADBoundTextPicker`), over
/// an `ADTextPickerModel`.
///
/// Its keyboard is a `UIPickerView` over `optionValues`, under a toolbar of Cancel, the
/// `title` and Done: Done keeps the picked option, Cancel restores the previous one. The user
/// cannot type.
@MainActor
open class ADBoundTextPicker: UITextField, UITextFieldDelegate, UIPickerViewDataSource, UIPickerViewDelegate,
    BoundTextEntryView, AKABindingReceiver
{
    /// The engine model: paths, title, options, the picked option and the text.
    public let model = ADTextPickerModel()
    weak var boundController: ADBoundViewController?
    private var boundFont = BoundFont()
    private var inspectables = InspectableBindings()
    private let picker = UIPickerView(frame: .zero)
    private var shownOptions: [String] = []

    /// Creates a picker in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        attachPicker()
    }

    /// Creates a picker from a storyboard; Interface Builder sets the inspectables after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        attachPicker()
    }

    private func attachPicker() {
        delegate = self
        picker.dataSource = self
        picker.delegate = self
        inputView = picker
    }

    /// The field the picked option is written to.
    @IBInspectable public var dataPath: String {
        get { model.dataPath }
        set { model.dataPath = newValue }
    }

    /// The title shown over the picker.
    @IBInspectable public var title: String {
        get { model.title }
        set { model.title = newValue }
    }

    /// The options as comma-separated text.
    @IBInspectable public var optionValues: String {
        get { model.optionValues }
        set { model.optionValues = newValue }
    }
    /// The field or formula giving whether the picker is enabled.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the picker is hidden.
    @IBInspectable public var hiddenPath: String {
        get { model.hiddenPath }
        set { model.hiddenPath = newValue }
    }

    /// The field or formula giving the text colour (`#RRGGBB`).
    @IBInspectable public var colorPath: String {
        get { model.colorPath }
        set { model.colorPath = newValue }
    }

    /// Whether picking an option updates the form at once.
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

    /// Whether the toolbar shows Previous and Next buttons.
    @IBInspectable public var showPrevNextButtons: Bool {
        get { model.showPrevNextButtons }
        set { model.showPrevNextButtons = newValue }
    }

    /// `optionValues` as the spec also spells it (`optionsValues`), so a storyboard using that
    /// key path sets the options too.
    @IBInspectable public var optionsValues: String {
        get { model.optionValues }
        set { model.optionValues = newValue }
    }

    /// The options to pick from.
    public var optionList: [String] {
        get { model.optionList }
        set { model.optionList = newValue }
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
        renderVisibility()
        if (text ?? "") != model.text { text = model.text }
        textColor = UIColor.bound(model.textColor)
        if let shown = boundFont.font(for: model.font, over: font), shown != font { font = shown }
        if shownOptions != model.optionList {
            shownOptions = model.optionList
            picker.reloadAllComponents()
        }
        if let picked = model.pickedIndex, picker.selectedRow(inComponent: 0) != picked {
            picker.selectRow(picked, inComponent: 0, animated: false)
        }
    }

    func setAccessoryToolbar(_ toolbar: UIToolbar?) {
        inputAccessoryView = toolbar
        reloadInputViews()
    }

    // MARK: UITextFieldDelegate

    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        if let boundController {
            boundController.boundViewDidBeginEditing(self)
        } else {
            model.beginEditing()
            render()
        }
    }

    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }

    /// Empty: iOS calls the `reason:` form instead.
    public func textFieldDidEndEditing(_ textField: UITextField) {}

    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        boundController?.boundViewDidEndEditing(self)
    }

    /// No free typing: the value comes from the picker.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { false }

    public func textFieldShouldClear(_ textField: UITextField) -> Bool { false }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let boundController {
            _ = boundController.boundViewReturnPressed(self)
        } else {
            resignFirstResponder()
        }
        return false
    }

    // MARK: UIPickerViewDataSource, UIPickerViewDelegate

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        model.optionList.count
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        model.optionList.indices.contains(row) ? model.optionList[row] : nil
    }

    /// The user turned the wheel: the model points at the option; Done keeps it.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        model.pick(row)
    }
}
