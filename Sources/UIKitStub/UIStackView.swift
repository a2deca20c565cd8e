import Foundation

/// A view that lays out a list of views in a line. Transcribes `UIStackView` (UIKit
/// `UIStackView.h`, `NS_SWIFT_UI_ACTOR`), iOS 9.0. The stub keeps the arranged list and its
/// rule (arranged views are subviews; a view removed from the stack view leaves the list); it
/// lays nothing out.
@MainActor
open class UIStackView: UIView {
    private var storedArrangedSubviews: [UIView] = []

    /// UIStackView.h `initWithFrame:` (designated).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIStackView.h `initWithCoder:` (designated).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIStackView.h `initWithArrangedSubviews:`: adds the views as arranged subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// UIStackView.h `arrangedSubviews`: the views laid out, in order; views no longer
    /// subviews of the stack view have left it.
    open var arrangedSubviews: [UIView] {
        storedArrangedSubviews.filter { $0.superview === self }
    }

    /// UIStackView.h `addArrangedSubview:`: appends the view, adding it as a subview if needed.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// UIStackView.h `insertArrangedSubview:atIndex:`: inserts the view at `stackIndex` (an
    /// index past the end raises an exception on iOS; callers keep within 0…count).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        storedArrangedSubviews = arrangedSubviews.filter { $0 !== view }
        if view.superview !== self { addSubview(view) }
        storedArrangedSubviews.insert(view, at: min(max(stackIndex, 0), storedArrangedSubviews.count))
    }

    /// UIStackView.h `removeArrangedSubview:`: the view leaves the list but stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        storedArrangedSubviews.removeAll { $0 === view }
    }
}
