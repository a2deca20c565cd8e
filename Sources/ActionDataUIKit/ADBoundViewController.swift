#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import Foundation

/// A view controller that binds the bound controls in its view tree to a data model: the spec's
/// `ADBoundViewController`, over the engine's `ADBindingController`.
///
/// ```swift
/// final class CategoryViewController: ADBoundViewController {
///     func edit(_ category: Category) throws { try setDataModel(category) }
///
///     func save() throws -> Category { try getDataModel(Category.self) }
/// }
/// ```
///
/// The controller finds the bound controls (``ADBoundLabel`` … ``ADBoundTextPicker``) in its
/// view tree once — when the view first appears, or earlier when a data model is set — and
/// ``updateBindings()`` searches again after the tree changed. While the view is on screen it
/// keeps the focused control clear of the keyboard and puts the accessory toolbar (Previous,
/// Next, Done; Cancel for a picker) over the keyboard.
@MainActor
open class ADBoundViewController: UIViewController {
    /// The engine: record, bindings, live updates, focus chain and validation.
    public let bindingController = ADBindingController(root: ADViewGroup())

    private(set) var boundViews: [any BoundView] = []
    private var viewsByModel: [ObjectIdentifier: any BoundView] = [:]
    private var hasFoundControls = false
    var accessoryItems: [ADAccessoryButton.Kind: UIBarButtonItem] = [:]
    private var shownMessages: [ObjectIdentifier: (view: UIView, message: String)] = [:]
    lazy var keyboardAvoidance = KeyboardAvoidance(host: self)
    private let formUndoManager = UndoManager()

    /// The form's own undo manager: each edit the engine records (`ADBindingController.editHistory`)
    /// is registered here, and undo and redo go through the engine. The form's text fields and
    /// views reach it through the responder chain, so shake to undo, the three-finger gestures
    /// and the keyboard's undo key undo the form's edits.
    open override var undoManager: UndoManager? { formUndoManager }

    /// Creates the controller with a nib (or none).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates the controller from a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Spec API

    /// The spec's `record`: the values the form shows and edits. Call ``updateBindings()`` or
    /// ``refreshDisplay()`` after changing it directly.
    public var record: ADRecord {
        get { bindingController.record }
        set { bindingController.record = newValue }
    }

    /// A locale the whole form shows and reads numbers and dates in, whatever the device's;
    /// `nil` (the default) follows the device's (`Locale.current`, the engine's
    /// `ADBindingController.userLocale`). A control pins its own through its model's
    /// `formatting.locale`. Masks and formulas do not depend on it.
    public var pinnedLocale: Locale? {
        get { bindingController.pinnedLocale }
        set {
            bindingController.pinnedLocale = newValue
            renderAll()
        }
    }

    /// The permissions of the person using the form (`ADPermissions.access(to:for:)`), or
    /// `nil` for none: controls reading a field they may not see are hidden and empty, controls
    /// writing a field they may not change are disabled, and ``getDataModel(_:)`` saves only
    /// what the rules allow or fails naming the rule (see `ADBindingController.access`).
    public var access: ADAccess? {
        get { bindingController.access }
        set {
            findControlsIfNeeded()
            bindingController.access = newValue
            renderAll()
        }
    }

    /// Whether the record shown is stored, so update rules apply (the default), or new, so
    /// create rules apply.
    public var isRecordStored: Bool {
        get { bindingController.isRecordStored }
        set {
            findControlsIfNeeded()
            bindingController.isRecordStored = newValue
            renderAll()
        }
    }

    /// The bound controls' models found in the view tree, in layout order.
    public var controls: [any ADBindable] {
        findControlsIfNeeded()
        return boundViews.map(\.bindable)
    }

    /// Encodes `model` into ``record`` and fills every bound control from it (the spec's
    /// `setDataModel`). Unsaved edits are discarded.
    /// - Throws: `ADCodingError` when the model cannot be encoded; nothing changes.
    public func setDataModel<Model: Encodable>(_ model: Model) throws(ADCodingError) {
        findControlsIfNeeded()
        handOverFormatters()
        try bindingController.setDataModel(model)
        clearUndoActions()
        renderAll()
    }

    /// Reads every edit back into a copy of ``record`` and decodes the model from it (the
    /// spec's `getDataModel`). All or nothing: when a control holds invalid input the record
    /// is unchanged and the error lists every failing control.
    /// - Throws: `ADBindingError`.
    public func getDataModel<Model: Decodable>(_ type: Model.Type) throws(ADBindingError) -> Model {
        findControlsIfNeeded()
        defer { renderAll() }
        return try bindingController.getDataModel(type)
    }

    /// Searches the view tree for bound controls again, recompiles their paths and fills them
    /// from ``record`` (the spec's `updateBindings`). Unsaved edits are kept.
    public func updateBindings() {
        let tree = discoverControls()
        handOverFormatters()
        bindingController.updateBindings(in: tree)
        renderAll()
    }

    /// Writes the edits of every editable control into ``record``, all or nothing (the spec's
    /// `updateRecord`).
    /// - Throws: `ADBindingError` listing the failing controls; the record is unchanged.
    public func updateRecord() throws(ADBindingError) {
        findControlsIfNeeded()
        defer { renderAll() }
        try bindingController.updateRecord()
    }

    /// Saves the edits into ``record`` and shows every binding again (the spec's
    /// `refreshDisplay`).
    public func refreshDisplay() {
        findControlsIfNeeded()
        handOverFormatters()
        bindingController.refreshDisplay()
        clearUndoActions()
        renderAll()
    }

    // MARK: Accessory buttons (the spec's inspectable properties)

    /// The title of the keyboard's Previous button.
    @IBInspectable public var prevButtonText: String {
        get { bindingController.prevButtonText }
        set { bindingController.prevButtonText = newValue }
    }

    /// The image of the keyboard's Previous button; `nil` for a text button.
    @IBInspectable public var prevButtonImage: UIImage?

    /// The title of the keyboard's Next button.
    @IBInspectable public var nextButtonText: String {
        get { bindingController.nextButtonText }
        set { bindingController.nextButtonText = newValue }
    }

    /// The image of the keyboard's Next button; `nil` for a text button.
    @IBInspectable public var nextButtonImage: UIImage?

    /// The title of the Done button over the keyboard and the picker.
    @IBInspectable public var doneButtonText: String {
        get { bindingController.doneButtonText }
        set { bindingController.doneButtonText = newValue }
    }

    /// The image of the Done button; `nil` for a text button.
    @IBInspectable public var doneButtonImage: UIImage?

    /// The title of the picker's Cancel button.
    @IBInspectable public var cancelButtonText: String {
        get { bindingController.cancelButtonText }
        set { bindingController.cancelButtonText = newValue }
    }

    /// The image of the picker's Cancel button; `nil` for a text button.
    @IBInspectable public var cancelButtonImage: UIImage?

    // MARK: Validation messages

    /// Shows the engine's validation messages: by default each failing control's message in a
    /// label under it, announced to VoiceOver (``ADInlineValidationPresenter``). Set your own
    /// presenter to show them another way, or `nil` to show none (the failures still reach
    /// you through the errors ``getDataModel(_:)`` and ``updateRecord()`` throw).
    public var validationPresenter: (any ADValidationPresenter)? = ADInlineValidationPresenter() {
        didSet {
            let shown = boundViews.compactMap { view in shownMessages[ObjectIdentifier(view)].map { _ in view } }
            oldValue?.present(shown.map { ADValidationMessageChange(control: $0.view, message: nil) }, in: self)
            shownMessages = [:]
            renderValidationMessages(of: boundViews)
        }
    }

    // MARK: Asynchronous checks

    /// The validators controls name in their rules' `asyncValidator`: with a registry, each
    /// edit of such a control is checked once the user stops typing
    /// (``asyncValidationTiming``), its state shown by ``asyncCheckPresenter``, and
    /// ``getDataModelAfterChecks(_:)`` waits for the checks. `nil` (the default) checks nothing.
    public var asyncValidators: ADAsyncValidatorRegistry? {
        didSet { resetAsyncChecks() }
    }

    /// The debounce, timeout and clock of the asynchronous checks.
    public var asyncValidationTiming = ADAsyncValidationTiming() {
        didSet { resetAsyncChecks() }
    }

    /// Shows where each control's asynchronous check stands: by default a label under the
    /// control, verdicts announced to VoiceOver (``ADInlineAsyncCheckPresenter``); `nil` shows
    /// none.
    public var asyncCheckPresenter: (any ADAsyncCheckPresenter)? = ADInlineAsyncCheckPresenter()

    /// The checker of ``asyncValidators``; its controls are named by their position in
    /// ``controls``.
    var asyncChecker: ADAsyncValidationChecker?
    /// The edits handed to the checker, chained so they reach it in the order they were made.
    var checkHandOffs: Task<Void, Never>?
    /// The check state each control shows, by position.
    var shownChecks: [Int: ADAsyncValidationState] = [:]

    // MARK: Loaded option lists

    /// Shows where each control's loaded options stand
    /// (`loadOptions(of:from:)`): by default the control is disabled
    /// and its accessibility value says so while they load, and a failure's message is shown
    /// under it and announced (``ADInlineOptionListPresenter``); `nil` shows none.
    public var optionListPresenter: (any ADOptionListPresenter)? = ADInlineOptionListPresenter()
    /// The loader of the controls' options, made with the first source.
    var optionLoader: ADOptionLoader?
    /// The controls whose options are loaded, by model.
    var loadedOptions: [ObjectIdentifier: LoadedOptions] = [:]
    /// The loads handed to the loader, chained so they reach it in the order they were started.
    var optionHandOffs: Task<Void, Never>?

    // MARK: Edits

    /// Called after the user changed `control` and the engine applied the change: the record
    /// holds the new value, and the controls that read it show theirs. Override it to act on an
    /// edit — open a detail form when a table row is selected, enable a button — without
    /// outlets; the default does nothing.
    ///
    /// ```swift
    /// override func controlDidChange(_ control: any ADBindable) {
    ///     guard control === table.model, case .record? = record["selected"] else { return }
    ///     showDetail()
    /// }
    /// ```
    open func controlDidChange(_ control: any ADBindable) {}

    /// Called after the engine handled a user's event (an edit, the end of editing, Return, a
    /// toolbar button, undo), which may have written edits into ``record``; a binding behavior
    /// writes them back to its data context here.
    func userEventDidFinish() {}

    // MARK: Appearance

    /// Finds the bound controls (the first time) and starts following the keyboard.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        findControlsIfNeeded()
        keyboardAvoidance.start()
    }

    /// Stops following the keyboard and restores the scroll view's insets.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardAvoidance.stop()
    }

    // MARK: Plumbing

    func findControlsIfNeeded() {
        if !hasFoundControls { findControls() }
    }

    private func findControls() {
        let tree = discoverControls()
        handOverFormatters()
        bindingController.root = tree
    }

    /// Gives the engine the formatter objects the app configured on the bound views.
    private func handOverFormatters() {
        for boundView in boundViews { boundView.handOverFormatters() }
    }

    /// The view whose tree holds the form: the controller's own view; a binding behavior's
    /// host's view.
    var formView: UIView { view }

    /// The bound views of ``formView`` and the tree of their models, in layout order.
    func boundViewTree() -> (tree: ADViewGroup, views: [any BoundView]) {
        ViewTree.snapshot(of: formView)
    }

    /// Finds the bound views in the view tree, prepares each for binding and gives the tree of
    /// their models, which the caller binds.
    private func discoverControls() -> any ADViewNode {
        let snapshot = boundViewTree()
        let departed = shownMessages.filter { key, _ in !snapshot.views.contains { ObjectIdentifier($0) == key } }
        if !departed.isEmpty {
            validationPresenter?.present(departed.values.map { ADValidationMessageChange(control: $0.view, message: nil) }, in: self)
            for key in departed.keys { shownMessages.removeValue(forKey: key) }
        }
        boundViews = snapshot.views
        viewsByModel = [:]
        for boundView in boundViews {
            boundView.boundController = self
            boundView.prepareForBinding()
            viewsByModel[ObjectIdentifier(boundView.bindable)] = boundView
        }
        hasFoundControls = true
        return snapshot.tree
    }

    /// The bound view showing `model`.
    func boundView(for model: any ADBindable) -> (any BoundView)? {
        viewsByModel[ObjectIdentifier(model)]
    }

    /// The view of the control the engine says has the focus.
    var focusedView: (any BoundTextEntryView)? {
        bindingController.focusedControl.flatMap { boundView(for: $0) as? any BoundTextEntryView }
    }

    func renderAll() {
        for boundView in boundViews { boundView.render() }
        renderValidationMessages(of: boundViews)
        refreshAccessoryButtons()
        updateOptionLists()
    }

    func render(_ models: [any ADBindable]) {
        let views = models.compactMap { boundView(for: $0) }
        for view in views { view.render() }
        renderValidationMessages(of: views)
    }

    /// Hands the presenter the messages of `views` that changed since they were last shown.
    func renderValidationMessages(of views: [any BoundView]) {
        var changes: [ADValidationMessageChange] = []
        for view in views {
            let key = ObjectIdentifier(view)
            let message = (view.bindable as? any ADEditableBindable)?.validationError
            guard message != shownMessages[key]?.message else { continue }
            shownMessages[key] = message.map { (view.view, $0) }
            changes.append(ADValidationMessageChange(control: view.view, message: message))
        }
        if !changes.isEmpty { validationPresenter?.present(changes, in: self) }
    }

    func image(for kind: ADAccessoryButton.Kind) -> UIImage? {
        switch kind {
        case .previous: prevButtonImage
        case .next: nextButtonImage
        case .done: doneButtonImage
        case .cancel: cancelButtonImage
        }
    }
}
