import ActionData
import Testing

@Suite("Aggregates over a list field: sum, count, avg, min, max")
struct FormulaAggregateTests {
    static let record: ADRecord = [
        "items": [
            ["name": "a", "price": 2.5, "quantity": 2, "stock": 3],
            ["name": "b", "price": 10, "quantity": 1, "stock": 0],
            ["name": "c", "price": nil, "quantity": 4, "stock": 12],
        ],
        "orders": [["lines": [["price": 1], ["price": 2]]], ["lines": []], ["lines": [["price": 4]]]],
        "rate": 2, "scores": [1, 2, 3], "empty": [], "nothing": nil, "name": "x", "price": 100,
    ]

    @Test("values", arguments: [
        ("sum(items, quantity)", ADValue.int(7)), ("sum(items, price)", .double(12.5)),
        ("sum(items, price * quantity)", .double(15)), ("sum(items, price * outer.rate)", .double(25)),
        ("sum(items, outer.price)", .int(300)), ("sum(items, price) + price", .double(112.5)),
        ("count(items)", .int(3)), ("count(items, stock < 5)", .int(2)), ("count(items, price IS NULL)", .int(1)),
        ("count(items, stock > outer.rate)", .int(2)), ("avg(items, quantity)", .double(7.0 / 3.0)),
        ("avg(items, price)", .double(6.25)), ("min(items, price)", .double(2.5)), ("max(items, price)", .int(10)),
        ("max(items, name)", .string("c")), ("min(items, stock * -1)", .int(-12)), ("min(3, 1)", .int(1)),
        ("max(rate, 5, 4)", .int(5)), ("min(rate, price)", .int(2)), ("sum(scores, value * value)", .int(14)),
        ("count(scores, value > 1)", .int(2)), ("sum(nothing, price)", .null), ("count(nothing)", .null),
        ("avg(nothing, price)", .null), ("sum(empty, price)", .int(0)), ("count(empty)", .int(0)),
        ("avg(empty, price)", .null), ("min(empty, price)", .null), ("max(items, outer.nothing)", .null),
        ("sum(items, 9223372036854775807)", .double(3 * 9_223_372_036_854_775_807.0)),
        ("sum(orders, sum(lines, price))", .int(7)), ("count(orders, count(lines) > 0)", .int(2)),
        ("sum(orders, count(lines, price < outer.outer.rate))", .int(1)),
    ])
    func values(source: String, expected: ADValue) throws {
        #expect(try ADFormula(source).evaluate(in: Self.record) == expected)
    }

    @Test("an aggregate over a value that is not a list is a typed error", arguments: [
        ("sum(name, price)", ADEvaluationError.notAList(function: "sum", found: .string)),
        ("count(rate)", .notAList(function: "count", found: .int)),
        ("avg(items, sum(name, 1))", .notAList(function: "sum", found: .string)),
    ])
    func notAList(source: String, expected: ADEvaluationError) throws {
        #expect(throws: expected) { try ADFormula(source).evaluate(in: Self.record) }
    }

    @Test("a row without the field is an unknown field")
    func unknownRowField() throws {
        let error = #expect(throws: ADEvaluationError.self) { try ADFormula("sum(items, prize)").evaluate(in: Self.record) }
        guard case .unknownField(let path, _) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(path == "prize")
    }

    @Test("dependencies reach the rows' fields", arguments: [
        ("sum(items, price * quantity)", ["items.*.price", "items.*.quantity"]),
        ("sum(items, price * outer.rate)", ["items.*.price", "rate"]), ("count(items)", ["items.#"]),
        ("sum(items, outer.rate)", ["items.#", "rate"]), ("count(items, TRUE)", ["items.#"]),
        ("count(items, stock < 5)", ["items.*.stock"]), ("min(a, b)", ["a", "b", "a.*.b"]), ("min(a, b, c)", ["a", "b", "c"]),
        ("sum(orders, sum(lines, price))", ["orders.*.lines.*.price"]),
        ("sum(orders, count(lines, price > outer.price))", ["orders.*.lines.*.price", "orders.*.price"]),
        ("sum(orders, count(lines, price < outer.outer.rate))", ["orders.*.lines.*.price", "rate"]),
    ])
    func dependencies(source: String, paths: [String]) throws {
        #expect(try ADFormula(source).fieldPaths == Set(paths.map { ADFieldPath($0) }))
    }

    @Test("editing one row of 1,000 re-evaluates only what reads that row's field")
    func rowDependencies() throws {
        let labels = [
            ("total", "sum(items, price)"), ("cheap", "count(items, price < 5)"), ("rows", "count(items)"),
            ("third", "items.3.name"), ("title", "name"),
        ].map { ADLabelModel(name: $0.0, dataPath: $0.1) }
        let (total, cheap, rows) = (labels[0], labels[1], labels[2])
        let controller = ADBindingController(root: ADViewGroup(labels))
        let items = (0..<1_000).map { ADValue.record(["name": .string("row \($0)"), "price": .int(Int64($0 % 10))]) }
        controller.setRecord(["items": .array(items), "name": "Order"])
        #expect(total.text == "4500")
        #expect(cheap.text == "500")

        let price = try controller.setValue(100, at: "items.4.price")
        #expect(price.refreshedControls.map(\.name) == ["total", "cheap"])
        #expect(price.evaluations == 2)
        #expect(total.text == "4596")
        #expect(cheap.text == "499")

        let otherName = try controller.setValue("renamed", at: "items.4.name")
        #expect(otherName.evaluations == 0)
        let thirdName = try controller.setValue("renamed", at: "items.3.name")
        #expect(thirdName.refreshedControls.map(\.name) == ["third"])

        let whole = try controller.setValue(.array(Array(items.prefix(2))), at: "items")
        #expect(Set(whole.refreshedControls.map(\.name)) == ["total", "cheap", "rows", "third"])
        #expect(rows.text == "2")
    }
}
