/// A label: shows its data path as text, optionally formatted.
///
/// Numbers show without decimals when whole, booleans as `true`/`false`; `formatType` and
/// `formatPattern` apply a number, date or mask pattern first.
public final class ADLabelModel: ADControlModel, ADFormattedBindable, ADTextShowing {
    /// The text the front end shows.
    public private(set) var text = ""
    /// The spec's `formatType`, `formatPattern` and the locale they use.
    public var formatting = ADTextFormatting()
    /// The binding's `transitionAnimation`: how a front end that can animate shows a new text.
    public private(set) var transitionAnimation: ADTransitionAnimation?
    /// The binding's `textAttributeFormatter`: what to highlight in the text, and how.
    public private(set) var highlight: ADTextHighlight?
    /// The matches of ``highlight`` in ``text``, as character (grapheme-cluster) ranges, in
    /// order; a front end marks them with ``highlight``'s colours.
    public private(set) var highlights: [Range<Int>] = []

    /// ``highlights`` as ranges of UTF-16 code units of ``text``: the `NSRange`s a front end
    /// built on `NSAttributedString` (UIKit's `attributedText`) marks.
    public var utf16Highlights: [Range<Int>] { ADTextHighlight.utf16Ranges(of: highlights, in: text) }

    /// Creates a label bound to `dataPath`.
    public init(name: String = "", dataPath: String = "", formatting: ADTextFormatting = ADTextFormatting()) {
        self.formatting = formatting
        super.init(named: name, dataPath: dataPath)
    }

    /// The spec's `colorPath`: the text colour.
    public var colorPath: String {
        get { colorPath(for: .text) }
        set { setColorPath(newValue, for: .text) }
    }

    /// The text colour `colorPath` gave.
    public var textColor: ADColor? { colors[.text] }

    /// A label.
    public var typed: ADControl { .label(self) }

    /// Shows `value` as text.
    public func display(_ value: ADValue) throws(ADConversionError) {
        text = ""
        highlights = []
        text = try formatting.text(for: value)
        highlights = highlight?.ranges(in: text) ?? []
    }
}

extension ADLabelModel: BindingAttributeReceiver {
    func receiveAttributes(of binding: ADBindingExpression?, record: ADRecord) throws(ADEvaluationError) {
        var recorder = FallbackRecorder()
        defer { fallbackIssues = recorder.issues }
        transitionAnimation = try ADTransitionAnimation(binding: binding, record: record)
        highlight = try ADTextHighlight(binding: binding, record: record, recorder: &recorder)
    }
}
