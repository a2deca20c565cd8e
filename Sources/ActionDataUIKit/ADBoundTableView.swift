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
    /// How the table shows the model; the table's public data source methods answer with it.
    private lazy var source = ListTableSource(model: model) { [weak self] in self?.reportEdit() }

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
        source.prepare(self)
    }

    /// The field or formula giving the array of rows; `dataSourceBinding_aka` replaces it.
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
        source.show(in: self)
    }

    // MARK: UITableViewDataSource

    public func numberOfSections(in tableView: UITableView) -> Int {
        source.numberOfSections(in: tableView)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        source.tableView(tableView, numberOfRowsInSection: section)
    }

    /// The row's cell, of the reuse identifier its cell layout names: a storyboard prototype or
    /// a registered class when the table has one, else a new plain cell with that identifier.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        source.tableView(tableView, cellForRowAt: indexPath)
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        source.tableView(tableView, titleForHeaderInSection: section)
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        source.tableView(tableView, titleForFooterInSection: section)
    }

    // MARK: UITableViewDelegate

    /// The user selected a row: the model takes it and the controller writes it back.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        source.tableView(tableView, didSelectRowAt: indexPath)
    }
}
