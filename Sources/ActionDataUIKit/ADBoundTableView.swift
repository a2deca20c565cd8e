#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A table view listing the rows of an array of the data model (AKABeacon's table view with a
/// `dataSourceBinding_aka`, the spec's `ADBoundTableView`), over an `ADListModel`.
///
/// The table is its own data source and delegate. Each row's cell shows the text of
/// ``cellBinding`` and the background of ``cellStyleBinding``, both evaluated with the row as
/// `$data`; sections and their titles come from the data source binding
/// (`[ open { headerTitle: "Open" }, done { headerTitle: "Done" } ]`). Selecting a row writes
/// it to the binding's `selectedItem` path. When the array changes, the rows that came and went
/// are inserted and deleted with the binding's `insertAnimation` and `deleteAnimation`; when
/// only some rows changed in place (an edited row of a long list), those rows alone are reloaded.
/// Cells are made only for the rows in view, as the table asks for them.
/// The binding's `cellMapping` and `defaultCellMapping` pick each row's cell layout: its cell
/// is dequeued by that reuse identifier (a storyboard prototype, a registered class, else a
/// plain cell), and shows the bindings of `ADListModel.cellLayouts` under that name.
///
/// ```swift
/// let table = ADBoundTableView(frame: view.bounds, style: .insetGrouped)
/// table.dataSourceBinding_aka = "[ categories ] { selectedItem: selected }"
/// table.cellBinding = "name"
/// table.liveUpdate = true
/// ```
@MainActor
open class ADBoundTableView: UITableView, UITableViewDataSource, UITableViewDelegate, BoundView, AKABindingReceiver {
    /// The engine model: paths, bindings, sections, rows and the selection.
    public let model = ADListModel()
    weak var boundController: ADBoundViewController?
    /// The revision of the model's rows the table shows; `nil` before the first.
    private var shownRevision: Int?
    private static let cellIdentifier = "ADBoundTableViewCell"

    /// Creates a table view in code.
    public override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        attach()
    }

    /// Creates a table view from a storyboard; Interface Builder sets the inspectables after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        attach()
    }

    private func attach() {
        dataSource = self
        delegate = self
        register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    /// The field or formula giving the array of rows; ``dataSourceBinding_aka`` replaces it.
    @IBInspectable public var dataPath: String {
        get { model.dataPath }
        set { model.dataPath = newValue }
    }

    /// The field or formula giving whether the user can select rows.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the table is hidden.
    @IBInspectable public var hiddenPath: String {
        get { model.hiddenPath }
        set { model.hiddenPath = newValue }
    }

    /// The field or formula giving the table's background colour (`#RRGGBB`).
    @IBInspectable public var backgroundColorPath: String {
        get { model.colorPath(for: .background) }
        set { model.setColorPath(newValue, for: .background) }
    }

    /// Whether selecting a row writes it to the record at once.
    @IBInspectable public var liveUpdate: Bool {
        get { model.liveUpdate }
        set { model.liveUpdate = newValue }
    }

    /// The binding giving each cell's text, evaluated with the row as `$data` (`name`,
    /// `$when(isDone) "✓ " + name $else name`). Empty shows the row as text.
    @IBInspectable public var cellBinding: String = "" {
        didSet { model.cellBinding = inspectables.parse(cellBinding, as: .text, for: "cellBinding") }
    }

    /// The style binding of each cell, evaluated with the row as `$data`: its
    /// `backgroundColor` colours the cell (`{ backgroundColor: $when(isDone) "#C8F0C8" }`).
    @IBInspectable public var cellStyleBinding: String = "" {
        didSet { model.cellStyleBinding = inspectables.parse(cellStyleBinding, as: .style, for: "cellStyleBinding") }
    }

    /// The binding texts that did not parse or name attributes their kind does not know, by
    /// inspectable name.
    public var bindingErrors: [String: ADBindingExpressionError] { inspectables.errors }

    /// Parses AKABeacon's data source binding (`dataSourceBinding_aka`: the rows, `items` or
    /// sections `[ open { headerTitle: "Open" }, done ]`, and their attributes) as it is set.
    func akaBindingDidChange(_ keyPath: String, to source: String) {
        guard keyPath == "dataSourceBinding_aka" else { return }
        model.dataBinding = inspectables.parse(source, as: .dataSource, for: keyPath)
    }

    private var inspectables = InspectableBindings()

    var bindable: any ADBindable { model }

    func render() {
        renderVisibility()
        switch model.update(since: shownRevision) {
        case .none:
            break
        case .reloadAll:
            reloadData()
        case .changed(let rows):
            reloadRows(at: rows.map(IndexPath.init), with: .none)
        case .rows(let removed, let inserted):
            performBatchUpdates {
                self.deleteRows(at: removed.map(IndexPath.init), with: UITableView.RowAnimation(self.model.deleteAnimation))
                self.insertRows(at: inserted.map(IndexPath.init), with: UITableView.RowAnimation(self.model.insertAnimation))
            }
        }
        shownRevision = model.revision
        let selection = model.selectedIndex.map(IndexPath.init)
        if indexPathForSelectedRow != selection {
            selectRow(at: selection, animated: false, scrollPosition: .none)
        }
    }

    // MARK: UITableViewDataSource

    public func numberOfSections(in tableView: UITableView) -> Int {
        model.numberOfSections
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model.numberOfRows(inSection: section)
    }

    /// The row's cell, of the reuse identifier its cell layout names: a storyboard prototype or
    /// a registered class when the table has one, else a new plain cell with that identifier.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = model.row(at: ADListIndex(indexPath))
        let cell: UITableViewCell
        if let layout = row?.cellLayout {
            cell = tableView.dequeueReusableCell(withIdentifier: layout) ?? UITableViewCell(style: .default, reuseIdentifier: layout)
        } else {
            cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        }
        var content = cell.defaultContentConfiguration()
        content.text = row?.text
        cell.contentConfiguration = content
        cell.backgroundColor = UIColor.bound(row?.backgroundColor)
        return cell
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        model.headerTitle(ofSection: section)
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        model.footerTitle(ofSection: section)
    }

    // MARK: UITableViewDelegate

    /// The user selected a row: the model takes it and the controller writes it back.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        model.selectedIndex = ADListIndex(indexPath)
        reportEdit()
    }
}

extension IndexPath {
    /// The index path of an engine row position.
    fileprivate init(_ index: ADListIndex) {
        self.init(row: index.row, section: index.section)
    }
}

extension ADListIndex {
    /// The engine row position of a table view index path.
    fileprivate init(_ indexPath: IndexPath) {
        self.init(section: indexPath.section, row: indexPath.row)
    }
}

extension UITableView.RowAnimation {
    /// The UIKit animation of an engine row animation.
    fileprivate init(_ animation: ADListRowAnimation) {
        switch animation {
        case .fade: self = .fade
        case .right: self = .right
        case .left: self = .left
        case .top: self = .top
        case .bottom: self = .bottom
        case .none: self = .none
        case .middle: self = .middle
        case .automatic: self = .automatic
        }
    }
}
