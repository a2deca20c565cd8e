import ActionData
import Testing

@Suite("Binding: cell layouts picked per row by cellMapping and defaultCellMapping")
struct CellLayoutTests {
    static let record: ADRecord = [
        "entries": [.int(3), "note", ["title": "Buy", "done": true], ["title": "Sell", "done": false], .null],
    ]

    private static func list(_ source: String) throws -> ADListModel {
        let list = ADListModel(name: "entries")
        list.dataBinding = try ADBindingExpression(source, kind: .dataSource)
        list.cellBinding = try ADBindingExpression(#"$when(<NSDictionary>) title $when(<NSNull>) "-" $else $data"#)
        list.cellLayouts = [
            ADListCellLayout(identifier: "NumberCell", cellBinding: try ADBindingExpression(#""a number""#)),
            ADListCellLayout(
                identifier: "DoneCell", cellBinding: try ADBindingExpression("upper(title)"),
                cellStyleBinding: try ADBindingExpression(##"{ backgroundColor: "#00FF00" }"##)),
        ]
        let controller = ADBindingController(root: ADViewGroup([list]))
        controller.setRecord(Self.record)
        #expect(controller.issues.isEmpty, "\(controller.issues)")
        return list
    }

    static let mappings: [(String, [String?], [String])] = [
        (
            #"entries { cellMapping: $when(<NSNumber>) "NumberCell" $when("SELF isKindOfClass:$d AND done" { d: <NSDictionary> }) "DoneCell", defaultCellMapping: "PlainCell" }"#,
            ["NumberCell", "PlainCell", "DoneCell", "PlainCell", "PlainCell"], ["a number", "note", "BUY", "Sell", "-"]
        ),
        (
            #"entries { cellMapping: $when(<NSNumber>) <NumberCell> }"#,
            ["NumberCell", nil, nil, nil, nil], ["a number", "note", "Buy", "Sell", "-"]
        ),
        (#"entries { defaultCellMapping: "DoneCell" }"#, ["DoneCell", "DoneCell", "DoneCell", "DoneCell", "DoneCell"], ["3", "note", "BUY", "SELL", ""]),
        ("entries", [nil, nil, nil, nil, nil], ["3", "note", "Buy", "Sell", "-"]),
    ]

    @Test("each row takes the layout its mapping picks, and the layout's bindings", arguments: mappings)
    func mapping(source: String, layouts: [String?], texts: [String]) throws {
        let list = try Self.list(source)
        #expect(list.sections.first?.rows.map(\.cellLayout) == layouts)
        #expect(list.sections.first?.rows.map(\.text) == texts)
    }

    @Test("a section's cellMapping places its rows instead of the list's", arguments: [
        (
            #"[ entries { headerTitle: "All", cellMapping: $when(<NSNumber>) "NumberCell" }, entries ] { defaultCellMapping: "PlainCell", cellMapping: "NumberCell" }"#,
            [["NumberCell", "PlainCell", "PlainCell", "PlainCell", "PlainCell"], ["NumberCell", "NumberCell", "NumberCell", "NumberCell", "NumberCell"]],
            ["All", nil] as [String?]
        ),
        (
            #"[ entries { cellMapping: $when("SELF isKindOfClass:$d AND done" { d: <NSDictionary> }) "DoneCell" }, $when(entries) entries { footerTitle: "Done", cellMapping: "NumberCell" } ]"#,
            [[nil, nil, "DoneCell", nil, nil], ["NumberCell", "NumberCell", "NumberCell", "NumberCell", "NumberCell"]],
            [nil, nil]
        ),
    ] as [(String, [[String?]], [String?])])
    func sectionMapping(source: String, layouts: [[String?]], headers: [String?]) throws {
        let list = try Self.list(source)
        #expect(list.sections.map { $0.rows.map(\.cellLayout) } == layouts)
        #expect(list.sections.map(\.headerTitle) == headers)
        #expect(list.fallbackIssues.isEmpty, "\(list.fallbackIssues)")
    }

    @Test("a dynamic section's cellMapping places that section's rows")
    func dynamicSectionMapping() throws {
        let list = ADListModel(name: "groups")
        list.dataBinding = try ADBindingExpression(
            #"groups { dynamic: rows { headerTitle: name, cellMapping: $when(<NSNumber>) "NumberCell" $else "TextCell" } }"#,
            kind: .dataSource)
        let controller = ADBindingController(root: ADViewGroup([list]))
        controller.setRecord(["groups": [["name": "A", "rows": [1, "x"]], ["name": "B", "rows": ["y"]]]])
        #expect(controller.issues.isEmpty, "\(controller.issues)")
        #expect(list.sections.map { $0.rows.map(\.cellLayout) } == [["NumberCell", "TextCell"], ["TextCell"]])
        #expect(list.sections.map(\.headerTitle) == ["A", "B"])
    }

    @Test("a layout's style, else the list's; a layout no prototype has shows through the list's bindings")
    func styles() throws {
        let list = try Self.list(#"entries { cellMapping: $when("SELF isKindOfClass:$d AND done" { d: <NSDictionary> }) "DoneCell" $else "Unknown" }"#)
        let rows = list.sections.first?.rows ?? []
        #expect(rows.map(\.backgroundColor) == [nil, nil, ADColor(red: 0, green: 255, blue: 0), nil, nil])
        #expect(rows.map(\.cellLayout) == ["Unknown", "Unknown", "DoneCell", "Unknown", "Unknown"])
        #expect(rows.map(\.text) == ["3", "note", "BUY", "Sell", "-"])
    }

    @Test("a row whose layout changes is removed and inserted")
    func layoutChangeReloads() throws {
        let list = ADListModel(name: "entries")
        list.dataBinding = try ADBindingExpression(#"entries { cellMapping: $when(done) "DoneCell" }"#, kind: .dataSource)
        list.cellBinding = try ADBindingExpression("title")
        let controller = ADBindingController(root: ADViewGroup([list]))
        controller.setRecord(["entries": [["title": "Buy", "done": false]]])
        let before = list.revision
        try controller.setValue([["title": "Buy", "done": true]], at: "entries")
        #expect(list.sections.first?.rows.map(\.cellLayout) == ["DoneCell"])
        #expect(list.update(since: before) == .rows(removed: [ADListIndex(row: 0)], inserted: [ADListIndex(row: 0)]))
    }
}
