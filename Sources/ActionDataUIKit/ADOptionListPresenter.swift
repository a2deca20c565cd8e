#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// How an ``ADBoundViewController`` shows where a control's loaded options stand
/// (``ADBoundViewController/optionListPresenter``): loading, loaded, or failed with its message.
///
/// The controller calls ``present(_:for:in:)`` once per change of a control's state, and with
/// `nil` when the control's options are no longer loaded. While a load runs the controller
/// also disables the control; the options it shows are the last that loaded.
@MainActor
public protocol ADOptionListPresenter: AnyObject {
    /// Shows `state` for `control` (an `ADBoundTextPicker` or `ADBoundSegmentedControl`), or
    /// removes what was shown for it when `state` is `nil`.
    func present(_ state: ADOptionListState?, for control: UIView, in controller: ADBoundViewController)
}

/// The default ``ADOptionListPresenter``: the control's accessibility value says "Loading
/// options…" while they load (VoiceOver reads it with the control, which is disabled
/// meanwhile), and a failure's message is shown in a footnote label under the control, in
/// system red, and announced.
@MainActor
public final class ADInlineOptionListPresenter: ADOptionListPresenter {
    private var labels: [ObjectIdentifier: UILabel] = [:]

    /// The accessibility value of a control whose options are loading.
    public var loadingText = "Loading options…"

    /// Creates the presenter.
    public init() {}

    /// Sets the control's accessibility value; shows, replaces or removes its failure label.
    public func present(_ state: ADOptionListState?, for control: UIView, in controller: ADBoundViewController) {
        let key = ObjectIdentifier(control)
        labels.removeValue(forKey: key)?.removeFromSuperview()
        control.accessibilityValue = state?.isLoading == true ? loadingText : nil
        guard let message = state?.message else { return }
        labels[key] = MessageLabel.place(message, under: control, color: .systemRed)
        announceToVoiceOver(message)
    }

    /// The label showing `control`'s failed load, for tests and custom layouts; `nil` when it
    /// shows none.
    public func failureLabel(for control: UIView) -> UILabel? {
        labels[ObjectIdentifier(control)]
    }
}
