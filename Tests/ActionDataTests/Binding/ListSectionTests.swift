import ActionData
import Foundation
import Testing

@Suite("Binding: list sections, titles and table updates")
struct ListSectionTests {
    static let record: ADRecord = [
        "open": ["Write", "Test"], "done": ["Plan"], "doneNote": "1 finished", "showDone": false, "title": "later",
        "missingNote": .null, "items": ["a", "b"],
    ]

    private static func list(_ source: String, record: ADRecord = Self.record) throws -> (ADBindingController, ADListModel) {
        let list = ADListModel(name: "tasks")
        list.dataBinding = try ADBindingExpression(source, kind: .dataSource)
        let controller = ADBindingController(root: ADViewGroup([list]))
        controller.setRecord(record)
        return (controller, list)
    }

    struct TitleCase: Sendable, CustomTestStringConvertible {
        let source: String
        let titles: [[String?]]
        var testDescription: String { source }
    }

    static let titleCases: [TitleCase] = [
        TitleCase(
            source: #"[ open { headerTitle: "Open" }, done { headerTitle: "Done", footerTitle: doneNote } ]"#,
            titles: [["Open", nil], ["Done", "1 finished"]]),
        TitleCase(source: #"[ open { headerTitle: upper(title) }, done ]"#, titles: [["LATER", nil], [nil, nil]]),
        TitleCase(
            source: #"[ $when(showDone) done { headerTitle: "Done" } $else open { headerTitle: "Open" } ]"#,
            titles: [["Open", nil]]),
        TitleCase(source: #"[ open { headerTitle: 'Open', footerTitle: missingNote } ]"#, titles: [["Open", nil]]),
        TitleCase(source: #"[ open { headerTitle: noSuchField, footerTitle: upper(noSuchField) } ]"#, titles: [[nil, nil]]),
        TitleCase(source: #"[ open { headerTitle: 1 + 2 } ]"#, titles: [["3", nil]]),
        TitleCase(source: "items", titles: [[nil, nil]]),
    ]

    @Test("each section's titles come from its element's attributes, evaluated in the record", arguments: titleCases)
    func sectionTitles(_ example: TitleCase) throws {
        let (_, list) = try Self.list(example.source)
        #expect(list.sections.map { [$0.headerTitle, $0.footerTitle] } == example.titles)
        #expect(list.sections.allSatisfy { !$0.rows.isEmpty })
        for (section, titles) in example.titles.enumerated() {
            #expect(list.headerTitle(ofSection: section) == titles[0])
            #expect(list.footerTitle(ofSection: section) == titles[1])
        }
    }

    @Test("a title formula that fails leaves the title empty and the rows shown, without an issue")
    func failingTitle() throws {
        let (controller, list) = try Self.list("[ open { headerTitle: 1 / missing } ]")
        #expect(list.sections.count == 1)
        #expect(list.sections[0].headerTitle == nil)
        #expect(list.sections[0].rows.map(\.text) == ["Write", "Test"])
        #expect(controller.issues.isEmpty)
    }

    @Test("a title follows the field it reads")
    func liveTitle() throws {
        let (controller, list) = try Self.list(#"[ open, done { footerTitle: doneNote } ]"#)
        let before = list.revision
        try controller.setValue("2 finished", at: "doneNote")
        #expect(list.sections[1].footerTitle == "2 finished")
        #expect(list.update(since: before) == .reloadAll)
    }

    struct SchemaCase: Sendable, CustomTestStringConvertible {
        let source: String
        let kind: ADBindingKind
        let error: ADBindingExpressionError.Reason?
        var testDescription: String { "\(kind): \(source)" }
    }

    static let schemaCases: [SchemaCase] = [
        SchemaCase(source: #"[ open { headerTitle: "Open", footerTitle: note } ]"#, kind: .dataSource, error: nil),
        SchemaCase(source: #"[ open { headerTitle: $when(x) "A" $else "B" } ] { selectedItem: y }"#, kind: .dataSource, error: nil),
        SchemaCase(source: #"$when(x) [ open { footerTitle: 'a' } ] $else [ done ]"#, kind: .dataSource, error: nil),
        SchemaCase(source: #"[ open { headerTitel: "Open" } ]"#, kind: .dataSource, error: .unknownAttribute),
        SchemaCase(source: #"$when(x) [ open ] $else [ done { title: "Done" } ]"#, kind: .dataSource, error: .unknownAttribute),
        SchemaCase(source: #"[ open { headerTitle: { text: "Open" } } ]"#, kind: .dataSource, error: .invalidValue),
        SchemaCase(source: #"[ open { headerTitle: .Open } ]"#, kind: .dataSource, error: .invalidValue),
        SchemaCase(source: #"[ open { anything: 1 } ]"#, kind: .value, error: nil),
    ]

    @Test("the schema knows section titles in the elements of a data source binding", arguments: schemaCases)
    func schema(_ example: SchemaCase) throws {
        let expression = try ADBindingExpression(example.source)
        let errors = expression.validationErrors(for: example.kind, source: example.source)
        #expect(errors.map(\.reason) == (example.error.map { [$0] } ?? []))
        if example.error == .unknownAttribute {
            #expect(errors.first?.validNames == ["cellMapping", "dynamic", "footerTitle", "headerTitle"])
        }
        #expect(ADBindingKind.dataSource.elementSchema?.names == ["cellMapping", "dynamic", "footerTitle", "headerTitle"])
    }

    @Test("row positions out of range read as nothing")
    func outOfRange() throws {
        let (_, list) = try Self.list("[ open, done ]")
        #expect(list.numberOfSections == 2)
        #expect(list.numberOfRows(inSection: 0) == 2)
        #expect(list.row(at: ADListIndex(section: 1, row: 0))?.text == "Plan")
        for index in [ADListIndex(section: 2, row: 0), ADListIndex(section: 1, row: 1), ADListIndex(section: -1, row: 0),
                      ADListIndex(section: 0, row: -1), ADListIndex(section: .max, row: .min)] {
            #expect(list.row(at: index) == nil)
        }
        for section in [-1, 2, .max, .min] {
            #expect(list.numberOfRows(inSection: section) == 0)
            #expect(list.headerTitle(ofSection: section) == nil)
            #expect(list.footerTitle(ofSection: section) == nil)
        }
    }

    struct UpdateCase: Sendable, CustomTestStringConvertible {
        let name: String
        let change: @Sendable (ADBindingController) throws -> Void
        let expected: ADListUpdate
        var testDescription: String { name }
    }

    static let updateCases: [UpdateCase] = [
        UpdateCase(name: "a row inserted", change: { try $0.setValue(["Write", "Review", "Test"], at: "open") },
                   expected: .rows(removed: [], inserted: [ADListIndex(section: 0, row: 1)])),
        UpdateCase(name: "a row removed", change: { try $0.setValue(["Test"], at: "open") },
                   expected: .rows(removed: [ADListIndex(section: 0, row: 0)], inserted: [])),
        UpdateCase(name: "the same rows again", change: { try $0.setValue(["Write", "Test"], at: "open") }, expected: .none),
        UpdateCase(name: "a row replaced in place", change: { try $0.setValue(["Write", "Tested"], at: "open") },
                   expected: .changed(rows: [ADListIndex(section: 0, row: 1)])),
        UpdateCase(name: "a title", change: { try $0.setValue("Later", at: "title") }, expected: .reloadAll),
        UpdateCase(name: "a section of one value", change: { try $0.setValue("Rest", at: "open") },
                   expected: .rows(removed: [ADListIndex(section: 0, row: 0), ADListIndex(section: 0, row: 1)],
                                   inserted: [ADListIndex(section: 0, row: 0)])),
    ]

    @Test("a table one revision behind plays the change; rows only come and go, else it reloads", arguments: updateCases)
    func update(_ example: UpdateCase) throws {
        let (controller, list) = try Self.list(#"[ open { headerTitle: title }, done ]"#)
        #expect(list.update(since: nil) == .reloadAll)
        #expect(list.update(since: list.revision) == .none)
        let shown = list.revision
        try example.change(controller)
        #expect(list.update(since: shown) == example.expected)
        #expect(list.update(since: list.revision) == .none)
        #expect(list.update(since: shown &- 1) == .reloadAll)
        #expect(list.update(since: list.revision &+ 1) == .reloadAll)
    }

    @Test("a table more than eight revisions behind reloads")
    func longAgo() throws {
        let (controller, list) = try Self.list("items")
        let shown = list.revision
        for count in 1...9 {
            try controller.setValue(.array((0..<count).map { .int(Int64($0)) }), at: "items")
        }
        #expect(list.update(since: shown) == .reloadAll)
        #expect(list.update(since: list.revision &- 8) == .rows(removed: [], inserted: (1...8).map { ADListIndex(row: $0) }))
    }

    @Test("the refreshes of one record change play as one update, across sections")
    func coalescedChange() throws {
        let (controller, list) = try Self.list("[ open, done ]")
        let shown = list.revision
        try controller.changeRecord { record in
            record["open"] = ["Write"]
            record["done"] = ["Plan", "Test"]
        }
        #expect(list.revision == shown &+ 2)
        #expect(list.update(since: shown) == .rows(
            removed: [ADListIndex(section: 0, row: 1)], inserted: [ADListIndex(section: 1, row: 1)]))
        #expect(list.update(since: shown &+ 1) == .none)
    }

    @Test("a kept row whose text changed is a reload")
    func keptRowText() throws {
        let list = ADListModel(name: "tasks")
        list.dataBinding = try ADBindingExpression("items", kind: .dataSource)
        list.cellBinding = try ADBindingExpression("$root.suffix")
        let controller = ADBindingController(root: ADViewGroup([list]))
        controller.setRecord(["items": ["a", "b"], "suffix": "!"])
        let shown = list.revision
        try controller.changeRecord { record in
            record["items"] = ["a", "b", "c"]
            record["suffix"] = "?"
        }
        #expect(list.sections[0].rows.map(\.text) == ["?", "?", "?"])
        #expect(list.update(since: shown) == .reloadAll)
    }

    @Test("the first rows and another number of sections are a reload")
    func sectionCount() throws {
        let (controller, list) = try Self.list("items", record: ["items": .null])
        #expect(list.numberOfSections == 0)
        let shown = list.revision
        try controller.setValue(["a"], at: "items")
        #expect(list.numberOfSections == 1)
        #expect(list.update(since: shown) == .reloadAll)
    }

    @Test("a value that is not an array empties the list and asks for a reload")
    func notAnArray() throws {
        let (controller, list) = try Self.list("items")
        let shown = list.revision
        try controller.setValue(["oops": 1], at: "items")
        #expect(list.sections.isEmpty)
        #expect(!controller.issues.isEmpty)
        #expect(list.update(since: shown) == .reloadAll)
    }

    @Test("insert and delete animations come from the binding", arguments: [
        ("[ items ]", ADListRowAnimation.automatic, ADListRowAnimation.automatic),
        ("[ items ] { insertAnimation: .Fade, deleteAnimation: $enum.UITableViewRowAnimation.Left }", .fade, .left),
        ("[ items ] { insertAnimation: .None, deleteAnimation: .Automatic }", ADListRowAnimation.none, .automatic),
    ])
    func animations(source: String, insert: ADListRowAnimation, delete: ADListRowAnimation) throws {
        let (_, list) = try Self.list(source)
        #expect(list.insertAnimation == insert)
        #expect(list.deleteAnimation == delete)
    }
}
