import Foundation

/// The toolkit-neutral heart of the spec's `ADBoundViewController`: binds the controls of a
/// view tree to a record, fills them, re-evaluates what depends on a field when the user edits
/// it, moves the keyboard focus, validates and writes edits back.
///
/// ```swift
/// let name = ADTextFieldModel(name: "name", dataPath: "name")
/// let greeting = ADLabelModel(dataPath: "'Hello ' + name")
/// name.liveUpdate = true
/// let controller = ADBindingController(root: ADViewGroup([name, greeting]))
/// try controller.setDataModel(person)          // fills both controls
/// name.text = "Ada"
/// controller.controlDidChange(name)            // greeting.text == "Hello Ada"
/// let edited = try controller.getDataModel(Person.self)
/// ```
///
/// **Binding.** The controller is bound when it is made: it finds the bound controls in
/// ``root`` (depth first, in layout order, each control once however often it appears),
/// compiles each path once through ``formulaCache`` and builds the dependency graph: field
/// path → the bindings (data, enabled, hidden and colour paths alike) whose formulas read it.
/// Setting ``root`` or ``classRegistry`` binds again; after changing a control's paths, call
/// ``updateBindings()``.
///
/// **Threading.** The controller and its controls are not `Sendable`: use them from one
/// isolation domain — the main actor for UIKit, or the actor that owns a web session. Only the
/// ``formulaCache`` may be shared between controllers on different threads.
///
/// **Nothing lost.** Only controls the user changed write back, so an untouched control never
/// rewrites its field through a lossy format. Reading the controls back is all-or-nothing, and
/// fields no control binds stay in ``record``.
public final class ADBindingController {
    /// The top of the view tree the controls are found in. Setting it binds the controls
    /// under the new root (without filling them).
    public var root: any ADViewNode {
        get { boundRoot }
        set {
            boundRoot = newValue
            bind()
        }
    }
    private var boundRoot: any ADViewNode
    /// The values the form shows and edits, as the spec's `record`. Between filling and
    /// reading back it may be changed directly; call ``refreshDisplay()`` to show the changes.
    public var record: ADRecord
    /// The record as last loaded (``setRecord(_:)``, ``setDataModel(_:encoder:)``), saved
    /// (``updateRecord()``, ``getDataModel(_:decoder:)``) or refreshed from the store
    /// (``refreshFromStore(_:)``). A field where ``record`` differs from it, or that a control
    /// holding unsaved edits writes, is an unsaved edit, which a refresh from the store keeps.
    public internal(set) var savedRecord: ADRecord
    /// Where the sync of the record's table stands, for the front ends to show; the app sets it
    /// from what its sync client reports. The engine only keeps it.
    public var syncState = ADFormSyncState()
    /// The user's edits, for ``undo()`` and ``redo()``; filling the form or a full refresh
    /// clears it.
    public internal(set) var editHistory = ADEditHistory()
    /// Receives the fill and save hooks.
    public weak var delegate: (any ADBindingDelegate)?
    /// Compiles each path once; may be shared between controllers.
    public let formulaCache: ADFormulaCache
    /// The classes binding expressions may name, with the custom formatters
    /// (`formatter: <Name> { … }`) text controls show and read through. Setting it binds the
    /// controls again (without filling them).
    public var classRegistry: ADBindingClassRegistry {
        didSet { bind() }
    }

    /// The user's locale: the device's (`Locale.current`) unless a front end sets it — a web
    /// session sets the browser's (`Accept-Language`), SwiftUI's form view the environment's
    /// `\.locale`. Changing it shows the formatted controls again in ``locale``.
    public var userLocale: Locale = .current {
        didSet { localeDidChange() }
    }
    /// A locale the whole form keeps whatever the user's is; `nil` (the default) follows
    /// ``userLocale``. A control pins its own with `ADTextFormatting.pinnedLocale`.
    public var pinnedLocale: Locale? {
        didSet { localeDidChange() }
    }

    /// The title of the keyboard's Previous button.
    public var prevButtonText = "Previous"
    /// The image name of the keyboard's Previous button; empty for a text button.
    public var prevButtonImage = ""
    /// The title of the keyboard's Next button.
    public var nextButtonText = "Next"
    /// The image name of the keyboard's Next button; empty for a text button.
    public var nextButtonImage = ""
    /// The title of the Done button over the keyboard and the picker.
    public var doneButtonText = "Done"
    /// The image name of the Done button; empty for a text button.
    public var doneButtonImage = ""
    /// The title of the picker's Cancel button.
    public var cancelButtonText = "Cancel"
    /// The image name of the picker's Cancel button; empty for a text button.
    public var cancelButtonImage = ""

    /// The control being edited, or `nil`.
    public internal(set) var focusedControl: (any ADTextEntryBindable)?
    /// How many formulas the controller has evaluated so far: a full refresh adds one per
    /// binding, a live edit one per binding that reads the edited field, a save one per
    /// validation formula.
    public internal(set) var evaluationCount = 0
    /// What the last focus call (``focus(_:)``, ``moveToPrev()``, ``moveToNext()``,
    /// ``endEditing()``, ``returnPressed()``, ``pickerDone()``, ``pickerCancel()``) changed:
    /// the controls a front end redraws after it.
    public internal(set) var lastFocusChange = ADFocusChange.none

    /// The bound controls, one slot each, with the dependency graph over their bindings.
    var form: BoundForm
    /// The permissions in force and what they withhold and lock for the record shown.
    var permissions = FormPermissions()

    /// Creates a controller for the controls in `root`, holding `record`, and binds them: the
    /// controls are found and their paths compiled at once (they are filled by
    /// ``updateBindings()``, ``setRecord(_:)`` or ``setDataModel(_:encoder:)``).
    public init(
        root: any ADViewNode, record: ADRecord = ADRecord(), formulaCache: ADFormulaCache = ADFormulaCache(capacity: 4096),
        classRegistry: ADBindingClassRegistry = .standard
    ) {
        boundRoot = root
        self.record = record
        savedRecord = record
        self.formulaCache = formulaCache
        self.classRegistry = classRegistry
        form = BoundForm(root: root, formulaCache: formulaCache, registry: classRegistry)
        passLocale()
    }

    /// The bound controls found in ``root``, in layout order.
    public var controls: [any ADBindable] { form.controls }

    /// The controls that take keyboard focus, in layout order.
    public var focusChain: [any ADTextEntryBindable] { form.focusChain }

    /// The problems found when the form was bound and last shown, in layout order.
    public var issues: [ADBindingIssue] {
        form.setupIssues + form.displayIssues
    }

    /// Finds the bound controls in ``root``, compiles their paths, builds the dependency graph
    /// and fills the controls from ``record``. Controls holding unsaved edits keep them.
    public func updateBindings() {
        bind()
        refreshAll(keepingEdits: true)
        delegate?.didFillAllComponents(record)
    }

    /// Makes `newRoot` the ``root`` and does what ``updateBindings()`` does, binding the
    /// controls once — where setting ``root`` and then calling ``updateBindings()`` binds twice.
    /// A front end that finds its controls again (a view tree that changed) calls this.
    public func updateBindings(in newRoot: any ADViewNode) {
        boundRoot = newRoot
        updateBindings()
    }

    /// Replaces ``record`` as ``setRecord(_:)`` does, with `saved` as the ``savedRecord``: a
    /// form brought back with changes not saved yet (a parked or shared session) still tells
    /// them from what the store holds, so ``refreshFromStore(_:)`` keeps them.
    public func setRecord(_ record: ADRecord, saved: ADRecord) {
        setRecord(record)
        savedRecord = saved
    }

    /// Replaces ``record`` and fills every control from it, discarding unsaved edits.
    public func setRecord(_ record: ADRecord) {
        self.record = record
        savedRecord = record
        editHistory.clear()
        for slot in form.slots.indices { form.slots[slot].editable?.validationError = nil }
        let changed = permissions.judge(record, controls: form)
        refreshAll(keepingEdits: false)
        showPermissions(changed)
        delegate?.didFillAllComponents(record)
    }

    /// The full refresh: saves the edits into ``record`` when every control is valid (else
    /// marks the invalid ones and saves none), then re-evaluates every binding. Controls whose
    /// edits could not be saved keep them.
    /// - Returns: why the edits were not saved, in layout order; empty when they were.
    @discardableResult
    public func refreshDisplay() -> [ADValidationFailure] {
        editHistory.clear()
        let staged = stage(callingHooks: true)
        mark(staged.failures)
        if staged.failures.isEmpty { commit(staged) }
        refreshAll(keepingEdits: true)
        delegate?.didFillAllComponents(record)
        return staged.failures
    }

    /// Finds the controls in ``root`` again and compiles their paths; the focused control
    /// loses the focus when it is no longer among them.
    func bind() {
        form = BoundForm(root: root, formulaCache: formulaCache, registry: classRegistry)
        showPermissions(permissions.judge(record, controls: form))
        passLocale()
        if let focused = focusedControl, form.index(of: focused) == nil { focusedControl = nil }
    }
}
