// The spec's model files import Foundation, ActionUtilities and ActionData, and use `UIColor`,
// `UIImage` and `ADDataTable`: Action Utilities brings UIKit and the model protocol with it,
// so those three imports are all such a file needs (see docs/decisions.md).
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import UIKitStub
#endif
@_exported import ActionDataStorage
