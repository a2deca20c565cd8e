#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import ActionDataStoryboard

/// AKABeacon's binding behavior: added to a view controller as a child, it binds the views of
/// the controller's view tree that carry AKABeacon binding expressions (`textBinding_aka`,
/// `valueBinding_aka`, `pickerBinding_aka` …, set in Interface Builder) to the controller's
/// data context through the engine, both ways.
///
/// ```swift
/// final class OrderViewController: UIViewController, AKABindingDataContext {
///     var dataContext = Order()
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         AKABindingBehavior.addToViewController(self)
///     }
/// }
/// ```
///
/// The views stay plain `UILabel`, `UITextField`, `UITextView`, `UISwitch`, `UISlider`,
/// `UIStepper`, `UISegmentedControl`, `UIDatePicker`, `UIPickerView`, `UIProgressView`,
/// `UIImageView` and `UITableView` (and AKABeacon's ``AKAPickerKeyboardTriggerView`` and
/// ``AKADatePickerKeyboardTriggerView``): each binding becomes the engine control the web front end makes of the same
/// storyboard, conditionals (`$when`, `$whenNot`, `$else`), formatters and choices
/// included, and the behavior is an `ADBoundViewController` for everything else — the
/// keyboard toolbar, focus order, validation messages, undo. Bindings it cannot apply are
/// listed in `notes`, never fatal.
///
/// When the view controller conforms to `AKABindingDataContext`, its `dataContext` is read
/// into the form when the behavior is added and each time the view appears, and written back
/// after each edit the engine applies; otherwise use `setDataModel(_:)` and `getDataModel(_:)`.
@MainActor
public final class AKABindingBehavior: ADBoundViewController {
    /// The view controller whose view tree the behavior binds.
    public private(set) weak var boundViewController: UIViewController?
    /// Told of edits and failures; by default the view controller when it conforms to
    /// `AKABindingBehaviorDelegate`.
    public weak var delegate: (any AKABindingBehaviorDelegate)?
    /// The bindings found but not applied, as of the last search.
    public private(set) var notes: [AKABindingNote] = []
    private let registry: ADBindingClassRegistry
    /// The record as last read from or written to the data context.
    private var writtenRecord = ADRecord()

    private init(viewController: UIViewController, registry: ADBindingClassRegistry) {
        self.registry = registry
        boundViewController = viewController
        delegate = viewController as? any AKABindingBehaviorDelegate
        super.init(nibName: nil, bundle: nil)
        bindingController.classRegistry = registry
    }

    /// Not supported: a binding behavior is made by `addToViewController(_:registry:)`.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Enables binding support for `viewController` (call it in `viewDidLoad`): adds a binding
    /// behavior as its child view controller, which finds the bound views and fills them from
    /// the data context. Adding it again returns the behavior already there.
    ///
    /// - Parameters:
    ///   - viewController: The controller whose view tree holds the bound views.
    ///   - registry: Resolves `<Class>` references of the expressions (custom formatters).
    /// - Returns: The behavior, for `setDataModel(_:)`, `getDataModel(_:)` and `notes`.
    @discardableResult
    public static func addToViewController(
        _ viewController: UIViewController, registry: ADBindingClassRegistry = .standard
    ) -> AKABindingBehavior {
        if let existing = viewController.children.lazy.compactMap({ $0 as? AKABindingBehavior }).first { return existing }
        let behavior = AKABindingBehavior(viewController: viewController, registry: registry)
        viewController.addChild(behavior)
        // UIKit forwards appearance to a child whose view is in the parent's; this one is empty.
        behavior.view.isHidden = true
        behavior.view.isUserInteractionEnabled = false
        behavior.view.frame = .zero
        viewController.view.addSubview(behavior.view)
        behavior.didMove(toParent: viewController)
        behavior.updateBindings()
        behavior.readDataContext()
        return behavior
    }

    override var formView: UIView { boundViewController?.view ?? view }

    /// The plain views with AKABeacon bindings, each bound through an adapter to the control
    /// the storyboard form builder makes of its bindings, then the `ADBound…` views.
    override func boundViewTree() -> (tree: ADViewGroup, views: [any BoundView]) {
        let discovery = PlainViewDiscovery(root: formView, excluding: view, registry: registry, attributes: \.akaBindings)
        notes = discovery.notes.map { AKABindingNote(view: $0.view, message: $0.message) }
        // `ADBound…` views among them bind themselves, as under an ADBoundViewController.
        let bound = ViewTree.snapshot(of: formView)
        return (ADViewGroup(name: "", [discovery.tree, bound.tree]), discovery.adapters + bound.views)
    }

    /// Reads the data context (each time the view appears, as AKABeacon initialises its views).
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        readDataContext()
    }

    /// Tells the delegate of the edit.
    public override func controlDidChange(_ control: any ADBindable) {
        super.controlDidChange(control)
        delegate?.bindingBehavior(self, didChange: control)
    }

    /// Writes what the user's event changed in the record back into the data context: at once
    /// for a live binding, at the end of editing for one with `liveModelUpdates: $false`.
    override func userEventDidFinish() {
        guard record != writtenRecord, let context = boundViewController as? any AKABindingDataContext else { return }
        write(into: context)
    }

    private func readDataContext() {
        guard let context = boundViewController as? any AKABindingDataContext else { return }
        read(from: context)
    }

    private func read(from context: some AKABindingDataContext) {
        do {
            try setDataModel(context.dataContext)
            writtenRecord = record
        } catch {
            delegate?.bindingBehavior(self, didFailWith: error)
        }
    }

    private func write<Context: AKABindingDataContext>(into context: Context) {
        do {
            context.dataContext = try ADRecordDecoder().decode(Context.DataContext.self, from: record)
            writtenRecord = record
        } catch {
            delegate?.bindingBehavior(self, didFailWith: error)
        }
    }
}
