// `import DataBindSwift` brings UIKit with it, as the original framework's module did.
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import UIKitStub
#endif
