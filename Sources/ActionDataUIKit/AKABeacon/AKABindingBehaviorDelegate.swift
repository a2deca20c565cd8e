#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// What an `AKABindingBehavior` tells the view controller it binds. A view controller that
/// conforms is the behavior's delegate without being set as one (AKABeacon's rule); every
/// method has a default that does nothing.
@MainActor
public protocol AKABindingBehaviorDelegate: AnyObject {
    /// The user changed `control` and the engine applied it; the data context holds the new
    /// value when the binding updates the model live.
    func bindingBehavior(_ behavior: AKABindingBehavior, didChange control: any ADBindable)
    /// The data context could not be read into the form or written back from it; the form and
    /// the data context are as they were before.
    func bindingBehavior(_ behavior: AKABindingBehavior, didFailWith error: any Error)
}

extension AKABindingBehaviorDelegate {
    /// Does nothing.
    public func bindingBehavior(_ behavior: AKABindingBehavior, didChange control: any ADBindable) {}
    /// Does nothing.
    public func bindingBehavior(_ behavior: AKABindingBehavior, didFailWith error: any Error) {}
}
