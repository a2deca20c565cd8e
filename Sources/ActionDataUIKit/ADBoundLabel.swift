#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A label bound to a value of the data model (the spec's `ADBoundLabel`), over an
/// `ADLabelModel`.
///
/// A binding's `textAttributeFormatter` marks its matches in `attributedText` with the rule's
/// colours (the background `systemYellow` when the rule gives none); without matches the
/// label shows plain `text`. A `transitionAnimation` is played when the text changes.
@MainActor
open class ADBoundLabel: UILabel, BoundView, AKABindingReceiver {
    /// The engine model: paths, format and the text shown.
    public let model = ADLabelModel()
    weak var boundController: ADBoundViewController?
    private var inspectables = InspectableBindings()
    private var formatters = FormatterObjects()
    private let presentation = LabelPresentation()

    /// Creates a label in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a label from a storyboard; Interface Builder sets the inspectables after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The field or formula giving the text.
    @IBInspectable public var dataPath: String {
        get { model.dataPath }
        set { model.dataPath = newValue }
    }

    /// The field or formula giving whether the label is enabled.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the label is hidden.
    @IBInspectable public var hiddenPath: String {
        get { model.hiddenPath }
        set { model.hiddenPath = newValue }
    }

    /// The field or formula giving the text colour (`#RRGGBB`).
    @IBInspectable public var colorPath: String {
        get { model.colorPath }
        set { model.colorPath = newValue }
    }

    /// The formatter for the text: "number", "date" or "masked"; empty for none.
    @IBInspectable public var formatType: String {
        get { model.formatType?.rawValue ?? "" }
        set {
            model.formatType = ADFormatType.named(newValue)
            formatters.reset(&model.formatting)
        }
    }

    /// The pattern of `formatType`, such as `#,##0.00`, `MM/dd/yyyy` or `(###) ###-####`.
    @IBInspectable public var formatPattern: String {
        get { model.formatPattern }
        set {
            model.formatPattern = newValue
            formatters.reset(&model.formatting)
        }
    }

    /// The number formatter of `formatType` "number" (the spec's `numberFormatter`), made from
    /// `formatPattern` the first time it is read, for options a pattern cannot give (rounding,
    /// currency code, a minimum …). The label shows numbers with it from the next time the
    /// form is filled: configure it before `setDataModel(_:)`, or call `refreshDisplay()` after.
    public var numberFormatter: NumberFormatter { formatters.numberFormatter(for: model.formatting) }

    /// The date formatter of `formatType` "date" (the spec's `dateFormatter`), made from
    /// `formatPattern` the first time it is read; taken as ``numberFormatter`` is.
    public var dateFormatter: DateFormatter { formatters.dateFormatter(for: model.formatting) }

    /// The masked formatter of `formatType` "masked" (the spec's `maskedFormatter`), made from
    /// `formatPattern` the first time it is read; its `formatString` becomes the mask as
    /// ``numberFormatter`` is taken.
    public var maskedFormatter: ADMaskedStringFormatter { formatters.maskedFormatter(for: model.formatting) }

    /// The binding texts that did not parse or name attributes their kind does not know, by
    /// inspectable name.
    public var bindingErrors: [String: ADBindingExpressionError] { inspectables.errors }

    /// Parses the font and style bindings (`fontBinding_aka`, `styleBinding_aka`) as they are set.
    func akaBindingDidChange(_ keyPath: String, to source: String) {
        inspectables.apply(keyPath, source: source, to: model)
    }

    var bindable: any ADBindable { model }

    func handOverFormatters() {
        formatters.handOver(to: &model.formatting)
    }

    func render() {
        renderVisibility()
        presentation.show(model, in: self)
    }
}
