import ActionData
import Foundation
import Testing

@Suite("Binding: attributes that fail show their fallback and are listed as fallback issues")
struct FallbackIssueTests {
    static let record: ADRecord = ["open": ["Write", "Test"], "items": ["a", "b"], "due": "2024-05-01T00:00:00Z"]

    struct ListCase: Sendable, CustomTestStringConvertible {
        let source: String
        var cellBinding: String?
        let texts: [[String]]
        let headers: [String?]
        let failed: [String]
        var testDescription: String { source + (cellBinding.map { " / " + $0 } ?? "") }
    }

    static let listCases: [ListCase] = [
        ListCase(source: #"[ open { headerTitle: "Open" } ]"#, texts: [["Write", "Test"]], headers: ["Open"], failed: []),
        ListCase(source: "[ open { headerTitle: 1 / missing } ]", texts: [["Write", "Test"]], headers: [nil],
                 failed: ["headerTitle of section 0"]),
        ListCase(source: "[ open, items { footerTitle: upper(missing) } ]", texts: [["Write", "Test"], ["a", "b"]],
                 headers: [nil, nil], failed: ["footerTitle of section 1"]),
        ListCase(source: "items", cellBinding: "upper(missing)", texts: [["a", "b"]], headers: [nil], failed: ["cellBinding"]),
        ListCase(source: "items", cellBinding: "$data", texts: [["a", "b"]], headers: [nil], failed: []),
    ]

    @Test("a list shows its documented fallback and lists what failed", arguments: listCases)
    func list(_ example: ListCase) throws {
        let list = ADListModel(name: "tasks")
        list.dataBinding = try ADBindingExpression(example.source, kind: .dataSource)
        list.cellBinding = try example.cellBinding.map { try ADBindingExpression($0) }
        let controller = ADBindingController(root: ADViewGroup([list]))
        controller.setRecord(Self.record)
        #expect(list.sections.map { $0.rows.map(\.text) } == example.texts)
        #expect(list.sections.map(\.headerTitle) == example.headers)
        #expect(list.fallbackIssues.map(\.attribute) == example.failed)
        #expect(list.fallbackIssues.allSatisfy { !$0.message.isEmpty })
    }

    @Test("a date picker bound that fails leaves that side unbounded and is listed")
    func datePickerBound() throws {
        let picker = ADDatePickerModel(name: "due")
        picker.dataBinding = try ADBindingExpression("due { minimumValue: 1 / missing }", kind: .date)
        let controller = ADBindingController(root: ADViewGroup([picker]))
        controller.setRecord(Self.record)
        #expect(picker.minimumDate == nil)
        #expect(picker.date != nil)
        #expect(picker.fallbackIssues.map(\.attribute) == ["minimumValue"])
    }
}
