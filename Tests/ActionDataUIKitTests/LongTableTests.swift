#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// A table of 10,000 rows: cells are made for the rows in view only, and an edit of one row
/// re-shows that row alone.
@MainActor
@Suite("ADBoundTableView over 10,000 rows")
struct LongTableTests {
    static let rowCount = 10_000
    static let items = ADValue.array((0..<rowCount).map { ["title": .string("Item \($0)")] })

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ADBoundViewController(nibName: nil, bundle: nil)
    /// Ten rows of 44 points in view.
    let table = ADBoundTableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)

    func show() {
        table.dataSourceBinding_aka = "items"
        table.cellBinding = "title"
        controller.view.addSubview(table)
        window.addSubview(controller.view)
        controller.viewWillAppear(false)
        controller.record = ["items": Self.items]
        controller.updateBindings()
        controller.viewDidAppear(false)
        table._simulateLayout()
    }

    func text(at row: Int) -> String? {
        (table._visibleCells[IndexPath(row: row, section: 0)]?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @Test func showingAndScrollingOneScreenAsksOnlyForTheCellsInView() {
        show()
        #expect(table.model.numberOfRows(inSection: 0) == Self.rowCount)
        #expect(table._cellRequests == 10)
        #expect(Set(table._visibleCells.keys) == Set((0..<10).map { IndexPath(row: $0, section: 0) }))
        #expect(text(at: 9) == "Item 9")

        table.contentOffset = CGPoint(x: 0, y: 440)
        table._simulateLayout()
        #expect(table._cellRequests == 20)
        #expect(Set(table._visibleCells.keys) == Set((10..<20).map { IndexPath(row: $0, section: 0) }))
        #expect(text(at: 10) == "Item 10")
        #expect(table.contentSize.height == 440_000)
        #expect(table._inconsistencies.isEmpty)
    }

    @Test("an edit of one row re-shows that row alone", arguments: [0, 3, 9])
    func editingOneRowReshowsIt(row: Int) throws {
        show()
        let reloads = table._reloadCount
        let requests = table._cellRequests
        try controller.record.setValue("Edited", at: ADFieldPath("items.\(row).title"))
        controller.refreshDisplay()
        #expect(table._lastReloadedRows == [IndexPath(row: row, section: 0)])
        #expect(table._cellRequests == requests + 1)
        #expect(table._reloadCount == reloads)
        #expect(text(at: row) == "Edited")
        #expect(text(at: (row + 1) % 10) == "Item \((row + 1) % 10)")
        #expect(table._inconsistencies.isEmpty)
    }

    @Test func anEditOfARowOutOfViewAsksForNoCell() throws {
        show()
        let requests = table._cellRequests
        try controller.record.setValue("Edited", at: ADFieldPath("items.5000.title"))
        controller.refreshDisplay()
        #expect(table._lastReloadedRows == [IndexPath(row: 5000, section: 0)])
        #expect(table._cellRequests == requests)
        table.contentOffset = CGPoint(x: 0, y: 5000 * 44)
        table._simulateLayout()
        #expect(text(at: 5000) == "Edited")
    }
}
#endif
