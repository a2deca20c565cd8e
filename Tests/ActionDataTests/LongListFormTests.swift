import ActionData
import Testing

/// A form whose list shows 10,000 rows, as a SwiftUI list reads it: an edit of one row bumps
/// the list and the edited field, and the list says that row alone changed.
@MainActor
@Suite("A form's list of 10,000 rows")
struct LongListFormTests {
    static let rowCount = 10_000

    static func form() throws -> (form: ADFormModel, list: ADFormControl, field: ADFormControl) {
        let list = ADListModel(name: "items")
        list.dataBinding = try ADBindingExpression("items", kind: .dataSource)
        list.cellBinding = try ADBindingExpression("title")
        let field = ADTextFieldModel(name: "title", dataPath: "items.4321.title")
        field.liveUpdate = true
        let items = ADValue.array((0..<rowCount).map { ["title": .string("Item \($0)")] })
        let form = ADFormModel(root: ADViewGroup([list, field]), record: ["items": items])
        let listControl = try #require(form.control(named: "items"))
        let fieldControl = try #require(form.control(named: "title"))
        return (form, listControl, fieldControl)
    }

    @Test func aOneRowEditPublishesThatRowAlone() throws {
        let (form, list, field) = try Self.form()
        #expect(list.sections.first?.rows.count == Self.rowCount)
        let shown = list.listRevision
        #expect(list.listUpdate(since: shown) == .none)
        let listRevision = list.revision
        var published: [ADFormControl] = []
        let observations = [list, field].map { control in control.observe { published.append(control) } }

        try form.setText("Edited", for: field)

        #expect(list.listUpdate(since: shown) == .changed(rows: [ADListIndex(row: 4321)]))
        #expect(list.sections.first?.rows[4321].text == "Edited")
        #expect(list.sections.first?.rows[4320].text == "Item 4320")
        #expect(list.revision == listRevision &+ 1)
        #expect(Set(published.map(\.name)) == ["items", "title"])
        withExtendedLifetime(observations) {}
    }

    @Test("a view that shows nothing yet, or another control, gets no row list")
    func otherCases() throws {
        let (_, list, field) = try Self.form()
        #expect(list.listUpdate(since: nil) == .reloadAll)
        #expect(field.listRevision == nil)
        #expect(field.listUpdate(since: 0) == .none)
    }
}
