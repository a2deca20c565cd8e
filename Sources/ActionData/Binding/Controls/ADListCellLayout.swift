/// One layout of a list's cells: AKABeacon's prototype cell, named by its reuse identifier,
/// with the text and style bindings its own views carry.
///
/// A list's `cellMapping` picks a layout per row by condition, evaluated with the row as
/// `$data` (`$when(<NSNumber>) "NumberCell" $when(isDone) "DoneCell"`), and
/// `defaultCellMapping` names the layout of the rows no branch picks. A row of a layout the
/// list has shows that layout's bindings only, as a prototype cell shows its own views; a row
/// of no layout, or of a name the list has no layout for, shows the list's own
/// (``ADListModel/cellBinding``, ``ADListModel/cellStyleBinding``).
public struct ADListCellLayout: Sendable, Hashable {
    /// The reuse identifier: `ItemCell`.
    public var identifier: String
    /// The text of a row in this layout, evaluated with the row as `$data`.
    public var cellBinding: ADBindingExpression?
    /// The style of a row in this layout (`{ backgroundColor: … }`), with the row as `$data`.
    public var cellStyleBinding: ADBindingExpression?

    /// A layout from its parts.
    public init(identifier: String, cellBinding: ADBindingExpression? = nil, cellStyleBinding: ADBindingExpression? = nil) {
        self.identifier = identifier
        self.cellBinding = cellBinding
        self.cellStyleBinding = cellStyleBinding
    }

    /// The layout name `mapping` gives for a row: the text of its active branch's value, or
    /// the class a `<Class>` names; `nil` when no branch is active or the value is `NULL` or
    /// empty. A mapping that fails to evaluate throws; the list records it as a fallback issue
    /// and the row uses the default layout.
    static func name(
        from mapping: ADBindingExpression?, in record: ADRecord, row: ADValue?
    ) throws(ADEvaluationError) -> String? {
        guard let mapping, let active = try mapping.activeBinding(in: record, data: row) else { return nil }
        if case .classReference(let name, _)? = active.primary { return name }
        let value = try active.value(in: record, data: row)
        guard !value.isNull else { return nil }
        let name = value.asText()
        return name.isEmpty ? nil : name
    }
}
