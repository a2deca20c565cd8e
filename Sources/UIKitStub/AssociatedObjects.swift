import Foundation

/// The ObjectiveC runtime's `objc_AssociationPolicy` (`<objc/runtime.h>`), which `import UIKit`
/// makes visible through Foundation. The stub keeps every value strongly, whatever the policy.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// `OBJC_ASSOCIATION_ASSIGN`: a weak, unretained reference.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// `OBJC_ASSOCIATION_RETAIN_NONATOMIC`: a strong reference, not atomic.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// `OBJC_ASSOCIATION_COPY_NONATOMIC`: a copy, not atomic.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// `OBJC_ASSOCIATION_RETAIN`: a strong reference, atomic.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// `OBJC_ASSOCIATION_COPY`: a copy, atomic.
    case OBJC_ASSOCIATION_COPY = 771
}

/// `objc_setAssociatedObject` (`<objc/runtime.h>`): keeps `value` with `object` under `key`;
/// `nil` removes it. The stub keeps values on responders (views and view controllers) only,
/// the objects UIKit code associates values with; for other objects it keeps nothing.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let responder = object as? UIResponder else { return }
    responder.associatedObjects[key] = value
}

/// `objc_getAssociatedObject` (`<objc/runtime.h>`): the value kept with `object` under `key`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let responder = object as? UIResponder else { return nil }
    return responder.associatedObjects[key]
}
