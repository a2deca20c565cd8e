/// A control a binding controller fills from a record: the neutral model of a bound view.
///
/// The controller evaluates the control's paths — each a field path or a formula — against
/// its record and hands the results over: ``display(_:)`` for `dataPath`, ``isEnabled`` and
/// ``isHidden`` for `enabledPath` and `hiddenPath`, ``setColor(_:for:)`` for each colour path.
/// A front end renders the resulting state. An empty path binds nothing.
///
/// The engine's control models (``ADLabelModel`` … ``ADTextPickerModel``) conform; a custom
/// control conforms by implementing these requirements (and ``ADEditableBindable`` when it
/// edits a value, ``ADFormattedBindable`` to receive formats, ``ADTextShowing`` to be
/// rendered as text by the web front end).
///
/// Controls are reference types shared by a controller and a front end, and are not
/// `Sendable`: use a control only in the isolation domain of its controller.
public protocol ADBindable: ADViewNode {
    /// A name for error messages, such as the front end's view identifier.
    var name: String { get }
    /// The field path or formula giving the value the control shows or edits.
    var dataPath: String { get }
    /// An AKABeacon binding expression giving the value instead of ``dataPath`` when set:
    /// a conditional (`$when(…) … $else …`) shows its active branch for each record, and a
    /// label or text field shows through that branch's text attributes (`numberFormatter`,
    /// `textForUndefinedValue`, …). Editable controls write back only through a plain path.
    var dataBinding: ADBindingExpression? { get }
    /// The field path or formula giving whether the control is enabled.
    var enabledPath: String { get }
    /// An AKABeacon binding expression giving whether the control is enabled, instead of
    /// ``enabledPath`` (`enabledBinding_aka`, which may be conditional).
    var enabledBinding: ADBindingExpression? { get }
    /// An AKABeacon binding expression giving whether the control is hidden, instead of
    /// ``hiddenPath``.
    var hiddenBinding: ADBindingExpression? { get }
    /// An AKABeacon style binding (`styleBinding_aka`): `{ textColor: …, tintColor: …,
    /// backgroundColor: …, hidden: … }`, each attribute a colour or condition expression
    /// (conditionals included) evaluated and re-evaluated like the paths.
    var styleBinding: ADBindingExpression? { get }
    /// An AKABeacon font binding (`fontBinding_aka`): `{ traits: symbolicTraits, size:
    /// pointSize }` adjusts the control's ``documentFont``; `{}` keeps it.
    var fontBinding: ADBindingExpression? { get }
    /// The font the control's document gives (an Interface Builder `fontDescription`), which
    /// font bindings adjust; `nil` when the front end's own font is the base.
    var documentFont: ADFont? { get }
    /// The font to show: the document's font adjusted by the font binding, or `nil` for the
    /// front end's default.
    var font: ADFont? { get }
    /// Sets the font the font binding gave; `nil` restores ``documentFont``.
    func setFont(_ font: ADFont?)
    /// The field path or formula giving whether the control is hidden.
    var hiddenPath: String { get }
    /// The colour paths of the control by role; roles without a path are absent.
    var colorPaths: [ADColorRole: String] { get }
    /// Whether the control accepts input.
    var isEnabled: Bool { get set }
    /// Whether the control is hidden.
    var isHidden: Bool { get set }
    /// The colours the colour paths gave, by role; absent roles use the front end's default.
    var colors: [ADColorRole: ADColor] { get }
    /// Sets a colour; `nil` restores the front end's default.
    func setColor(_ color: ADColor?, for role: ADColorRole)
    /// Shows `value`, converting it by the control's rules.
    ///
    /// `NULL` shows as empty and must not throw.
    /// - Throws: ``ADConversionError`` when the value cannot be shown; the control then
    ///   shows `NULL`.
    func display(_ value: ADValue) throws(ADConversionError)
    /// The control as what it is, for front ends to switch over; custom controls are
    /// ``ADControl/custom(_:)``.
    var typed: ADControl { get }
}

extension ADBindable {
    /// No binding expression: the control's value comes from ``dataPath``.
    public var dataBinding: ADBindingExpression? { nil }
    /// No expression: ``enabledPath`` decides.
    public var enabledBinding: ADBindingExpression? { nil }
    /// No expression: ``hiddenPath`` decides.
    public var hiddenBinding: ADBindingExpression? { nil }
    /// No style binding.
    public var styleBinding: ADBindingExpression? { nil }
    /// No font binding.
    public var fontBinding: ADBindingExpression? { nil }
    /// No document font.
    public var documentFont: ADFont? { nil }
    /// No font of its own: the front end's default.
    public var font: ADFont? { nil }
    /// A control without fonts ignores them.
    public func setFont(_ font: ADFont?) {}

    /// A custom control.
    public var typed: ADControl { .custom(self) }

    /// The control for messages, by kind and name: `text field 'price'`, or `text field` when
    /// it has no name.
    public var kindAndName: String {
        let kind = typed.kind?.description ?? "control"
        return name.isEmpty ? kind : "\(kind) '\(name)'"
    }
}
