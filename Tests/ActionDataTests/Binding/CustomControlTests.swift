import ActionData
import Testing

/// A control of an application's own: a badge showing a formatted count in a colour.
final class BadgeControl: ADFormattedBindable, ADTextShowing {
    let name: String
    let dataPath: String
    var dataBinding: ADBindingExpression?
    var enabledPath = ""
    var hiddenPath = ""
    var colorPaths: [ADColorRole: String] = [:]
    var colors: [ADColorRole: ADColor] = [:]
    var isEnabled = true
    var isHidden = false
    var formatting = ADTextFormatting()
    private(set) var text = ""

    init(name: String, dataPath: String) {
        self.name = name
        self.dataPath = dataPath
    }

    func setColor(_ color: ADColor?, for role: ADColorRole) { colors[role] = color }

    func display(_ value: ADValue) throws(ADConversionError) {
        text = ""
        text = try formatting.text(for: value)
    }
}

@Suite("Binding: custom controls receive formats and colours")
struct CustomControlTests {
    @Test func customControlsGetDisplayFormatsAndColours() throws {
        let badge = BadgeControl(name: "badge", dataPath: "count")
        badge.formatType = .number
        badge.formatPattern = "#,##0"
        badge.formatting.locale = .init(identifier: "en_US_POSIX")
        badge.colorPaths[.text] = "compare(count > 1000, '#ff0000', '#00ff00')"
        let controller = ADBindingController(root: ADViewGroup([badge]))
        controller.setRecord(["count": 1234])
        #expect(badge.text == "1,234")
        #expect(badge.colors[.text] == ADColor(red: 255, green: 0, blue: 0))
        #expect(badge.typed.kind == nil)
        #expect(badge.kindAndName == "control 'badge'")
    }

    @Test func customControlsGetTheActiveBranchFormat() throws {
        let badge = BadgeControl(name: "badge", dataPath: "")
        badge.dataBinding = try ADBindingExpression(
            "$when(count > 1) count { numberFormatter: { minimumIntegerDigits: 3 } } $else \"none\"")
        let controller = ADBindingController(root: ADViewGroup([badge]))
        controller.setRecord(["count": 7])
        #expect(badge.text == "007")
        controller.setRecord(["count": 0])
        #expect(badge.text == "none")
    }
}
