import Foundation

/// An object that manages a view hierarchy. Transcribes `UIViewController` (UIKit
/// `UIViewController.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// The stub never calls the appearance methods itself: a test calls them as UIKit would when
/// presenting and dismissing.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var childControllers: [UIViewController] = []
    private weak var parentController: UIViewController?

    /// UIViewController.h `initWithNibName:bundle:` (designated).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// UIViewController.h `initWithCoder:` (designated).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// UIViewController.h `view`: `null_resettable` and lazy — the getter calls ``loadView()``
    /// and then ``viewDidLoad()`` when no view is set.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = UIView(frame: UIScreen.main.coordinateSpace.bounds) }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// UIViewController.h `loadView`: creates a plain view when there is no nib.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.coordinateSpace.bounds)
    }

    /// UIViewController.h `isViewLoaded`, iOS 3.0.
    open var isViewLoaded: Bool { loadedView != nil }

    /// UIViewController.h `viewDidLoad`.
    open func viewDidLoad() {}

    /// UIViewController.h `viewWillAppear:`; overrides must call super.
    open func viewWillAppear(_ animated: Bool) {}

    /// UIViewController.h `viewDidAppear:`.
    open func viewDidAppear(_ animated: Bool) {}

    /// UIViewController.h `viewWillDisappear:`; overrides must call super.
    open func viewWillDisappear(_ animated: Bool) {}

    /// UIViewController.h `viewDidDisappear:`.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Containment (UIViewController.h, UIContainerViewControllerProtectedMethods), iOS 5.0

    /// UIViewController.h `childViewControllers` (`children` in Swift), in the order added.
    open var children: [UIViewController] { childControllers }

    /// UIViewController.h `parentViewController` (`parent` in Swift); weak.
    open var parent: UIViewController? { parentController }

    /// UIViewController.h `addChildViewController:` (`addChild(_:)`): removes `childController`
    /// from its old parent, calls its ``willMove(toParent:)`` with the receiver and appends it.
    /// As in UIKit, the caller adds the child's view and calls ``didMove(toParent:)``.
    open func addChild(_ childController: UIViewController) {
        if childController.parentController === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childControllers.append(childController)
        childController.parentController = self
    }

    /// UIViewController.h `removeFromParentViewController` (`removeFromParent()`); calls
    /// ``didMove(toParent:)`` with `nil`; the caller calls ``willMove(toParent:)`` before.
    open func removeFromParent() {
        guard let parentController else { return }
        parentController.childControllers.removeAll { $0 === self }
        self.parentController = nil
        didMove(toParent: nil)
    }

    /// UIViewController.h `willMoveToParentViewController:`.
    open func willMove(toParent parent: UIViewController?) {}

    /// UIViewController.h `didMoveToParentViewController:`.
    open func didMove(toParent parent: UIViewController?) {}
}
