import ActionData
import Testing

@Suite("Binding: dynamic table sections built from the model's section objects")
struct DynamicSectionTests {
    static let record: ADRecord = [
        "groups": [
            ["name": "Fruit", "note": "fresh", "rows": ["Apple", "Pear"]],
            ["name": "Bread", "note": .null, "rows": ["Rye"]],
            ["name": "Empty", "rows": .null],
        ],
        "pinned": ["Milk"],
    ]

    private static func list(_ source: String, record: ADRecord = Self.record) throws -> (ADBindingController, ADListModel) {
        let list = ADListModel(name: "shopping")
        list.dataBinding = try ADBindingExpression(source, kind: .dataSource)
        list.cellBinding = try ADBindingExpression("$when(\"SELF isKindOfClass:$text\" { text: <NSString> }) $data $else \"?\"")
        let controller = ADBindingController(root: ADViewGroup([list]))
        controller.setRecord(record)
        return (controller, list)
    }

    static let layouts: [(String, [[String?]], [[String]])] = [
        (
            "groups { dynamic: rows { headerTitle: name, footerTitle: note } }",
            [["Fruit", "fresh"], ["Bread", nil], ["Empty", nil]], [["Apple", "Pear"], ["Rye"], []]
        ),
        (
            #"[ pinned { headerTitle: "Pinned" }, groups { dynamic: rows { headerTitle: upper(name) } } ]"#,
            [["Pinned", nil], ["FRUIT", nil], ["BREAD", nil], ["EMPTY", nil]], [["Milk"], ["Apple", "Pear"], ["Rye"], []]
        ),
        ("groups { dynamic: rows }", [[nil, nil], [nil, nil], [nil, nil]], [["Apple", "Pear"], ["Rye"], []]),
    ]

    @Test("one section per section object, rows and titles read in it", arguments: layouts)
    func layout(source: String, titles: [[String?]], rows: [[String]]) throws {
        let (controller, list) = try Self.list(source)
        #expect(controller.issues.isEmpty, "\(controller.issues)")
        #expect(list.sections.map { [$0.headerTitle, $0.footerTitle] } == titles)
        #expect(list.sections.map { $0.rows.map(\.text) } == rows)
    }

    @Test("sections follow the model: a new group is a new section, a new row is an insertion")
    func live() throws {
        let (controller, list) = try Self.list("groups { dynamic: rows { headerTitle: name } }")
        var before = list.revision
        guard case .array(var groups)? = controller.record["groups"] else {
            Issue.record("no groups")
            return
        }
        groups[0] = ["name": "Fruit", "note": "fresh", "rows": ["Apple", "Pear", "Plum"]]
        try controller.setValue(.array(groups), at: "groups")
        #expect(list.sections[0].rows.map(\.text) == ["Apple", "Pear", "Plum"])
        #expect(list.update(since: before) == .rows(removed: [], inserted: [ADListIndex(section: 0, row: 2)]))

        before = list.revision
        groups.append(["name": "Cheese", "rows": ["Brie"]])
        try controller.setValue(.array(groups), at: "groups")
        #expect(list.sections.map(\.headerTitle) == ["Fruit", "Bread", "Empty", "Cheese"])
        #expect(list.update(since: before) == .reloadAll)
    }

    @Test("selecting a row of a dynamic section writes that row")
    func selection() throws {
        let (controller, list) = try Self.list("groups { dynamic: rows { headerTitle: name }, selectedItem: chosen }", record: {
            var record = Self.record
            record["chosen"] = .null
            return record
        }())
        list.selectedIndex = ADListIndex(section: 1, row: 0)
        list.liveUpdate = true
        controller.controlDidChange(list)
        #expect(controller.issues.isEmpty, "\(controller.issues)")
        #expect(controller.record["chosen"] == "Rye")
    }

    /// Models whose sections are not arrays of section objects, and the issue.
    static let badModels: [(ADValue, String)] = [
        ("not a list", "list of sections"),
        ([["name": "Odd", "rows": "Apple"]], "is not an array of a section's rows"),
    ]

    @Test("sections that are not arrays are an issue naming the list; the rows shown before stay", arguments: badModels)
    func badModel(groups: ADValue, message: String) throws {
        let (controller, list) = try Self.list("groups { dynamic: rows { headerTitle: name } }")
        try controller.setValue(groups, at: "groups")
        #expect(controller.issues.map(\.control) == ["shopping"], "\(controller.issues)")
        #expect(controller.issues.first?.message.contains(message) == true, "\(controller.issues)")
    }

    static let schemaCases: [(String, ADBindingExpressionError.Reason?)] = [
        ("groups { dynamic: rows { headerTitle: name, footerTitle: note } }", nil),
        ("[ a, groups { dynamic: rows { headerTitle: name } } ]", nil),
        ("groups { dynamic: rows { headerTitel: name } }", .unknownAttribute),
        (#"groups { dynamic: "rows" }"#, .invalidValue),
        ("[ groups { dynamic: { headerTitle: name } } ]", .invalidValue),
    ]

    @Test("the schema checks dynamic sections", arguments: schemaCases)
    func schema(source: String, error: ADBindingExpressionError.Reason?) throws {
        let errors = try ADBindingExpression(source).validationErrors(for: .dataSource, source: source)
        #expect(errors.map(\.reason) == (error.map { [$0] } ?? []), "\(errors)")
    }
}
