#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// How a label shows an `ADLabelModel`: its text with the marked search matches, colour,
/// bound font and transition. An `ADBoundLabel` and a plain `UILabel` a binding behavior
/// bound each keep one.
@MainActor
final class LabelPresentation {
    private var boundFont = BoundFont()
    private let transition = ValueTransition<String>()

    /// Shows `model` in `label`, playing the model's transition when the text changed.
    func show(_ model: ADLabelModel, in label: UILabel) {
        transition.show(model.text, in: label, animation: model.transitionAnimation) { [weak self, weak label] in
            guard let self, let label else { return }
            self.showText(of: model, in: label)
        }
    }

    /// Sets the colour, then the text: setting `textColor` recolours all of `attributedText`.
    /// Marked text carries the label's colour outside the marks, so it does not depend on
    /// UIKit filling it in.
    private func showText(of model: ADLabelModel, in label: UILabel) {
        label.textColor = UIColor.bound(model.textColor)
        if let shown = boundFont.font(for: model.font, over: label.font), shown != label.font { label.font = shown }
        let ranges = model.utf16Highlights
        guard let rule = model.highlight, !ranges.isEmpty else {
            label.text = model.text
            return
        }
        var marks: [NSAttributedString.Key: Any] = [.backgroundColor: UIColor.bound(rule.backgroundColor) ?? UIColor.systemYellow]
        if let color = UIColor.bound(rule.textColor) { marks[.foregroundColor] = color }
        let labelColor: UIColor = label.textColor
        let marked = NSMutableAttributedString(string: model.text, attributes: [.foregroundColor: labelColor])
        for range in ranges { marked.addAttributes(marks, range: NSRange(range)) }
        label.attributedText = marked
    }
}
