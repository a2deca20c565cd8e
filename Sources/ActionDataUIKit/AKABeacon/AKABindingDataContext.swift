#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A view controller that provides the root data context of its AKABeacon bindings: the
/// model its binding expressions' key paths start from.
///
/// AKABeacon reads a view controller's properties by key-value coding; in Swift the view
/// controller names one `Codable` model instead, which the behavior reads when the view
/// appears and writes back after every edit it applies.
///
/// ```swift
/// final class OrderViewController: UIViewController, AKABindingDataContext {
///     var dataContext = Order(customer: "Ada", quantity: 1)
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         AKABindingBehavior.addToViewController(self)
///     }
/// }
/// ```
@MainActor
public protocol AKABindingDataContext: AnyObject {
    /// The model type, encoded into the record the bindings read and decoded back from it.
    associatedtype DataContext: Codable
    /// The root data context: what `$root` and plain key paths refer to.
    var dataContext: DataContext { get set }
}
