#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif

/// The default ``ADValidationPresenter``: shows each failing control's message in a label
/// right under it, and announces new messages to VoiceOver.
///
/// In a stack view the label is arranged after the control; elsewhere it is added to the
/// control's superview and constrained under the control with Auto Layout, leading and
/// trailing edges aligned. The label uses the footnote text style (following the user's text
/// size) in system red and wraps. A message that changes replaces the label's text; a control
/// that is valid again loses its label.
@MainActor
public final class ADInlineValidationPresenter: ADValidationPresenter {
    private var labels: [ObjectIdentifier: UILabel] = [:]

    /// Creates the presenter.
    public init() {}

    /// Shows, replaces or removes the labels and announces the new messages together.
    public func present(_ changes: [ADValidationMessageChange], in controller: ADBoundViewController) {
        var announced: [String] = []
        for change in changes {
            let key = ObjectIdentifier(change.control)
            guard let message = change.message else {
                labels.removeValue(forKey: key)?.removeFromSuperview()
                continue
            }
            if let label = labels[key], label.superview != nil {
                label.text = message
            } else {
                labels[key] = MessageLabel.place(message, under: change.control, color: .systemRed)
            }
            announced.append(message)
        }
        if !announced.isEmpty {
            announceToVoiceOver(announced.joined(separator: " "))
        }
    }

    /// The label showing `message` for `control`, for tests and custom layouts; `nil` when the
    /// control shows none.
    public func messageLabel(for control: UIView) -> UILabel? {
        labels[ObjectIdentifier(control)]
    }
}
