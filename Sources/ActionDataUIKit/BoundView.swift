#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// The plumbing every bound view shares: the engine model it renders and edits, the controller
/// it reports to, and how it shows the model's state.
///
/// A bound view is an `ADBound…` view itself, or an adapter over a plain UIKit view that a
/// binding behavior bound (``view`` tells which view is shown). It does three things only:
/// ``render()`` the model after every refresh, write a user's edit into the model and report it
/// (``ADBoundViewController`` then runs the engine), and follow the focus the controller gives.
/// Anything that decides lives in the engine.
@MainActor
protocol BoundView: AnyObject {
    /// The UIKit view showing the model: the bound view itself, or the plain view an adapter drives.
    var view: UIView { get }
    /// The engine model of the view (`ADTextFieldModel` for a text field …).
    var bindable: any ADBindable { get }
    /// The controller that found the view; `nil` until then. Held weakly by each view.
    var boundController: ADBoundViewController? { get set }
    /// Copies settings Interface Builder gave the UIKit view itself (a slider's range, a
    /// segmented control's titles) into the model; called when the controller finds the view.
    func prepareForBinding()
    /// Gives the model the formatter objects the app configured (a label's or text field's
    /// `numberFormatter` …); called before the controller fills or refreshes the form.
    func handOverFormatters()
    /// Shows the model's state: value, colours, enabled and hidden.
    func render()
}

extension BoundView where Self: UIView {
    var view: UIView { self }
}

extension BoundView {
    func prepareForBinding() {}

    func handOverFormatters() {}

    /// Shows the model's hidden and enabled state — `isEnabled` for controls, user interaction
    /// for other views; a control whose options are loading is disabled — and its background.
    func renderVisibility() {
        view.isHidden = bindable.isHidden
        if let control = view as? UIControl {
            control.isEnabled = bindable.isEnabled && !(boundController?.isLoadingOptions(of: bindable) ?? false)
        } else {
            view.isUserInteractionEnabled = bindable.isEnabled
        }
        renderBackground()
    }

    /// Shows the background a colour path or style binding gives (none when it gives no
    /// colour); a view whose background is not bound keeps its own, such as Interface
    /// Builder's.
    func renderBackground() {
        guard bindable.bindsColor(.background) else { return }
        view.backgroundColor = UIColor.bound(bindable.colors[.background])
    }

    /// Reports a user's edit, already written into the model, to the controller.
    func reportEdit() {
        boundController?.boundViewDidChange(self)
    }
}

/// A bound view that takes keyboard focus: a text field, text view or text picker.
@MainActor
protocol BoundTextEntryView: BoundView {
    /// The model as the focus chain sees it.
    var entry: any ADTextEntryBindable { get }
    /// Puts `toolbar` over the keyboard or picker (`inputAccessoryView`).
    func setAccessoryToolbar(_ toolbar: UIToolbar?)
}
