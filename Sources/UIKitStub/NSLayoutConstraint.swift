import Foundation

/// A relationship between two layout attributes of views. Transcribes `NSLayoutConstraint`
/// (UIKit `NSLayoutConstraint.h`, `NS_SWIFT_UI_ACTOR`), iOS 6.0. The stub solves nothing; it
/// keeps what was related to what, and whether the constraint is active.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// Test support, not UIKit: the first anchor's view and attribute.
    package let _first: (view: UIView?, attribute: String)
    /// Test support, not UIKit: the second anchor's view and attribute.
    package let _second: (view: UIView?, attribute: String)

    init(first: (UIView?, String), second: (UIView?, String), constant: CGFloat) {
        _first = first
        _second = second
        self.constant = constant
        super.init()
    }

    /// NSLayoutConstraint.h `constant`.
    open var constant: CGFloat

    /// NSLayoutConstraint.h `active` (`isActive`), iOS 8.0; `false` for a new constraint.
    open var isActive = false

    /// NSLayoutConstraint.h `activateConstraints:`, iOS 8.0.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// NSLayoutConstraint.h `deactivateConstraints:`, iOS 8.0.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// A factory for constraints between layout attributes. Transcribes `NSLayoutAnchor`
/// (UIKit `NSLayoutAnchor.h`, `NS_SWIFT_UI_ACTOR`), iOS 9.0 — generic over its anchor type, so
/// an x-axis anchor cannot be related to a y-axis one.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    private weak var view: UIView?
    private let attribute: String

    init(view: UIView, attribute: String) {
        self.view = view
        self.attribute = attribute
        super.init()
    }

    /// NSLayoutAnchor.h `constraintEqualToAnchor:constant:` (inactive until activated).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: (view, attribute), second: (anchor.view, anchor.attribute), constant: c)
    }

    /// NSLayoutAnchor.h `constraintEqualToAnchor:` (inactive until activated).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 0)
    }
}

/// Transcribes `NSLayoutXAxisAnchor` (NSLayoutAnchor.h), iOS 9.0: leading, trailing, centre x.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// Transcribes `NSLayoutYAxisAnchor` (NSLayoutAnchor.h), iOS 9.0: top, bottom, centre y.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

extension UIView {
    /// UIView.h `leadingAnchor` (UIViewLayoutConstraintCreation), iOS 9.0.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, attribute: "leading") }
    /// UIView.h `trailingAnchor`, iOS 9.0.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, attribute: "trailing") }
    /// UIView.h `topAnchor`, iOS 9.0.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: "top") }
    /// UIView.h `bottomAnchor`, iOS 9.0.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: "bottom") }
}
