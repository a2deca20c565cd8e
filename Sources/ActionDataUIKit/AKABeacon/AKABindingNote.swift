#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A binding an `AKABindingBehavior` found but does not apply: its expression does not parse,
/// or its view shows no control the engine has for it. Never fatal; the other bindings work.
public struct AKABindingNote: CustomStringConvertible {
    /// The view whose binding is not applied.
    public let view: UIView
    /// What is wrong, in words.
    public let message: String

    /// The view's class and the message.
    public var description: String { "\(type(of: view)): \(message)" }
}
