// AKABeacon's module: `import AKABeacon` brings UIKit, the engine and the binding behavior
// (`AKABindingBehavior`, the `*Binding_aka` properties), which live in ActionDataUIKit.
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import UIKitStub
#endif
@_exported import ActionData
@_exported import ActionDataUIKit
