#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif

/// Hooks before and after a `DataBindView` fills its components from an object and sets the
/// JSON from them. Every method has a default that changes nothing.
///
/// `value` is a JSON element (`String`, `Bool`, `Int64`, `Double`, `NSNull`, arrays and
/// dictionaries); `component` is the component's view.
@MainActor
public protocol DataBindViewDelegate: AnyObject {
    /// After every component was filled, with the object the view holds now.
    func didFillAllComponents(JSON: [String: Any])
    /// Before `value` is shown in `component`: return it, another value, or `nil` to leave
    /// the component as it is.
    func willFill(component: Any, value: Any) -> Any?
    /// After `value` was shown in `component`.
    func didFill(component: Any, value: Any)
    /// Before `component`'s `value` is set in the JSON: return it, another value, or `nil`
    /// to leave the JSON's value as it was.
    func willSet(component: Any, value: Any) -> Any?
    /// After `component`'s `value` was set in the JSON.
    func didSet(component: Any, value: Any)
}

extension DataBindViewDelegate {
    /// Does nothing.
    public func didFillAllComponents(JSON: [String: Any]) {}
    /// Fills the value unchanged.
    public func willFill(component: Any, value: Any) -> Any? { value }
    /// Does nothing.
    public func didFill(component: Any, value: Any) {}
    /// Sets the value unchanged.
    public func willSet(component: Any, value: Any) -> Any? { value }
    /// Does nothing.
    public func didSet(component: Any, value: Any) {}
}
