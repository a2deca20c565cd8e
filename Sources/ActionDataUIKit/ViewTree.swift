#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// The engine's view of a UIKit view tree: the bound views' models, grouped as the views are.
///
/// `ADBindingController` walks `ADViewNode`s, which are not main-actor isolated, so UIKit views
/// do not conform themselves. Instead the controller takes a snapshot on the main actor when it
/// looks for its controls: every bound view contributes its model as a leaf, every other view
/// with subviews becomes an `ADViewGroup`, in subview order (the focus order). A bound view's
/// own subviews (a web view's internals) are not searched.
@MainActor
enum ViewTree {
    /// The models found under `root`, as an engine tree, and the bound views in the same order.
    static func snapshot(of root: UIView) -> (tree: ADViewGroup, views: [any BoundView]) {
        var views: [any BoundView] = []
        let tree = group(of: root, into: &views)
        return (tree, views)
    }

    private static func group(of view: UIView, into views: inout [any BoundView]) -> ADViewGroup {
        var children: [any ADViewNode] = []
        for subview in view.subviews {
            if let bound = subview as? any BoundView {
                views.append(bound)
                children.append(bound.bindable)
            } else if !subview.subviews.isEmpty {
                children.append(group(of: subview, into: &views))
            }
        }
        return ADViewGroup(name: String(describing: type(of: view)), children)
    }
}
