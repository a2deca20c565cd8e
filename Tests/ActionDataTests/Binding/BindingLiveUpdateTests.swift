import ActionData
import Foundation
import TestSupport
import Testing

@Suite("Binding: live updates re-evaluate only what reads the edited field")
struct BindingLiveUpdateTests {
    @Test func onlyDependentBindingsAreEvaluated() {
        let price = ADTextFieldModel(name: "price", dataPath: "price")
        price.liveUpdate = true
        let total = ADLabelModel(name: "total", dataPath: "price * quantity")
        let warning = ADLabelModel(name: "warning", dataPath: "'check'")
        warning.hiddenPath = "price < 100"
        warning.colorPath = "compare(price > 1000, '#FF0000', '#000000')"
        let unrelated = (0..<20).map { ADLabelModel(name: "other\($0)", dataPath: "quantity + \($0)") }
        let controller = ADBindingController(root: ADViewGroup([price, total, warning] + unrelated))
        controller.setRecord(["price": 10, "quantity": 3])
        #expect(controller.evaluationCount == 25)
        price.text = "2000"
        let update = controller.controlDidChange(price)
        #expect(update.evaluations == 3)
        #expect(controller.evaluationCount == 28)
        #expect(update.refreshedControls.map(\.name) == ["total", "warning"])
        #expect(total.text == "6000")
        #expect(warning.isHidden == false)
        #expect(warning.textColor == ADColor(red: 255, green: 0, blue: 0))
        #expect(price.text == "2000")
    }

    @Test func perKeystrokeKeepsTheTypedTextAndEndOfEditingReformats() {
        let amount = ADTextFieldModel(name: "amount", dataPath: "amount",
                                      formatting: ADTextFormatting(formatType: .number, formatPattern: "#,##0", locale: Locale(identifier: "en_US_POSIX")))
        amount.liveUpdate = true
        let echo = ADLabelModel(name: "echo", dataPath: "amount")
        let controller = ADBindingController(root: ADViewGroup([amount, echo]))
        controller.setRecord(["amount": 1])
        amount.text = "2500"
        controller.controlDidChange(amount)
        #expect(amount.text == "2500")
        #expect(echo.text == "2500")
        controller.controlDidEndEditing(amount)
        #expect(amount.text == "2,500")
        #expect(controller.record["amount"] == 2500)
    }

    @Test func onEndEditingWaitsForTheEndOfEditing() {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.liveUpdate = true
        name.onEndEditing = true
        let greeting = ADLabelModel(name: "greeting", dataPath: "'Hello ' + name")
        let controller = ADBindingController(root: ADViewGroup([name, greeting]))
        controller.setRecord(["name": "Ada"])
        name.text = "Grace"
        #expect(controller.controlDidChange(name).evaluations == 0)
        #expect(greeting.text == "Hello Ada")
        controller.controlDidEndEditing(name)
        #expect(greeting.text == "Hello Grace")
    }

    @Test func withoutLiveUpdateNothingChangesUntilTheRecordIsRead() throws {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let greeting = ADLabelModel(name: "greeting", dataPath: "'Hello ' + name")
        let controller = ADBindingController(root: ADViewGroup([name, greeting]))
        controller.setRecord(["name": "Ada"])
        name.text = "Grace"
        controller.controlDidChange(name)
        controller.controlDidEndEditing(name)
        #expect(controller.record["name"] == "Ada")
        controller.refreshDisplay()
        #expect(controller.record["name"] == "Grace")
        #expect(greeting.text == "Hello Grace")
    }

    static let nestedEdits: [(String, [String])] = [
        ("a.b", ["reads a.b", "reads a", "reads a.b.c"]),
        ("a.b.c", ["reads a.b", "reads a", "reads a.b.c"]),
        ("a.x", ["reads a", "reads a.x"]),
        ("z", ["reads z"]),
    ]

    @Test(arguments: nestedEdits)
    func nestedPathsAffectEnclosingAndEnclosedReaders(edited: String, expected: [String]) {
        let readers = [("reads a.b", "a.b IS NOT NULL"), ("reads a", "a IS NOT NULL"), ("reads a.b.c", "coalesce(a.b.c, 0)"),
                       ("reads a.x", "a.x"), ("reads z", "z"), ("reads ab", "ab")]
            .map { ADLabelModel(name: $0.0, dataPath: $0.1) }
        let editor = ADTextFieldModel(name: "editor", dataPath: edited)
        editor.liveUpdate = true
        editor.validation.fieldType = .number
        let controller = ADBindingController(root: ADViewGroup(readers + [editor]))
        controller.setRecord(["a": ["b": ["c": 1], "x": 2], "z": 3, "ab": 4])
        editor.text = "9"
        let update = controller.controlDidChange(editor)
        #expect(Set(update.refreshedControls.map(\.name)) == Set(expected))
        #expect(update.failures.isEmpty)
    }

    @Test func nestedPathsWorkInBothDirections() throws {
        let model = ADTextFieldModel(name: "model", dataPath: "vehicle.brand.car.model")
        model.liveUpdate = true
        let shown = ADLabelModel(name: "shown", dataPath: "upper(vehicle.brand.car.model)")
        let controller = ADBindingController(root: ADViewGroup([model, shown]))
        controller.setRecord(["vehicle": ["brand": ["car": ["model": "Beetle"]]], "owner": "Ada"])
        #expect(model.text == "Beetle")
        model.text = "Golf"
        controller.controlDidChange(model)
        #expect(shown.text == "GOLF")
        #expect(controller.record.value(at: "vehicle.brand.car.model") == "Golf")
        #expect(controller.record["owner"] == "Ada")
    }

    @Test func nestedPathIsCreatedWhenMissing() throws {
        let city = ADTextFieldModel(name: "city", dataPath: "address.city")
        let controller = ADBindingController(root: ADViewGroup([city]))
        controller.setRecord(["name": "Ada"])
        #expect(city.text == "")
        #expect(controller.issues.map(\.control) == ["city"])
        city.text = "London"
        try controller.updateRecord()
        #expect(controller.record == ["name": "Ada", "address": ["city": "London"]])
    }

    @Test func invalidLiveInputIsNotWrittenAndIsMarked() {
        let quantity = ADTextFieldModel(name: "quantity", dataPath: "quantity")
        quantity.liveUpdate = true
        let double = ADLabelModel(name: "double", dataPath: "quantity * 2")
        let controller = ADBindingController(root: ADViewGroup([quantity, double]))
        controller.setRecord(["quantity": 4])
        quantity.text = "4x"
        let update = controller.controlDidChange(quantity)
        #expect(update.failures.map(\.control) == ["quantity"])
        #expect(update.evaluations == 0)
        #expect(controller.record["quantity"] == 4)
        #expect(quantity.validationError != nil)
        quantity.text = "5"
        controller.controlDidChange(quantity)
        #expect(quantity.validationError == nil)
        #expect(double.text == "10")
    }

    /// After any sequence of live edits, every control shows what a full refresh shows, and
    /// each edit evaluated exactly the bindings that read the edited field.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func liveUpdatesMatchAFullRefresh(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let fields = (0..<12).map { "f\($0)" }
        var record = ADRecord()
        for field in fields { record[path: ADFieldPath(field)] = .int(Int64.random(in: 0..<50, using: &generator)) }
        let editors = fields.map { field in
            let editor = ADTextFieldModel(name: "edit " + field, dataPath: field)
            editor.liveUpdate = true
            return editor
        }
        var fieldsRead: [String: Set<String>] = [:]
        var hiddenReads: [String: String] = [:]
        let labels = (0..<40).map { index in
            let read = (0..<Int.random(in: 1...3, using: &generator)).compactMap { _ in fields.randomElement(using: &generator) }
            let label = ADLabelModel(name: "label\(index)", dataPath: read.joined(separator: " + "))
            label.hiddenPath = "\(read.first ?? "f0") > 25"
            fieldsRead[label.name] = Set(read)
            hiddenReads[label.name] = read.first ?? "f0"
            return label
        }
        let controller = ADBindingController(root: ADViewGroup(labels + editors))
        controller.setRecord(record)
        for _ in 0..<30 {
            guard let editor = editors.randomElement(using: &generator) else { continue }
            let before = editor.text
            editor.text = String(Int.random(in: 0..<50, using: &generator))
            let update = controller.controlDidChange(editor)
            let readers = editor.text == before ? [] : labels.filter { fieldsRead[$0.name]?.contains(editor.dataPath) == true }
            #expect(Set(update.refreshedControls.map(\.name)) == Set(readers.map(\.name)))
            let hiddenReaders = readers.filter { hiddenReads[$0.name] == editor.dataPath }
            #expect(update.evaluations == readers.count + hiddenReaders.count)
        }
        let live = labels.map { ($0.text, $0.isHidden) }
        controller.refreshDisplay()
        let full = labels.map { ($0.text, $0.isHidden) }
        #expect(live.map(\.0) == full.map(\.0))
        #expect(live.map(\.1) == full.map(\.1))
    }
}
