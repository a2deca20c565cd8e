/// One control of an ``ADFormModel`` as a view sees it: the engine's model, what the view
/// shows, and a ``revision`` that changes exactly when the engine changed this control.
///
/// A view reads its state here and holds no logic: the text comes in the display or editing
/// format the engine chose for the focus, colours come by role, the validation message is the
/// engine's. The form bumps ``revision`` and calls the ``observe(_:)`` handlers after each
/// event that changed this control — its own edit, a live update of a field it reads, a focus
/// move that reformatted it, a fill, a save that set or cleared its message — and never for an
/// event that did not.
///
/// ```swift
/// let name = try #require(form.control(named: "name"))
/// let observation = name.observe { print("name is now", name.text) }
/// try form.setText("Ada", for: name)
/// ```
///
/// The state of each kind (``isOn``, ``value``, ``segmentTitles``, ``options``, ``date``,
/// ``sections``, ``imageData``, ``url``, ``highlights`` …) is `nil` or empty for the other kinds.
@MainActor
public final class ADFormControl: Identifiable {
    /// The engine's control model.
    public let bindable: any ADBindable
    /// Increases by one each time the form publishes a change of this control.
    public private(set) var revision = 0
    private var observers = ObserverList()
    private weak var controller: ADBindingController?

    init(_ bindable: any ADBindable, controller: ADBindingController) {
        self.bindable = bindable
        self.controller = controller
    }

    /// The control as what it is, to choose its view: `.textField(model)`, `.slider(model)` …
    public var control: ADControl { bindable.typed }

    /// The engine's kind, or `nil` for a custom control.
    public var kind: ADControlKind? { control.kind }

    /// The control's name (its view identifier, or the name it was given in code).
    public var name: String { bindable.name }

    /// Calls `handler` after every change the form publishes for this control, until the
    /// returned observation is cancelled or released.
    public func observe(_ handler: @escaping @MainActor () -> Void) -> ADFormObservation {
        observers.add { _ in handler() }
    }

    /// Publishes a change: bumps the revision and notifies the observers.
    func didChange() {
        revision &+= 1
        for observation in observers.active() { observation.deliver([]) }
    }

    /// The text the control shows (labels, text fields, text views, text pickers, custom
    /// controls that show text), in the format the engine chose: the editing format while the
    /// control has the focus, the display format otherwise. Empty for other controls.
    public var text: String { (bindable as? any ADTextShowing)?.text ?? "" }

    /// Whether the control accepts input, as its enabled path says.
    public var isEnabled: Bool { bindable.isEnabled }

    /// Whether the control is hidden, as its hidden path says.
    public var isHidden: Bool { bindable.isHidden }

    /// The colour roles the control's kind has; empty for a custom control.
    public var colorRoles: [ADColorRole] { kind?.colorRoles ?? [] }

    /// The colour a colour path gave for `role`, or `nil` for the view's default.
    public func color(_ role: ADColorRole) -> ADColor? { bindable.colors[role] }

    /// The font its document and font binding give (``ADFont``), or `nil` for the view's default.
    public var font: ADFont? { bindable.font }

    /// Whether the user edits the control's value.
    public var isEditable: Bool { bindable is any ADEditableBindable }

    /// The message of the control's last failed validation or conversion, or `nil`.
    public var validationMessage: String? { (bindable as? any ADEditableBindable)?.validationError }

    /// Where the control's asynchronous check stands (pending, valid, or refused with its
    /// message), as the checker of ``ADFormModel/makeAsyncChecker(registry:timing:)`` reported
    /// it; `nil` when the control was never checked.
    public internal(set) var asyncCheck: ADAsyncValidationState?
    /// The number of the checker report ``asyncCheck`` shows, so an older report that reaches
    /// the main actor late never replaces a newer one.
    var asyncCheckReport = 0
    /// Where the control's loaded options stand (loading, loaded, or failed with its message),
    /// when ``ADFormModel/loadOptions(of:from:)`` gave it a source; `nil` otherwise.
    public internal(set) var optionList: ADOptionListState?

    /// Whether the control holds edits not yet written into the record.
    public var hasEdits: Bool { (bindable as? any ADEditableBindable)?.hasEdits ?? false }

    /// Whether the control is part of the focus chain (text fields, text views, text pickers).
    public var takesFocus: Bool { bindable is any ADTextEntryBindable }

    /// Whether the control shows a keyboard while it has the focus: text fields and text
    /// views. A text picker takes the focus but shows its options instead.
    public var takesKeyboard: Bool {
        switch control {
        case .textField, .textView: true
        case .label, .slider, .switch, .progressView, .stepper, .imageView, .webView, .segmentedControl, .textPicker,
            .datePicker, .list, .custom:
            false
        }
    }

    /// Whether the control has the keyboard focus.
    public var isFocused: Bool {
        guard let focused = controller?.focusedControl else { return false }
        return focused === bindable
    }

    /// The buttons of the toolbar over the control's keyboard or picker; empty for controls
    /// that take no focus.
    public var accessoryButtons: [ADAccessoryButton] {
        guard let entry = bindable as? any ADTextEntryBindable, let controller else { return [] }
        return controller.accessoryButtons(for: entry)
    }

    /// What assistive technologies call the control: a picker's title, else the control's
    /// name, else its kind ("text field").
    public var accessibilityName: String {
        if let pickerTitle, !pickerTitle.isEmpty { return pickerTitle }
        if !name.isEmpty { return name }
        return kind?.description ?? "control"
    }
}
