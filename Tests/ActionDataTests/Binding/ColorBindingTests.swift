import ActionData
import Foundation
import Testing

@Suite("Which colours a control binds")
struct ColorBindingTests {
    @Test("a colour path or a style attribute binds a colour; nothing else does")
    func binds() throws {
        let plain = ADLabelModel(name: "plain", dataPath: "name")
        let pathed = ADLabelModel(name: "pathed", dataPath: "name")
        pathed.setColorPath("shade", for: .background)
        let blank = ADLabelModel(name: "blank", dataPath: "name")
        blank.setColorPath("  ", for: .background)
        let styled = ADSwitchModel(name: "styled", dataPath: "on")
        styled.styleBinding = try ADBindingExpression("{ backgroundColor: $when(on) \"#00FF00\", textColor: \"#FF0000\" }")
        #expect(!plain.bindsColor(.background) && !plain.bindsColor(.text))
        #expect(pathed.bindsColor(.background) && !pathed.bindsColor(.text))
        #expect(!blank.bindsColor(.background))
        #expect(styled.bindsColor(.background))
        #expect(!styled.bindsColor(.text))  // a switch has no text colour
        #expect(!styled.bindsColor(.thumb))
    }

    @Test("a bound background whose condition gives no colour is bound and absent")
    func boundButAbsent() throws {
        let styled = ADLabelModel(name: "styled", dataPath: "name")
        styled.styleBinding = try ADBindingExpression("{ backgroundColor: $when(late) \"#FF0000\" }")
        let controller = ADBindingController(root: ADViewGroup([styled]))
        controller.setRecord(["name": "x", "late": true])
        #expect(styled.bindsColor(.background))
        #expect(styled.colors[.background] == ADColor(red: 255, green: 0, blue: 0))
        try controller.setValue(false, at: "late")
        #expect(styled.colors[.background] == nil)
    }

    @Test("every style colour attribute names a role")
    func styleNames() {
        let named = ADColorRole.allCases.compactMap(\.styleAttributeName)
        #expect(named == ["textColor", "tintColor", "backgroundColor"])
    }
}
