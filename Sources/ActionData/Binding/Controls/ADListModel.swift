/// A list (AKABeacon's table view with a `dataSourceBinding_aka`): rows from an array field,
/// optionally in sections, each shown through cell bindings evaluated relative to its row.
///
/// The data binding gives the rows: `items` is one section, `[ items ]` or `[ open, done ]`
/// one section per element. An element's attributes title its section, evaluated in the record
/// like the rest of the binding: `[ open { headerTitle: "Open" }, done { headerTitle: "Done",
/// footerTitle: doneNote } ]` (``ADListSection/headerTitle``, ``ADListSection/footerTitle``).
/// Each row's ``ADListRow/text`` is ``cellBinding`` evaluated with
/// the row as `$data` (plain key paths read the row, `$root` the record), and its background
/// ``cellStyleBinding``'s `backgroundColor`, conditionals included. When the array changes the
/// rows are rebuilt and ``lastChange`` says which were inserted and removed; a table brings
/// itself up to date with ``update(since:)``.
///
/// Sections can also come from the model: `sections { dynamic: rows { headerTitle: title } }`
/// makes one section per element of the array `sections`, its rows the element's `rows` and its
/// titles evaluated with the element as `$data`; such an element may stand among fixed ones
/// (`[ pinned { headerTitle: "Pinned" }, groups { dynamic: items { headerTitle: name } } ]`).
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
    /// The named cell layouts (prototype cells) that `cellMapping` and `defaultCellMapping`
    /// pick from; a row whose layout is not here shows through the list's own cell bindings.
    public var cellLayouts: [ADListCellLayout] = []
    /// The layout of the rows `cellMapping` does not place: the binding's `defaultCellMapping`.
    public private(set) var defaultCellLayout: String?
    /// The sections and their rows, as last shown.
    public private(set) var sections: [ADListSection] = []
    /// The rows inserted and removed by the last change of the array.
    public private(set) var lastChange = ADListChange()
    /// Counts the times the rows were rebuilt: a table remembers the revision it shows and asks
    /// ``update(since:)`` how to catch up.
    public private(set) var revision = 0
    /// Where the selected row is written: the binding's `selectedItem` key path.
    public private(set) var selectionPath: ADFieldPath?
    /// How inserted rows appear: the binding's `insertAnimation`.
    public private(set) var insertAnimation = ADListRowAnimation.automatic
    /// How removed rows disappear: the binding's `deleteAnimation`.
    public private(set) var deleteAnimation = ADListRowAnimation.automatic
    private var record = ADRecord()
    private var cellMapping: ADBindingExpression?
    private var selectedValue: ADValue = .null
    private var isSectioned = false
    private var sectionSources: [SectionSource] = []
    /// The `dynamic:` binding of a data binding that is not an array of sections.
    private var dynamicSections: ADBindingExpression?
    /// The fallback issues of the binding's attributes, from the last time they were received.
    private var attributeIssues: [ADFallbackIssue] = []
    /// The fallback issues of the rows and dynamic sections, from the last display.
    private var rowIssues = FallbackRecorder()
    /// The sections as of the last few revisions before the current one, oldest first.
    private var history: [(revision: Int, sections: [ADListSection])] = []
    private static let historyLength = 8

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
        guard let index = selectedIndex, let row = row(at: index) else { return .null }
        return row.value
    }

    /// Shows the rows of `value` (an array of rows, or of sections); `NULL` shows none.
    /// - Throws: ``ADConversionError`` for a value that is not an array.
    public func display(_ value: ADValue) throws(ADConversionError) {
        let before = sections
        history.append((revision, before))
        if history.count > Self.historyLength { history.removeFirst() }
        revision &+= 1
        sections = []
        show(nil)
        rowIssues = FallbackRecorder()
        defer { fallbackIssues = attributeIssues + rowIssues.issues }
        sections = try groups(of: value).map { group in
            let mapping = group.attributes.cellMapping ?? cellMapping
            return ADListSection(
                rows: group.rows.map { row(for: $0, cellMapping: mapping) }, headerTitle: group.attributes.header,
                footerTitle: group.attributes.footer)
        }
        lastChange = ADListChange(from: before, to: sections)
        show(index(of: selectedValue))
    }

    /// How a table showing the rows of `shownRevision` (`nil`: it shows nothing yet) comes up
    /// to date: nothing when it shows the current ``revision``; the rows deleted and inserted
    /// since, when only rows came and went (over up to eight revisions, so the refreshes of one
    /// record change play as one update); else a reload.
    public func update(since shownRevision: Int?) -> ADListUpdate {
        guard let shownRevision else { return .reloadAll }
        if shownRevision == revision { return .none }
        guard let shown = history.last(where: { $0.revision == shownRevision })?.sections else { return .reloadAll }
        return ADListUpdate(from: shown, to: sections, change: ADListChange(from: shown, to: sections))
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of rows of `section`; 0 for a section the list does not have.
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// The row at `index`, or `nil` when the list has no such row.
    public func row(at index: ADListIndex) -> ADListRow? {
        guard sections.indices.contains(index.section), sections[index.section].rows.indices.contains(index.row) else { return nil }
        return sections[index.section].rows[index.row]
    }

    /// The header title of `section`, or `nil` for none and for a section the list does not have.
    public func headerTitle(ofSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].headerTitle : nil
    }

    /// The footer title of `section`, or `nil` for none and for a section the list does not have.
    public func footerTitle(ofSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].footerTitle : nil
    }

    /// The selected row's value (`NULL` when none is selected), in the field's declared type
    /// when it has one. The kind of the value the field held before does not bind it: the
    /// field holds the last selected row, and the rows of one list may differ in kind.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        switch selectedRowValue {
        case .null: return .null
        case .record, .array: return selectedRowValue
        case let value: return type == nil ? value : try EditedValue.coerce(value, type: type, kind: nil)
        }
    }

    /// The sections of the data binding's value: one per element of an array of sections (a
    /// dynamic element giving one per section object), else the rows of one section.
    private func groups(of value: ADValue) throws(ADConversionError) -> [(rows: [ADValue], attributes: SectionAttributes)] {
        if let dynamicSections { return try sections(of: value, through: dynamicSections) }
        switch value {
        case .null:
            return []
        case .array(let elements) where isSectioned:
            var groups: [(rows: [ADValue], attributes: SectionAttributes)] = []
            for (offset, element) in elements.enumerated() {
                switch sectionSources.indices.contains(offset) ? sectionSources[offset] : .fixed(SectionAttributes()) {
                case .dynamic(let binding): groups += try sections(of: element, through: binding)
                case .fixed(let titles): groups.append((Self.rows(of: element), titles))
                }
            }
            return groups
        case .array(let rows):
            return [(rows, SectionAttributes())]
        default:
            throw ADConversionError(value: value.asText(), target: "list of rows")
        }
    }

    /// The rows of a fixed section's value: its elements, or the value as one row.
    private static func rows(of value: ADValue) -> [ADValue] {
        if case .array(let rows) = value { rows } else { [value] }
    }

    /// One section per element of `value` (an array of section objects, `NULL` for none): its
    /// rows `binding`'s value and its titles `binding`'s, each with the element as `$data`.
    private func sections(
        of value: ADValue, through binding: ADBindingExpression
    ) throws(ADConversionError) -> [(rows: [ADValue], attributes: SectionAttributes)] {
        let elements: [ADValue]
        switch value {
        case .null: return []
        case .array(let sectionValues): elements = sectionValues
        default: throw ADConversionError(value: value.asText(), target: "list of sections")
        }
        return try elements.enumerated().map { offset, element throws(ADConversionError) in
            let rows: [ADValue]
            // A section whose rows fail to evaluate is shown empty, as a NULL one, and the
            // failure is a fallback issue; the list still shows its other sections.
            let section = "dynamic section \(offset)"
            switch rowIssues.value(of: "rows of \(section)", { try binding.value(in: record, data: element) }) {
            case nil, .null?: rows = []
            case .array(let values)?: rows = values
            case let other?: throw ADConversionError(value: other.asText(), target: "array of a section's rows")
            }
            let active = rowIssues.value(of: section) { try binding.activeBinding(in: record, data: element) }
            return (rows, SectionAttributes(of: active, in: record, data: element, section: section, recorder: &rowIssues))
        }
    }

    /// The row showing `value`, its layout chosen by `cellMapping` (the section's, else the list's).
    private func row(for value: ADValue, cellMapping: ADBindingExpression?) -> ADListRow {
        // Each failure below is a fallback issue. A mapping that fails picks the default layout.
        let mapped = rowIssues.value(of: "cellMapping") { try ADListCellLayout.name(from: cellMapping, in: record, row: value) }
        let layoutName = mapped ?? defaultCellLayout
        let layout = layoutName.flatMap { name in cellLayouts.first { $0.identifier == name } }
        let textBinding = layout.map(\.cellBinding) ?? cellBinding
        // A row whose text binding fails shows the row's own value as text, as AKABeacon does.
        let text = rowIssues.value(of: "cellBinding") { try textBinding?.value(in: record, data: value).asText() } ?? value.asText()
        let style = layout.map(\.cellStyleBinding) ?? cellStyleBinding
        // A background colour that fails to evaluate leaves the front end's default background.
        let background = rowIssues.value(of: "backgroundColor") {
            try style?.attribute("backgroundColor")?.value(in: record, data: value).asColor()
        }
        return ADListRow(value: value, text: text, backgroundColor: background, cellLayout: layoutName)
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
        // Each failure below is a fallback issue, shown as its documented default.
        var recorder = FallbackRecorder()
        defer {
            attributeIssues = recorder.issues
            fallbackIssues = attributeIssues
        }
        if case .array(let elements, _)? = binding?.primary {
            isSectioned = true
            sectionSources = elements.enumerated().map { offset, element in
                SectionSource(of: element, in: record, section: "section \(offset)", recorder: &recorder)
            }
            dynamicSections = nil
        } else {
            isSectioned = false
            sectionSources = []
            dynamicSections = binding?.attribute("dynamic")
        }
        selectionPath = binding?.attribute("selectedItem")?.writableFieldPath
        cellMapping = binding?.attribute("cellMapping")
        defaultCellLayout = recorder.value(of: "defaultCellMapping") {
            try ADListCellLayout.name(from: binding?.attribute("defaultCellMapping"), in: record, row: nil)
        }
        // Row animations are decoration: one that fails to evaluate is the default animation (nil).
        insertAnimation = ADListRowAnimation(recorder.value(of: "insertAnimation") { try binding?.attributeValue("insertAnimation", in: record) })
        deleteAnimation = ADListRowAnimation(recorder.value(of: "deleteAnimation") { try binding?.attributeValue("deleteAnimation", in: record) })
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
    /// The title over the section: the `headerTitle` attribute of the section's element of the
    /// data binding's array, or `nil` for none, for `NULL` and for a formula that fails.
    public var headerTitle: String?
    /// The title under the section: the element's `footerTitle` attribute, like
    /// ``headerTitle``.
    public var footerTitle: String?
}

/// What one element of a sectioned data binding gives its section: its titles, and the
/// `cellMapping` its rows use instead of the list's (`open { headerTitle: "Open", cellMapping:
/// $when(urgent) "UrgentCell" }`).
private struct SectionAttributes {
    var header: String?
    var footer: String?
    var cellMapping: ADBindingExpression?

    init() {}

    /// The `headerTitle` and `footerTitle` of an element's active branch `active` (`nil`
    /// when none is active or it failed to evaluate), evaluated in `record` with `data` (a
    /// dynamic section's object) as `$data`; a title that is `NULL` or fails to evaluate is
    /// `nil`, the failure recorded as a fallback issue of `section`.
    init(of active: ADBindingExpression?, in record: ADRecord, data: ADValue? = nil, section: String, recorder: inout FallbackRecorder) {
        guard let active else { return }
        header = Self.title(active.attribute("headerTitle"), in: record, data: data, name: "headerTitle of \(section)", recorder: &recorder)
        footer = Self.title(active.attribute("footerTitle"), in: record, data: data, name: "footerTitle of \(section)", recorder: &recorder)
        cellMapping = active.attribute("cellMapping")
    }

    private static func title(
        _ binding: ADBindingExpression?, in record: ADRecord, data: ADValue?, name: String, recorder: inout FallbackRecorder
    ) -> String? {
        guard let value = recorder.value(of: name, { try binding?.value(in: record, data: data) }), !value.isNull else { return nil }
        return value.asText()
    }
}

/// Where the sections of one element of a sectioned data binding come from.
private enum SectionSource {
    /// One section with fixed titles: `open { headerTitle: "Open" }`.
    case fixed(SectionAttributes)
    /// A section per object of the element's array: `groups { dynamic: rows { headerTitle: name } }`.
    case dynamic(ADBindingExpression)

    /// The source of `element`; an element whose branch fails to evaluate is a static section
    /// without titles, the failure recorded as a fallback issue of `section`.
    init(of element: ADBindingExpression, in record: ADRecord, section: String, recorder: inout FallbackRecorder) {
        let active = recorder.value(of: section) { try element.activeBinding(in: record) }
        if let dynamic = active?.attribute("dynamic") {
            self = .dynamic(dynamic)
        } else {
            self = .fixed(SectionAttributes(of: active, in: record, section: section, recorder: &recorder))
        }
    }
}

/// One row of a list: the element of the array, and how its cell shows it.
public struct ADListRow: Sendable, Hashable {
    /// The array element (a record for object rows).
    public var value: ADValue
    /// The cell's text.
    public var text: String
    /// The cell's background from the cell style, or `nil`.
    public var backgroundColor: ADColor?
    /// The name of the cell layout the row is shown in (``ADListCellLayout/identifier``), from
    /// `cellMapping` or `defaultCellMapping`; `nil` for the list's one layout.
    public var cellLayout: String?
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
