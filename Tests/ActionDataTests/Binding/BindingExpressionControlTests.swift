import ActionData
import Foundation
import TestSupport
import Testing

@Suite("Binding: controls bound by AKABeacon binding expressions")
struct BindingExpressionControlTests {
    static let us = Locale(identifier: "en_US")

    private func label(_ name: String, _ expression: String) throws -> ADLabelModel {
        let label = ADLabelModel(name: name)
        label.formatting.locale = Self.us
        label.dataBinding = try ADBindingExpression(expression)
        return label
    }

    private func switchControl(_ path: String) -> ADSwitchModel {
        let control = ADSwitchModel(name: path, dataPath: path)
        control.liveUpdate = true
        return control
    }

    @Test func aConditionalShowsItsActiveBranchAndSwitchesWhenItsConditionChanges() throws {
        let finished = switchControl("isFinished")
        let status = try label("status", "$when(isFinished) \"done\" $whenNot(isReady) waiting $else upper(name)")
        let controller = ADBindingController(root: ADViewGroup([finished, status]))
        controller.setRecord(["isFinished": false, "isReady": true, "waiting": "not yet", "name": "build"])
        #expect(status.text == "BUILD")
        finished.isOn = true
        let update = controller.controlDidChange(finished)
        #expect(update.refreshedControls.map(\.name) == ["status"])
        #expect(status.text == "done")
        #expect(controller.issues.isEmpty)
    }

    @Test func editsOfFieldsOnlyAnInactiveBranchReadsEvaluateNothing() throws {
        let waiting = ADTextFieldModel(name: "waiting", dataPath: "waiting")
        waiting.liveUpdate = true
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.liveUpdate = true
        let status = try label("status", "$when(isFinished) \"done\" $whenNot(isReady) waiting $else upper(name)")
        let controller = ADBindingController(root: ADViewGroup([waiting, name, status]))
        controller.setRecord(["isFinished": false, "isReady": true, "waiting": "not yet", "name": "build"])
        waiting.text = "soon"
        let inactive = controller.controlDidChange(waiting)
        #expect(inactive.evaluations == 0)
        #expect(inactive.refreshedControls.isEmpty)
        #expect(controller.record["waiting"] == "soon")
        name.text = "test"
        let active = controller.controlDidChange(name)
        #expect(active.refreshedControls.map(\.name) == ["status"])
        #expect(status.text == "TEST")
    }

    @Test func eachBranchShowsThroughItsOwnTextAttributes() throws {
        let percent = switchControl("asPercent")
        let ratio = try label("ratio", """
            $when(asPercent) ratio { numberFormatter: { numberStyle: .PercentStyle } }
            $else ratio { numberFormatter: { minimumFractionDigits: 3 }, textForUndefinedValue: "?" }
            """)
        let controller = ADBindingController(root: ADViewGroup([percent, ratio]))
        controller.setRecord(["asPercent": true, "ratio": 0.8])
        #expect(ratio.text == "80%")
        percent.isOn = false
        controller.controlDidChange(percent)
        #expect(ratio.text == "0.800")
        controller.setRecord(["asPercent": false, "ratio": .null])
        #expect(ratio.text == "?")
    }

    @Test func attributeFormulasAreReadForEachRecordAndObserved() throws {
        let fallback = ADTextFieldModel(name: "fallback", dataPath: "fallback")
        fallback.liveUpdate = true
        let price = try label("price", "price { textForUndefinedValue: fallback }")
        let controller = ADBindingController(root: ADViewGroup([fallback, price]))
        controller.setRecord(["price": .null, "fallback": "ask us"])
        #expect(price.text == "ask us")
        fallback.text = "sold out"
        controller.controlDidChange(fallback)
        #expect(price.text == "sold out")
    }

    @Test func anEditableControlWritesBackThroughAPlainBindingOnly() throws {
        let price = ADTextFieldModel(name: "price")
        price.formatting.locale = Self.us
        price.dataBinding = try ADBindingExpression("price { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"USD\" } }")
        let shown = ADTextFieldModel(name: "shown")
        shown.dataBinding = try ADBindingExpression("$when(useNickname) nickname $else name")
        let controller = ADBindingController(root: ADViewGroup([price, shown]))
        controller.setRecord(["price": 2.5, "useNickname": true, "nickname": "Ada", "name": "Augusta"])
        #expect(price.text == "$2.50")
        #expect(shown.text == "Ada")
        #expect(controller.lint().map(\.control) == ["shown"])
        price.text = "$1,000.00"
        shown.text = "Grace"
        try controller.updateRecord()
        #expect(controller.record["price"] == 1000.0, "the field held a Double, so it still does")
        #expect(controller.record["nickname"] == "Ada")
        #expect(controller.record["name"] == "Augusta")
    }

    @Test func aConditionReadingAMissingFieldIsADisplayIssueNamingTheControl() throws {
        let status = try label("status", "$when(isFinished) \"done\" $else \"busy\"")
        let controller = ADBindingController(root: ADViewGroup([status]))
        controller.setRecord(["name": "x"])
        #expect(status.text == "")
        #expect(controller.issues.map(\.control) == ["status"])
        #expect(controller.issues.first?.source.contains("$when(isFinished)") == true)
    }

    /// Whatever the user types into fields formatted by binding expressions, reading back
    /// either takes every edit or none, and nothing traps.
    @Test(arguments: [21, 22, 23, 24] as [UInt64])
    func typedGarbageThroughBindingFormatsIsAllOrNothing(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let bindings = [
            "price { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"USD\" } }",
            "rate { numberFormatter: { numberStyle: .PercentStyle } }",
            "day { dateFormatter: { dateFormat: \"yyyy-MM-dd\", timeZone: \"UTC\" } }",
            "flag { textForYes: \"Yes\", textForNo: \"No\" }",
            "note { textForUndefinedValue: \"(none)\", treatEmptyTextAsUndefined: $true }",
        ]
        let editors = try bindings.map { source in
            let editor = ADTextFieldModel(name: source.prefix { $0 != " " }.description)
            editor.formatting.locale = Self.us
            editor.dataBinding = try ADBindingExpression(source)
            return editor
        }
        let controller = ADBindingController(root: ADViewGroup(editors))
        controller.setRecord(["price": 2.5, "rate": 0.25, "day": .date(Date(timeIntervalSince1970: 0)), "flag": true, "note": .null])
        #expect(editors.map(\.text) == ["$2.50", "25%", "1970-01-01", "Yes", "(none)"])
        let inputs = BindingFuzzTests.inputs + ["$1,000.00", "80%", "2020-02-29", "no", "(none)", "$", "%"]
        var outcomes: Set<Bool> = []
        for _ in 0..<40 {
            let before = controller.record
            for editor in editors where Bool.random(using: &generator) {
                editor.text = inputs.randomElement(using: &generator) ?? ""
            }
            do {
                try controller.updateRecord()
                outcomes.insert(true)
                #expect(editors.allSatisfy { !$0.hasEdits })
            } catch {
                outcomes.insert(false)
                #expect(controller.record == before)
                #expect(!error.failures.isEmpty)
                controller.setRecord(before)
            }
        }
        #expect(outcomes == [true, false], "both saves and refusals were exercised")
    }
}
