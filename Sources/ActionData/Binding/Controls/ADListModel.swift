/// A list (AKABeacon's table view with a `dataSourceBinding_aka`): rows from an array field,
/// optionally in sections, each shown through cell bindings evaluated relative to its row.
///
/// The data binding gives the rows: `items` is one section, `[ items ]` or `[ open, done ]`
/// one section per element. Each row's ``ADListRow/text`` is ``cellBinding`` evaluated with
/// the row as `$data` (plain key paths read the row, `$root` the record), and its background
/// ``cellStyleBinding``'s `backgroundColor`, conditionals included. When the array changes the
/// rows are rebuilt and ``lastChange`` says which were inserted and removed.
///
/// The binding's `selectedItem` key path is where the selected row is written: selecting a row
/// (``selectedIndex``, then the controller's `controlDidChange`) writes that row's value
/// there, and the row equal to the field's value is shown selected.
///
/// ```swift
/// let list = ADListModel(name: "operations")
/// list.dataBinding = try ADBindingExpression("[ items ] { selectedItem: current }", kind: .dataSource)
/// list.cellBinding = try ADBindingExpression("name")
/// ```
public final class ADListModel: ADEditableControlModel<ADListIndex?>, ADEditableBindable {
    /// The text of each row: a binding evaluated with the row as `$data`; `nil` shows the row
    /// as text.
    public var cellBinding: ADBindingExpression?
    /// The style of each row (`{ backgroundColor: $when(isFinished) … }`), evaluated with the
    /// row as `$data`.
    public var cellStyleBinding: ADBindingExpression?
    /// The sections and their rows, as last shown.
    public private(set) var sections: [ADListSection] = []
    /// The rows inserted and removed by the last change of the array.
    public private(set) var lastChange = ADListChange()
    /// Where the selected row is written: the binding's `selectedItem` key path.
    public private(set) var selectionPath: ADFieldPath?
    private var record = ADRecord()
    private var selectedValue: ADValue = .null
    private var isSectioned = false

    /// Creates a list bound to the rows of `dataPath`.
    public init(name: String = "", dataPath: String = "") {
        super.init(named: name, dataPath: dataPath, value: nil)
    }

    /// A list.
    public var typed: ADControl { .list(self) }

    /// The selected row, or `nil`.
    public var selectedIndex: ADListIndex? {
        get { editedState }
        set { editedState = newValue }
    }

    /// The value of the selected row, or `NULL`.
    public var selectedRowValue: ADValue {
        guard let index = selectedIndex, sections.indices.contains(index.section),
              sections[index.section].rows.indices.contains(index.row) else { return .null }
        return sections[index.section].rows[index.row].value
    }

    /// Shows the rows of `value` (an array of rows, or of sections); `NULL` shows none.
    /// - Throws: ``ADConversionError`` for a value that is not an array.
    public func display(_ value: ADValue) throws(ADConversionError) {
        let before = sections
        sections = []
        show(nil)
        let groups: [[ADValue]]
        switch value {
        case .null: groups = []
        case .array(let elements) where isSectioned:
            groups = elements.map { element in if case .array(let rows) = element { rows } else { [element] } }
        case .array(let rows): groups = [rows]
        default: throw ADConversionError(value: value.asText(), target: "list of rows")
        }
        sections = groups.map { rows in ADListSection(rows: rows.map(row(for:))) }
        lastChange = ADListChange(from: before, to: sections)
        show(index(of: selectedValue))
    }

    /// The selected row's value (`NULL` when none is selected), in the field's type.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        switch selectedRowValue {
        case .null: return .null
        case .record, .array: return selectedRowValue
        case let value: return try EditedValue.coerce(value, type: type, kind: kind)
        }
    }

    private func row(for value: ADValue) -> ADListRow {
        let text = (try? cellBinding?.value(in: record, data: value).asText()) ?? value.asText()
        let background = try? cellStyleBinding?.attribute("backgroundColor")?.value(in: record, data: value).asColor()
        return ADListRow(value: value, text: text, backgroundColor: background)
    }

    private func index(of value: ADValue) -> ADListIndex? {
        guard !value.isNull else { return nil }
        for (section, rows) in sections.enumerated() {
            if let row = rows.rows.firstIndex(where: { $0.value == value }) { return ADListIndex(section: section, row: row) }
        }
        return nil
    }
}

extension ADListModel: BindingAttributeReceiver, SelectionWriting {
    func receiveAttributes(of binding: ADBindingExpression?, record: ADRecord) throws(ADEvaluationError) {
        self.record = record
        if case .array? = binding?.primary { isSectioned = true } else { isSectioned = false }
        selectionPath = binding?.attribute("selectedItem")?.writableFieldPath
        selectedValue = try binding?.attributeValue("selectedItem", in: record) ?? .null
    }

    var selectionFieldPath: ADFieldPath? { dataBinding?.attribute("selectedItem")?.writableFieldPath }
}

/// A row's position in a list: its section and its row within it.
public struct ADListIndex: Sendable, Hashable {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// A position from its parts.
    public init(section: Int = 0, row: Int) {
        self.section = section
        self.row = row
    }
}

/// One section of a list.
public struct ADListSection: Sendable, Hashable {
    /// The rows, in order.
    public var rows: [ADListRow]
}

/// One row of a list: the element of the array, and how its cell shows it.
public struct ADListRow: Sendable, Hashable {
    /// The array element (a record for object rows).
    public var value: ADValue
    /// The cell's text.
    public var text: String
    /// The cell's background from the cell style, or `nil`.
    public var backgroundColor: ADColor?
}

/// The rows a change of a list's array inserted and removed, by their position after and
/// before the change respectively.
public struct ADListChange: Sendable, Hashable {
    /// Rows new in the array, at their new positions.
    public var inserted: [ADListIndex] = []
    /// Rows no longer in the array, at their old positions.
    public var removed: [ADListIndex] = []

    /// No change.
    public init() {}

    init(from old: [ADListSection], to new: [ADListSection]) {
        for section in 0..<max(old.count, new.count) {
            let before = old.indices.contains(section) ? old[section].rows.map(\.value) : []
            let after = new.indices.contains(section) ? new[section].rows.map(\.value) : []
            for change in after.difference(from: before) {
                switch change {
                case .insert(let offset, _, _): inserted.append(ADListIndex(section: section, row: offset))
                case .remove(let offset, _, _): removed.append(ADListIndex(section: section, row: offset))
                }
            }
        }
    }
}

/// A control that writes somewhere else than its data binding's path: a list writes its
/// selected row to the `selectedItem` key path.
protocol SelectionWriting {
    /// Where the control writes.
    var selectionFieldPath: ADFieldPath? { get }
}
