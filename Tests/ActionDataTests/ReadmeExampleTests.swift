import ActionData
import Testing

/// The README's code, kept honest: each test is a README snippet with its comments as checks.
@Suite("README examples")
struct ReadmeExampleTests {
    struct Category: Codable, Equatable { var id = -1; var name = "Swift File"; var quantity = 8; var enabled = true }

    @Test func bindEditReadBack() throws {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.liveUpdate = true
        let summary = ADLabelModel(name: "summary", dataPath: "'Category: ' + upper(name)")
        let stock = ADLabelModel(name: "stock", dataPath: "compare(quantity > 10, 'ok', 'order more')")

        let controller = ADBindingController(root: ADViewGroup([name, summary, stock]))
        try controller.setDataModel(Category())
        #expect(summary.text == "Category: SWIFT FILE")
        name.text = "Kotlin"
        let update = controller.controlDidChange(name)
        #expect(update.refreshedControls.map(\.name) == ["summary"])
        let edited = try controller.getDataModel(Category.self)
        #expect(edited.name == "Kotlin")
    }

    @Test func bindingExpressions() throws {
        let status = ADLabelModel(name: "status")
        status.dataBinding = try ADBindingExpression("""
            $when(quantity > 10) "in stock"
            $else quantity { numberFormatter: { minimumIntegerDigits: 3 } }
            """)
        let controller = ADBindingController(root: ADViewGroup([status]))
        try controller.setDataModel(Category())
        #expect(status.text == "008")
        var more = Category()
        more.quantity = 11
        try controller.setDataModel(more)
        #expect(status.text == "in stock")
    }

    @Test func recordsFormulasAndFormats() throws {
        var record = try ADRecordEncoder().encode(Category())
        record["quantity"] = 3.0
        let model = try ADRecordDecoder().decode(Category.self, from: record)
        #expect(model.quantity == 3)
        #expect(try record.jsonString() == #"{"id":-1,"name":"Swift File","quantity":3.0,"enabled":true}"#)

        let formula = try ADFormula("quantity > 10 AND enabled")
        #expect(try formula.evaluate(in: record) == false)
        #expect(Set(formula.fieldPaths) == ["quantity", "enabled"])

        #expect(ADMaskedStringFormatter(formatString: "(###) ###-####").applyFormat(to: "8085551212") == "(808) 555-1212")
    }
}
