import ActionData
import ActionDataWeb
import Foundation
import Testing

@Suite("Web: lists and date pickers")
struct WebListAndDateTests {
    private static func form() throws -> ADWebForm {
        let list = ADListModel(name: "people")
        list.dataBinding = try ADBindingExpression("people { selectedItem: chosen }", kind: .dataSource)
        list.cellBinding = try ADBindingExpression("name")
        list.liveUpdate = true
        let due = ADDatePickerModel(name: "due", dataPath: "due")
        due.liveUpdate = true
        let record: ADRecord = ["people": [["name": "Ada"], ["name": "Grace"]], "chosen": .null, "due": .date(Date(timeIntervalSince1970: 0))]
        return ADWebForm(title: "List", root: ADViewGroup([list, due]), record: record)
    }

    @Test("a list renders its rows and a click selects one")
    func list() throws {
        let form = try Self.form()
        #expect(form.snapshot().state(of: "people")?.content == .list(rows: ["Ada", "Grace"], backgrounds: [nil, nil], layouts: [nil, nil], sections: [ADWebListSection(rowCount: 2)], selected: nil))
        let update = try form.handle(ADWebEvent(controlID: "people", action: .commit, value: 1))
        #expect(update.state(of: "people")?.content == .list(rows: ["Ada", "Grace"], backgrounds: [nil, nil], layouts: [nil, nil], sections: [ADWebListSection(rowCount: 2)], selected: 1))
        #expect(form.controller.record["chosen"] == ["name": "Grace"])
        #expect(form.html().contains(#"<ul id="#))
    }

    @Test("a date picker is the browser's date input")
    func date() throws {
        let form = try Self.form()
        #expect(form.snapshot().state(of: "due")?.content == .date("1970-01-01", minimum: nil, maximum: nil))
        _ = try form.handle(ADWebEvent(controlID: "due", action: .commit, value: "2026-11-23"))
        #expect(form.controller.record["due"] == .date(Date(timeIntervalSince1970: 1_795_392_000)))
        #expect(throws: ADWebError.self) { try form.handle(ADWebEvent(controlID: "due", action: .commit, value: "23/11/2026")) }
        #expect(form.html().contains(#"type="date""#))
    }
}
