#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// A task board as an app would write it: a view controller building a bound table of open and
/// done tasks and a label showing the selected one.
@MainActor
final class TaskBoardController: ADBoundViewController {
    let table = ADBoundTableView(frame: CGRect(x: 0, y: 0, width: 390, height: 220), style: .grouped)
    let current = ADBoundLabel(frame: CGRect(x: 16, y: 240, width: 358, height: 21))

    override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSourceBinding_aka = """
            [ open { headerTitle: "Open" }, done { headerTitle: "Done", footerTitle: doneNote } ]
            { selectedItem: current, insertAnimation: .Fade, deleteAnimation: .Left }
            """
        table.cellBinding = "$when(urgent) upper(title) $else title"
        table.cellStyleBinding = ##"{ backgroundColor: $when(urgent) "#FF0000" }"##
        table.liveUpdate = true
        table.enabledPath = "editable"
        table.hiddenPath = "archived"
        current.dataPath = "current.title"
        view.addSubview(table)
        view.addSubview(current)
    }

    /// The selections the app was told of, as the record held them then.
    var selections: [ADValue?] = []

    override func controlDidChange(_ control: any ADBindable) {
        if control === table.model { selections.append(record["current"]) }
    }
}

@MainActor
@Suite("ADBoundTableView lists, selects and animates rows")
struct TableViewTests {
    static func task(_ title: String, urgent: Bool = false) -> ADValue { ["title": .string(title), "urgent": .bool(urgent)] }

    static let board: ADRecord = [
        "open": [task("Write"), task("Test", urgent: true), task("Ship")],
        "done": [task("Plan"), task("Design")],
        "doneNote": "2 finished", "current": .null, "editable": true, "archived": false,
    ]

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = TaskBoardController(nibName: nil, bundle: nil)
    var table: ADBoundTableView { controller.table }

    /// Presents the board as UIKit does, fills it from `record` and lays the table out.
    func show(_ record: ADRecord = Self.board) {
        window.addSubview(controller.view)
        controller.viewWillAppear(false)
        controller.record = record
        controller.updateBindings()
        controller.viewDidAppear(false)
        table._simulateLayout()
    }

    func text(at row: Int, _ section: Int) -> String? {
        (table._visibleCells[IndexPath(row: row, section: section)]?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    func background(at row: Int, _ section: Int) -> String? {
        table._visibleCells[IndexPath(row: row, section: section)]?.backgroundColor?.hex
    }

    @Test func fillsSectionsTitlesTextsAndBackgrounds() {
        show()
        #expect(controller.controls.count == 2)
        #expect(table.bindingErrors.isEmpty)
        #expect(table._visibleCells.count == 5)
        #expect([text(at: 0, 0), text(at: 1, 0), text(at: 2, 0)] == ["Write", "TEST", "Ship"])
        #expect([text(at: 0, 1), text(at: 1, 1)] == ["Plan", "Design"])
        #expect(background(at: 1, 0) == "#FF0000")
        #expect(background(at: 0, 0) == nil)
        #expect(table._headerTitles == [0: "Open", 1: "Done"])
        #expect(table._footerTitles == [1: "2 finished"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(controller.current.text == "")
        #expect(table._inconsistencies.isEmpty)
    }

    @Test func scrollingAsksForTheCellsComingIntoView() {
        table.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
        show()
        #expect(Set(table._visibleCells.keys) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(table._headerTitles == [0: "Open"])
        let first = table._visibleCells[IndexPath(row: 0, section: 0)]

        table.contentOffset = CGPoint(x: 0, y: 132)
        table._simulateLayout()
        #expect(Set(table._visibleCells.keys) == [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])
        #expect([text(at: 0, 1), text(at: 1, 1)] == ["Plan", "Design"])
        #expect(table._footerTitles == [1: "2 finished"])
        #expect(table._visibleCells.values.contains { $0 === first })

        table.contentOffset = CGPoint(x: 0, y: 44)
        table._simulateLayout()
        #expect([text(at: 1, 0), text(at: 2, 0)] == ["TEST", "Ship"])
        #expect(background(at: 1, 0) == "#FF0000")
        #expect(background(at: 2, 0) == nil)
        #expect(table.contentSize.height == 220)
    }

    @Test func tappingARowWritesItToTheSelectionAndUpdatesTheLabel() {
        show()
        table._simulateUserSelectRow(at: IndexPath(row: 1, section: 0))
        #expect(controller.record["current"] == Self.task("Test", urgent: true))
        #expect(controller.current.text == "Test")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.model.selectedIndex == ADListIndex(section: 0, row: 1))

        table._simulateUserSelectRow(at: IndexPath(row: 0, section: 1))
        #expect(controller.record["current"] == Self.task("Plan"))
        #expect(controller.current.text == "Plan")
        #expect(table._reloadCount == 1)
        #expect(controller.selections == [Self.task("Test", urgent: true), Self.task("Plan")])
    }

    @Test func theRecordSelectsARow() throws {
        var record = Self.board
        record["current"] = Self.task("Design")
        show(record)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        try controller.record.setValue(Self.task("Ship"), at: "current")
        controller.refreshDisplay()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        try controller.record.setValue(.null, at: "current")
        controller.refreshDisplay()
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func rowsAddedToTheArrayAreInsertedWithTheBindingsAnimation() throws {
        show()
        table._simulateUserSelectRow(at: IndexPath(row: 1, section: 0))
        let reloads = table._reloadCount
        try controller.record.setValue([Self.task("Write"), Self.task("Review"), Self.task("Test", urgent: true), Self.task("Ship")],
                                       at: "open")
        controller.refreshDisplay()
        #expect(table._lastBatchUpdate?.inserted == [IndexPath(row: 1, section: 0)])
        #expect(table._lastBatchUpdate?.deleted == [])
        #expect(table._lastRowAnimations.inserted == .fade)
        #expect(table._reloadCount == reloads)
        #expect(table._inconsistencies.isEmpty)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        table._simulateLayout()
        #expect(text(at: 1, 0) == "Review")
        #expect(text(at: 2, 0) == "TEST")
    }

    @Test func rowsRemovedFromTheArrayAreDeleted() throws {
        show()
        let reloads = table._reloadCount
        try controller.record.setValue([Self.task("Design")], at: "done")
        controller.updateBindings()
        #expect(table._lastBatchUpdate?.deleted == [IndexPath(row: 0, section: 1)])
        #expect(table._lastBatchUpdate?.inserted == [])
        #expect(table._lastRowAnimations.deleted == .left)
        #expect(table._reloadCount == reloads)
        #expect(table._inconsistencies.isEmpty)
        table._simulateLayout()
        #expect(table._visibleCells.count == 4)
        #expect(text(at: 0, 1) == "Design")
    }

    @Test func aLiveEditOfAnotherControlUpdatesTheTable() throws {
        show()
        let note = ADBoundTextField(frame: CGRect(x: 16, y: 280, width: 358, height: 30))
        note.dataPath = "doneNote"
        note.liveUpdate = true
        controller.view.addSubview(note)
        controller.updateBindings()
        let reloads = table._reloadCount
        note.text = "all done"
        note.sendActions(for: .editingChanged)
        #expect(table._reloadCount == reloads + 1)
        table._simulateLayout()
        #expect(table._footerTitles == [1: "all done"])
        #expect(table._inconsistencies.isEmpty)
    }

    @Test func aTitleOrSectionChangeReloads() throws {
        show()
        let reloads = table._reloadCount
        try controller.record.setValue("3 finished", at: "doneNote")
        controller.refreshDisplay()
        #expect(table._reloadCount == reloads + 1)
        controller.refreshDisplay()
        #expect(table._reloadCount == reloads + 1)
        table._simulateLayout()
        #expect(table._footerTitles == [1: "3 finished"])
    }

    @Test func disabledTablesTakeNoTapsAndHiddenOnesHide() throws {
        var record = Self.board
        record["editable"] = false
        show(record)
        #expect(!table.isUserInteractionEnabled)
        table._simulateUserSelectRow(at: IndexPath(row: 0, section: 0))
        #expect(controller.record["current"] == .null)
        #expect(table.indexPathForSelectedRow == nil)

        try controller.record.setValue(true, at: "editable")
        try controller.record.setValue(true, at: "archived")
        controller.refreshDisplay()
        #expect(table.isUserInteractionEnabled)
        #expect(table.isHidden)
        table._simulateUserSelectRow(at: IndexPath(row: 0, section: 0))
        #expect(controller.record["current"] == .null)
        #expect(controller.selections.isEmpty)
    }

    @Test func eachRowIsDequeuedByItsCellLayoutsReuseIdentifier() throws {
        _ = controller.view
        table.dataSourceBinding_aka = #"[ open, done ] { cellMapping: $when(urgent) "UrgentCell", defaultCellMapping: "TaskCell" }"#
        table.model.cellLayouts = [ADListCellLayout(identifier: "UrgentCell", cellBinding: try ADBindingExpression("'!' || title"))]
        table.register(UITableViewCell.self, forCellReuseIdentifier: "TaskCell")
        show()
        #expect(table.bindingErrors.isEmpty)
        let identifiers = [0, 1, 2].map { table._visibleCells[IndexPath(row: $0, section: 0)]?.reuseIdentifier }
        #expect(identifiers == ["TaskCell", "UrgentCell", "TaskCell"])
        #expect([text(at: 0, 0), text(at: 1, 0), text(at: 2, 0)] == ["Write", "!Test", "Ship"])
        #expect(table._inconsistencies.isEmpty)
    }

    @Test func badBindingTextIsReportedAndLeavesNoBinding() {
        let table = ADBoundTableView(frame: .zero, style: .plain)
        table.cellBinding = "title {"
        table.dataSourceBinding_aka = "[ open { headerTitel: \"Open\" } ]"
        #expect(table.bindingErrors["cellBinding"] != nil)
        #expect(table.bindingErrors["dataSourceBinding_aka"]?.reason == .unknownAttribute)
        #expect(table.model.cellBinding == nil)
        #expect(table.model.dataBinding == nil)
        table.cellBinding = "title"
        table.cellStyleBinding = "  "
        #expect(table.bindingErrors["cellBinding"] == nil)
        #expect(table.model.cellBinding != nil)
        #expect(table.model.cellStyleBinding == nil)
    }

    @Test func aPlainArrayIsOneUntitledSection() {
        let table = controller.table
        _ = controller.view
        table.dataSourceBinding_aka = ""
        table.dataPath = "names"
        table.cellBinding = ""
        table.cellStyleBinding = ""
        show(["names": ["Ada", "Grace"], "editable": true, "archived": false, "current": .null])
        #expect(table._visibleCells.count == 2)
        #expect([text(at: 0, 0), text(at: 1, 0)] == ["Ada", "Grace"])
        #expect(table._headerTitles.isEmpty)
        #expect(table._footerTitles.isEmpty)
    }
}
#endif
