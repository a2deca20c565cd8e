import ActionData

/// A list bound to an array of `rows` records (`{ title: "Item n" }`), each row's text the
/// cell binding `title`, as a table view binds it; the list's rows are built and shown once.
struct LongList {
    let controller: ADBindingController
    let record: ADRecord

    init(rows: Int) {
        let list = ADListModel(name: "items")
        list.dataBinding = try? ADBindingExpression("items", kind: .dataSource)
        list.cellBinding = try? ADBindingExpression("title")
        record = ["items": .array((0..<rows).map { ["title": .string("Item \($0)")] })]
        controller = ADBindingController(root: ADViewGroup([list]))
        controller.setRecord(record)
    }
}
