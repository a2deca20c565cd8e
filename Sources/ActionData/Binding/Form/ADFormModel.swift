/// The observable form model of a UI toolkit's front end: owns an ``ADBindingController``,
/// gives each bound control's state to its view (``ADFormControl``), takes the user's edits,
/// focus moves and Save, and after each event publishes exactly the controls the engine
/// changed.
///
/// ```swift
/// let name = ADTextFieldModel(name: "name", dataPath: "name")
/// name.liveUpdate = true
/// let greeting = ADLabelModel(name: "greeting", dataPath: "'Hello ' + name")
/// let form = try ADFormModel(root: ADViewGroup([name, greeting]), model: Person())
///
/// let label = try #require(form.control(named: "greeting"))
/// let observation = label.observe { print(label.text) }     // "Hello Ada"
/// try form.setText("Ada", for: try #require(form.control(named: "name")))
/// let person = try form.save(Person.self)                    // all or nothing
/// ```
///
/// **What is published.** Each control has a ``ADFormControl/revision`` and its own
/// observers; an event bumps the controls it changed and no other: the edited control and
/// the controls the live update re-evaluated (``ADLiveUpdate/refreshedControls``), the
/// controls a focus call changed (``ADFocusChange/changedControls``), every control on a fill,
/// the controls whose validation message a Save set or cleared. The form's own observers
/// (``observe(_:)``) hear of form-wide changes only (``ADFormChanges``): the focus, a fill, a
/// Save — never of a plain keystroke. No Observation framework is needed: a SwiftUI layer
/// bridges each control's handler to an `ObservableObject` of its own view.
///
/// **Events** throw ``ADFormError`` when they cannot apply (a control of another form, the
/// wrong kind, a disabled control) and leave the form unchanged. An event that sets what the
/// control already holds changes nothing and publishes nothing.
///
/// **The controller** is there for what the form model does not wrap (button titles,
/// ``ADBindingController/issues``, the delegate); changes made through it directly are not
/// published.
@MainActor
public final class ADFormModel {
    /// The engine behind the form.
    public let controller: ADBindingController
    /// The bound controls, in layout order (the order of the focus chain).
    public private(set) var controls: [ADFormControl] = []
    /// The result of the last Save since the form was filled.
    public private(set) var saveState = ADFormSaveState.unsaved
    /// Increases by one each time the form publishes a form-wide change.
    public private(set) var revision = 0
    private var controlsByIdentity: [ObjectIdentifier: ADFormControl] = [:]
    private var observers = ObserverList()
    var historyObservers = ObserverList()
    /// The undo entries the history held when the form last published.
    var publishedHistoryCount = 0
    private var publishedFocus: ObjectIdentifier?
    private var publishedButtons: [ADAccessoryButton] = []
    /// Numbers the reports of the checkers this form made, in the order the checkers gave them.
    let checkReports = CheckReports()
    /// The controls whose options are loaded, once ``loadOptions(of:from:)`` gave one a source.
    var optionLists: FormOptionLists?

    /// A form over the controls in `root`, filled from `record`; binding expressions resolve
    /// `<Name>` classes and custom formatters through `registry`.
    ///
    /// ```swift
    /// let form = ADFormModel(root: ADViewGroup([nameField, greetingLabel]), record: ["name": "Ada"])
    /// ```
    public init(root: any ADViewNode, record: ADRecord = ADRecord(), registry: ADBindingClassRegistry = .standard) {
        controller = ADBindingController(root: root, classRegistry: registry)
        controller.setRecord(record)
        rebuildControls()
    }

    /// A form over the controls in `root`, filled from `model`.
    ///
    /// ```swift
    /// let form = try ADFormModel(root: categoryControls(), model: category)
    /// ```
    ///
    /// - Throws: ``ADCodingError`` when `model` cannot be encoded into a record.
    public convenience init<Model: Encodable>(
        root: any ADViewNode, model: Model, encoder: ADRecordEncoder = ADRecordEncoder(),
        registry: ADBindingClassRegistry = .standard
    ) throws(ADCodingError) {
        let record = try encoder.encode(model)
        self.init(root: root, record: record, registry: registry)
    }

    /// The values the form shows and edits.
    public var record: ADRecord { controller.record }

    /// The control that has the keyboard focus, or `nil`.
    public var focusedControl: ADFormControl? {
        controller.focusedControl.flatMap { control(for: $0) }
    }

    /// The buttons of the toolbar over the focused control's keyboard or picker; empty when no
    /// control has the focus.
    public var accessoryButtons: [ADAccessoryButton] { focusedControl?.accessoryButtons ?? [] }

    /// The first control named `name`, in layout order, or `nil`.
    public func control(named name: String) -> ADFormControl? {
        controls.first { $0.name == name }
    }

    /// The first control whose data path is `dataPath`, in layout order, or `nil`: how a view
    /// placed by hand finds the control it shows, as the spec's controls are bound by their
    /// `dataPath`.
    ///
    /// ```swift
    /// let quantity = form.control(boundTo: "quantity")
    /// ```
    public func control(boundTo dataPath: String) -> ADFormControl? {
        controls.first { $0.bindable.dataPath == dataPath }
    }

    /// The form's control for the engine's control model `bindable`, or `nil` when it is not a
    /// bound control of this form.
    public func control(for bindable: any ADBindable) -> ADFormControl? {
        controlsByIdentity[ObjectIdentifier(bindable)]
    }

    /// Calls `handler` with each form-wide change (focus, fill, Save) until the returned
    /// observation is cancelled or released. Changes of single controls go to their own
    /// observers (``ADFormControl/observe(_:)``).
    public func observe(_ handler: @escaping @MainActor (ADFormChanges) -> Void) -> ADFormObservation {
        observers.add(handler)
    }

    /// Finds the controls in the root again (after the view tree or the controls' paths
    /// changed), rebinds and fills them, keeping unsaved edits. Controls that stay keep their
    /// ``ADFormControl`` objects.
    public func updateBindings() {
        controller.updateBindings()
        rebuildControls()
        publish(controls, [.fill])
    }

    private func rebuildControls() {
        var found: [ObjectIdentifier: ADFormControl] = [:]
        var ordered: [ADFormControl] = []
        for bindable in controller.controls {
            let identity = ObjectIdentifier(bindable)
            guard found[identity] == nil else { continue }
            let control = controlsByIdentity[identity] ?? ADFormControl(bindable, controller: controller)
            found[identity] = control
            ordered.append(control)
        }
        controlsByIdentity = found
        controls = ordered
    }

    /// The form's controls for engine models, in the order given, skipping unknown ones.
    func formControls(_ bindables: [any ADBindable]) -> [ADFormControl] {
        bindables.compactMap { control(for: $0) }
    }

    /// The engine model of `control`, when it is one of this form's.
    func model(of control: ADFormControl) throws(ADFormError) -> any ADBindable {
        guard controlsByIdentity[ObjectIdentifier(control.bindable)] === control else {
            throw ADFormError.notInForm(control.bindable.kindAndName)
        }
        return control.bindable
    }

    /// Records `state` as the save state, telling whether it changed.
    func setSaveState(_ state: ADFormSaveState) -> ADFormChanges {
        guard state != saveState else { return [] }
        saveState = state
        return .save
    }

    /// Publishes a change: bumps each of `changed` once, then tells the form's observers of
    /// `changes`, with ``ADFormChanges/focus`` added when the focused control or its toolbar
    /// differs from what was last published.
    func publish(_ changed: [ADFormControl], _ changes: ADFormChanges = []) {
        var seen: Set<ObjectIdentifier> = []
        for control in changed where seen.insert(ObjectIdentifier(control)).inserted {
            control.didChange()
        }
        var formChanges = changes
        let focus = controller.focusedControl.map { ObjectIdentifier($0) }
        let buttons = accessoryButtons
        if focus != publishedFocus || buttons != publishedButtons {
            publishedFocus = focus
            publishedButtons = buttons
            formChanges.insert(.focus)
        }
        let historyCount = controller.editHistory.undoEntries.count
        if historyCount > publishedHistoryCount {
            publishedHistoryCount = historyCount
            for observation in historyObservers.active() { observation.deliver([]) }
        }
        publishedHistoryCount = historyCount
        followOptionSources()
        guard !formChanges.isEmpty else { return }
        revision &+= 1
        for observation in observers.active() { observation.deliver(formChanges) }
    }
}
