#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif

/// A footnote label under a control: the presenters' way of showing a message beside the
/// control it is about.
@MainActor
enum MessageLabel {
    /// A label showing `text` under `control`, in `color` (the label's default when `nil`). In a
    /// stack view it is arranged after the control; elsewhere it is added to the control's
    /// superview and constrained under the control, leading and trailing edges aligned. It uses
    /// the footnote text style (following the user's text size) and wraps.
    static func place(_ text: String, under control: UIView, color: UIColor?) -> UILabel {
        let label = UILabel()
        label.text = text
        if let color { label.textColor = color }
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        if let stack = control.superview as? UIStackView,
           let position = stack.arrangedSubviews.firstIndex(where: { $0 === control }) {
            stack.insertArrangedSubview(label, at: position + 1)
        } else if let container = control.superview {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: control.bottomAnchor, constant: 4),
                label.leadingAnchor.constraint(equalTo: control.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: control.trailingAnchor),
            ])
        }
        return label
    }
}
