import Foundation

/// The inset distances for views. Transcribes `UIEdgeInsets` (UIKit `UIGeometry.h`; `Equatable`
/// and `Codable` from `UIKit.swiftinterface`), iOS 2.0.
public struct UIEdgeInsets: Sendable, Equatable, Codable {
    /// UIGeometry.h `top`.
    public var top: CGFloat
    /// UIGeometry.h `left`.
    public var left: CGFloat
    /// UIGeometry.h `bottom`.
    public var bottom: CGFloat
    /// UIGeometry.h `right`.
    public var right: CGFloat

    /// The C struct's zero initialiser (UIGeometry.h).
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// UIGeometry.h `UIEdgeInsetsMake`, named by UIKit.apinotes.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// UIGeometry.h `UIEdgeInsetsZero`, named by UIKit.apinotes.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// UIGeometry.h `UIEdgeInsetsInsetRect`, named `inset(by:)` by UIKit.apinotes.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

extension NSValue {
    /// UIGeometry.h `NSValue(NSValueUIGeometryExtensions)` `+valueWithCGRect:` (importer rule).
    /// Linux Foundation has `NSValue(rect:)`, which this wraps.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// UIGeometry.h `NSValue(NSValueUIGeometryExtensions)` `CGRectValue`.
    public var cgRectValue: CGRect { rectValue }
}
