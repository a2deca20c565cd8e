import ActionData
import Testing

@Suite("Binding: AKABeacon attributes with behaviour")
struct BindingAKABeaconBehaviourTests {
    /// Value, then the text a binding with `textForYes: "Yes", textForNo: "No"` shows.
    static let yesNo: [(ADValue, String)] = [(true, "Yes"), (false, "No"), (1, "Yes"), (0, "No"), (1.0, "Yes"), (0.0, "No"), (2, "2")]

    @Test("textForYes and textForNo show Booleans and the numbers 1 and 0", arguments: yesNo)
    func yesNoTexts(value: ADValue, shown: String) throws {
        let label = ADLabelModel(name: "flag")
        label.dataBinding = try ADBindingExpression("flag { textForYes: \"Yes\", textForNo: \"No\" }", kind: .text)
        let controller = ADBindingController(root: ADViewGroup([label]))
        controller.setRecord(["flag": value])
        #expect(label.text == shown)
    }

    /// The form of the conditional style, enabled and hidden tests: a name field, a late flag
    /// and a label whose colours, enabled and hidden state are conditional expressions.
    private static func styledForm() throws -> (ADBindingController, ADTextFieldModel, ADSwitchModel, ADLabelModel) {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.liveUpdate = true
        let late = ADSwitchModel(name: "late", dataPath: "late")
        late.liveUpdate = true
        let status = ADLabelModel(name: "status", dataPath: "name")
        status.styleBinding = try ADBindingExpression(
            """
            { textColor: $when(late) $UIColor{r:255, g:0, b:0} $else $UIColor{r:0, g:0, b:0},
              backgroundColor: $whenNot(late) $UIColor{r:1, g:1, b:1} }
            """, kind: .style)
        status.enabledBinding = try ADBindingExpression("$when(\"$n > 0\" { n: name.length }) $true $else $false")
        status.hiddenBinding = try ADBindingExpression("$when(late) $false $else name = 'secret'")
        let controller = ADBindingController(root: ADViewGroup([name, late, status]))
        controller.setRecord(["name": "Ada", "late": false])
        return (controller, name, late, status)
    }

    @Test("conditional style, enabled and hidden bindings are evaluated and re-evaluated live")
    func conditionalStyle() throws {
        let (controller, name, late, status) = try Self.styledForm()
        #expect(controller.issues.isEmpty)
        #expect(status.textColor == ADColor(red: 0, green: 0, blue: 0))
        #expect(status.colors[.background] == ADColor(red: 255, green: 255, blue: 255))
        #expect(status.isEnabled)
        #expect(!status.isHidden)

        late.isOn = true
        controller.controlDidChange(late)
        #expect(status.textColor == ADColor(red: 255, green: 0, blue: 0))
        #expect(status.colors[.background] == nil)

        name.text = ""
        controller.controlDidChange(name)
        #expect(!status.isEnabled)
        late.isOn = false
        controller.controlDidChange(late)
        name.text = "secret"
        controller.controlDidChange(name)
        #expect(status.isHidden)
    }

    @Test("a style colour the control's kind does not have is a warning, not a colour")
    func styleRoleTheKindLacks() throws {
        let stepper = ADStepperModel(name: "count", dataPath: "count")
        stepper.styleBinding = try ADBindingExpression("{ textColor: $UIColor{r:255, g:0, b:0}, tintColor: \"#00FF00\" }")
        let controller = ADBindingController(root: ADViewGroup([stepper]))
        controller.setRecord(["count": 1])
        #expect(controller.issues.map(\.severity) == [.warning])
        #expect(stepper.colors == [.tint: ADColor(red: 0, green: 255, blue: 0)])
    }

    @Test("a change through the controller refreshes exactly the controls that read the field")
    func modelToView() throws {
        let first = ADLabelModel(name: "first", dataPath: "a")
        let second = ADLabelModel(name: "second", dataPath: "b")
        let sum = ADLabelModel(name: "sum", dataPath: "a + b")
        let flagged = ADLabelModel(name: "flagged", dataPath: "b")
        flagged.styleBinding = try ADBindingExpression("{ textColor: $when(a > 5) \"#FF0000\" $else \"#000000\" }")
        let controller = ADBindingController(root: ADViewGroup([first, second, sum, flagged]))
        controller.setRecord(["a": 1, "b": 2])
        let before = controller.evaluationCount

        let update = try controller.setValue(10, at: "a")
        #expect(controller.evaluationCount - before == 3)
        #expect(update.evaluations == 3)
        #expect(update.refreshedControls.map(\.name) == ["first", "sum", "flagged"])
        #expect(first.text == "10")
        #expect(sum.text == "12")
        #expect(flagged.textColor == ADColor(red: 255, green: 0, blue: 0))
        #expect(second.text == "2")

        let updates = controller.changeRecord { record in
            record["b"] = 5
            record["c"] = 1
        }
        #expect(updates.map(\.refreshedControls.count) == [3, 0])
        #expect(sum.text == "15")
        #expect(throws: ADRecordError.self) { try controller.setValue(1, at: "a.inner") }
    }
}
