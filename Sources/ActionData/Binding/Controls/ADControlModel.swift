/// The binding state every control model of the engine shares: its name, data, enabled and
/// hidden paths, its colours, and the state a front end renders for them.
///
/// The concrete models (``ADLabelModel`` … ``ADTextPickerModel``, one per ``ADControlKind``)
/// inherit from it; the class cannot be subclassed outside ActionData. Custom controls
/// conform to ``ADBindable`` instead.
public class ADControlModel: ADViewNode {
    /// A name for error messages, such as the front end's view identifier.
    public var name: String
    /// The field path or formula giving the value the control shows or edits.
    public var dataPath: String
    /// An AKABeacon binding expression giving the value instead of ``dataPath`` when set: a
    /// conditional shows its active branch for each record, and a label or text field shows
    /// through that branch's text attributes.
    ///
    /// ```swift
    /// let status = ADLabelModel(name: "status")
    /// status.dataBinding = try ADBindingExpression(
    ///     "$when(isFinished) \"done\" $else progress { numberFormatter: { numberStyle: .PercentStyle } }")
    /// ```
    public var dataBinding: ADBindingExpression?
    /// The field path or formula giving whether the control is enabled.
    public var enabledPath = ""
    /// The field path or formula giving whether the control is hidden.
    public var hiddenPath = ""
    /// A binding expression giving whether the control is enabled, used instead of
    /// ``enabledPath``: `$when(isReady) $true $else $false`.
    public var enabledBinding: ADBindingExpression?
    /// A binding expression giving whether the control is hidden, used instead of ``hiddenPath``.
    public var hiddenBinding: ADBindingExpression?
    /// AKABeacon's style binding: `{ textColor: $when(late) $color { r: 255 } $else …,
    /// backgroundColor: …, tintColor: …, hidden: … }`. Each colour sets the role
    /// (`textColor` → ``ADColorRole/text``, `tintColor` → ``ADColorRole/tint``,
    /// `backgroundColor` → ``ADColorRole/background``) when the control's kind has it;
    /// `hidden` acts as ``hiddenBinding``.
    public var styleBinding: ADBindingExpression?
    /// AKABeacon's font binding (`fontBinding_aka`): `{ traits: symbolicTraits, size: pointSize }`
    /// adjusts ``documentFont`` by the bound attributes, re-evaluated live; `{}` keeps the
    /// document's font. Kinds without text (``ADControlKind/hasFont``) have no font.
    public var fontBinding: ADBindingExpression?
    /// The font the document gives the control (an Interface Builder `fontDescription`), the
    /// base a font binding adjusts.
    public var documentFont: ADFont? {
        get { boxedDocumentFont?.value }
        set { boxedDocumentFont = OutOfLine.boxing(newValue) }
    }
    /// The font to show: what the font binding gave, else ``documentFont``.
    public var font: ADFont? { (boxedBoundFont ?? boxedDocumentFont)?.value }
    /// Whether the control accepts input; `true` until `enabledPath` says otherwise.
    public var isEnabled = true
    /// Whether the control is hidden; `false` until `hiddenPath` says otherwise.
    public var isHidden = false
    /// The colour paths by role; each model also exposes them under the spec's names.
    public private(set) var colorPaths: [ADColorRole: String] = [:]
    /// The colours the colour paths gave, by role; absent roles use the front end's default.
    public private(set) var colors: [ADColorRole: ADColor] = [:]
    /// The binding attributes that failed to evaluate at the control's last refresh; the
    /// control shows its documented fallback for each (see ``ADFallbackIssue``).
    public internal(set) var fallbackIssues: [ADFallbackIssue] = []
    /// ``documentFont`` and the bound font, out of line: most controls have neither.
    private var boxedDocumentFont: OutOfLine<ADFont>?
    private var boxedBoundFont: OutOfLine<ADFont>?

    init(named name: String, dataPath: String) {
        self.name = name
        self.dataPath = dataPath
    }

    /// Sets the font the font binding gave; `nil` restores ``documentFont``.
    public func setFont(_ font: ADFont?) {
        guard boxedBoundFont?.value != font else { return }
        boxedBoundFont = OutOfLine.boxing(font)
    }

    /// Sets a colour; `nil` restores the front end's default.
    public func setColor(_ color: ADColor?, for role: ADColorRole) {
        colors[role] = color
    }

    /// The colour path of `role`, empty when none is set.
    public func colorPath(for role: ADColorRole) -> String { colorPaths[role] ?? "" }

    /// Sets the colour path of `role`; an empty path removes it.
    public func setColorPath(_ path: String, for role: ADColorRole) {
        colorPaths[role] = path.isEmpty ? nil : path
    }
}
