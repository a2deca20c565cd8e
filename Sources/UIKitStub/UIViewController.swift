import Foundation

/// An object that manages a view hierarchy. Transcribes `UIViewController` (UIKit
/// `UIViewController.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// The stub never calls the appearance methods itself: a test calls them as UIKit would when
/// presenting and dismissing.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

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
}
