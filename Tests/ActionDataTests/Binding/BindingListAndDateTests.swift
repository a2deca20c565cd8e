import ActionData
import Foundation
import Testing

@Suite("Binding: lists and date pickers")
struct BindingListAndDateTests {
    static let items: ADValue = [["name": "Copy", "isFinished": true], ["name": "Move", "isFinished": false]]

    private static func listForm() throws -> (ADBindingController, ADListModel, ADLabelModel) {
        let list = ADListModel(name: "operations")
        list.dataBinding = try ADBindingExpression("[ items ] { defaultCellMapping: \"DefaultCell\", selectedItem: current }", kind: .dataSource)
        list.cellBinding = try ADBindingExpression("name { textForUndefinedValue: \"?\" }")
        list.cellStyleBinding = try ADBindingExpression(
            "{ backgroundColor: $when(isFinished) $UIColor{r:0, g:255, b:0} $else $UIColor{r:200, g:200, b:200} }")
        list.liveUpdate = true
        let current = ADLabelModel(name: "current", dataPath: "current.name")
        let controller = ADBindingController(root: ADViewGroup([list, current]))
        controller.setRecord(["items": items, "current": .null])
        return (controller, list, current)
    }

    @Test("rows come from the array field, each cell evaluated relative to its row")
    func rows() throws {
        let (controller, list, _) = try Self.listForm()
        #expect(controller.issues.isEmpty)
        #expect(list.sections.count == 1)
        #expect(list.sections[0].rows.map(\.text) == ["Copy", "Move"])
        #expect(list.sections[0].rows.map(\.backgroundColor) == [ADColor(red: 0, green: 255, blue: 0), ADColor(red: 200, green: 200, blue: 200)])
        #expect(list.selectedIndex == nil)
    }

    @Test("selecting a row writes the row's value to the selection binding")
    func selection() throws {
        let (controller, list, current) = try Self.listForm()
        list.selectedIndex = ADListIndex(row: 1)
        let update = controller.controlDidChange(list)
        #expect(update.failures.isEmpty)
        #expect(controller.record["current"] == ["name": "Move", "isFinished": false])
        #expect(current.text == "Move")
        try controller.setValue(["name": "Copy", "isFinished": true], at: "current")
        #expect(list.selectedIndex == ADListIndex(row: 0))
    }

    @Test("rows are inserted and removed live when the array changes")
    func liveRows() throws {
        let (controller, list, _) = try Self.listForm()
        try controller.setValue([["name": "Copy", "isFinished": true], ["name": "Link"], ["name": "Move", "isFinished": false]], at: "items")
        #expect(list.sections[0].rows.map(\.text) == ["Copy", "Link", "Move"])
        #expect(list.lastChange.inserted == [ADListIndex(row: 1)])
        try controller.setValue([["name": "Link"]], at: "items")
        #expect(list.sections[0].rows.map(\.text) == ["Link"])
        #expect(list.lastChange.removed.count == 2)
    }

    @Test("an array of arrays gives sections")
    func sections() throws {
        let list = ADListModel(name: "groups")
        list.dataBinding = try ADBindingExpression("[ open, done ]", kind: .dataSource)
        let controller = ADBindingController(root: ADViewGroup([list]))
        controller.setRecord(["open": ["a", "b"], "done": ["c"]])
        #expect(list.sections.map { $0.rows.map(\.text) } == [["a", "b"], ["c"]])
    }

    @Test("a date picker shows the field's date and writes the picked one, within its range")
    func datePicker() throws {
        let picker = ADDatePickerModel(name: "due")
        picker.dataBinding = try ADBindingExpression("due { minimumValue: start, liveModelUpdates: $true }", kind: .date)
        picker.liveUpdate = true
        let start = Date(timeIntervalSince1970: 0)
        let controller = ADBindingController(root: ADViewGroup([picker]))
        controller.setRecord(["due": .null, "start": .date(start)])
        #expect(picker.date == nil)
        #expect(picker.minimumDate == start)
        let picked = Date(timeIntervalSince1970: 86_400)
        picker.date = picked
        controller.controlDidChange(picker)
        #expect(controller.record["due"] == .date(picked))
        #expect(ADControlKind(interfaceBuilderClass: "ADBoundDatePicker") == .datePicker)
        #expect(ADControlKind.list.editedValue == .row)
    }
}
