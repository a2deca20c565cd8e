#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// How an ``ADBoundViewController`` shows where each control's asynchronous check stands
/// (``ADBoundViewController/asyncCheckPresenter``): pending, valid, or refused with its message.
///
/// The controller calls ``present(_:for:in:)`` once per change of a control's state, and with
/// `nil` when the control is no longer checked.
@MainActor
public protocol ADAsyncCheckPresenter: AnyObject {
    /// Shows `state` for `control` (an `ADBoundTextField` …), or removes what was shown for it
    /// when `state` is `nil`.
    func present(_ state: ADAsyncValidationState?, for control: UIView, in controller: ADBoundViewController)
}

/// The default ``ADAsyncCheckPresenter``: a footnote label under the control reading
/// "Checking…", "✓ Accepted" or the refusal (in system red), and a VoiceOver announcement of
/// each verdict, so the user hears the answer without moving the focus. "Checking…" is shown
/// but not announced: it would interrupt every pause in typing.
@MainActor
public final class ADInlineAsyncCheckPresenter: ADAsyncCheckPresenter {
    private var labels: [ObjectIdentifier: UILabel] = [:]

    /// The text shown while a check is pending.
    public var pendingText = "Checking…"
    /// The text shown when a check accepted the value.
    public var validText = "✓ Accepted"

    /// Creates the presenter.
    public init() {}

    /// Shows, replaces or removes the control's label; announces a verdict.
    public func present(_ state: ADAsyncValidationState?, for control: UIView, in controller: ADBoundViewController) {
        let key = ObjectIdentifier(control)
        guard let state else {
            labels.removeValue(forKey: key)?.removeFromSuperview()
            return
        }
        let text = switch state {
        case .pending: pendingText
        case .valid: validText
        case .invalid(let message), .failed(let message): message
        }
        // A new label for each state, so a verdict's colour never stays on the next state.
        labels.removeValue(forKey: key)?.removeFromSuperview()
        labels[key] = MessageLabel.place(text, under: control, color: state.message == nil ? nil : .systemRed)
        if state != .pending { announceToVoiceOver(text) }
    }

    /// The label showing `control`'s check, for tests and custom layouts; `nil` when it shows
    /// none.
    public func checkLabel(for control: UIView) -> UILabel? {
        labels[ObjectIdentifier(control)]
    }
}
