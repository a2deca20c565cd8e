/// `import UIKit` makes Foundation (and CoreGraphics' `CGRect`, `CGFloat` …) visible, as the
/// UIKit module re-exports Foundation; the stub does the same so adapter sources compile
/// unchanged. On Linux, Foundation provides the CoreGraphics geometry types.
@_exported import Foundation
