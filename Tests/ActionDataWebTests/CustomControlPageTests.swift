import ActionData
import ActionDataWeb
import Testing

/// A custom control showing a formatted count in a colour.
final class CountBadge: ADFormattedBindable, ADTextShowing {
    let name = "badge"
    let dataPath = "count"
    let enabledPath = ""
    let hiddenPath = "count = 0"
    let colorPaths: [ADColorRole: String] = [.text: "'#336699'"]
    private(set) var colors: [ADColorRole: ADColor] = [:]
    var isEnabled = true
    var isHidden = false
    var formatting = ADTextFormatting(formatType: .number, formatPattern: "#,##0", locale: .init(identifier: "en_US_POSIX"))
    private(set) var text = ""

    func setColor(_ color: ADColor?, for role: ADColorRole) { colors[role] = color }

    func display(_ value: ADValue) throws(ADConversionError) {
        text = try formatting.text(for: value)
    }
}

@Suite("Web: custom controls")
struct CustomControlPageTests {
    @Test func customControlsAreRenderedWithTheirTextAndColours() throws {
        let count = ADTextFieldModel(name: "count", dataPath: "count")
        count.liveUpdate = true
        let form = ADWebForm(title: "Badge", root: ADViewGroup([count, CountBadge()]), record: ["count": 1500])
        #expect(form.html().contains(#"data-kind="custom""#))
        let badge = try #require(form.snapshot().state(of: "badge"))
        #expect(badge.kind == .custom)
        #expect(badge.text == "1,500")
        #expect(badge.colors == ["text": "#336699"])
        let update = try form.handle(ADWebEvent(controlID: "count", action: .input, value: "0"))
        #expect(update.state(of: "badge")?.isHidden == true)
        #expect(update.state(of: "badge")?.text == "0")
    }
}
