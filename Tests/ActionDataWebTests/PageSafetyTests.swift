import ActionData
import ActionDataWeb
import Testing

@Suite("Web: the page escapes by Unicode scalar and keeps controls in their own namespace")
struct PageSafetyTests {
    static let hostile: [String] = [
        "\"\u{301} onmouseover=alert(1) x=\"", "\u{600}<script>alert(1)</script>", "<img src=x onerror=alert(1)>",
        "' onfocus='alert(1)", "a&b", "`x`", "\u{feff}<b>", "e\u{301}<i>",
    ]

    @Test(arguments: hostile)
    func hostileNamesAndTitlesNeverOpenMarkup(text: String) throws {
        let label = ADLabelModel(name: text, dataPath: "1")
        let picker = ADTextPickerModel(name: "p", dataPath: "'a'", title: text, optionList: ["a"])
        let html = ADWebForm(title: text, root: ADViewGroup([ADViewGroup(name: text, [label, picker])]), record: [:]).html()
        let markup: Set<Unicode.Scalar> = ["<", ">", "\"", "'", "`"]
        for (open, close) in [("<title>", "</title>"), ("<legend>", "</legend>"), ("<h1>", "</h1>")] {
            let start = try #require(html.range(of: open))
            let end = try #require(html.range(of: close, range: start.upperBound..<html.endIndex))
            let shown = html[start.upperBound..<end.lowerBound]
            #expect(!shown.unicodeScalars.contains { markup.contains($0) }, "\(open)\(shown)")
        }
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(html.unicodeScalars.filter { $0 == "\"" }.count % 2 == 0, "every attribute quote is closed")
    }

    @Test func everyASCIISpecialCharacterIsEscaped() {
        let specials = "&<>\"'`"
        let html = ADWebForm(title: specials, root: ADViewGroup([]), record: [:]).html()
        #expect(html.contains("<title>&amp;&lt;&gt;&quot;&#39;&#96;</title>"))
    }

    @Test func controlsCannotTakeOverPageElements() {
        let controls = ["save", "status", "record", "form", "accessory"].map { ADLabelModel(name: $0, dataPath: "1") }
        let form = ADWebForm(title: "Names", root: ADViewGroup(controls), record: [:])
        let html = form.html()
        for name in ["save", "status", "record", "form", "accessory"] {
            #expect(html.components(separatedBy: "id=\"ad-\(name)\"").count <= 2, "one page element ad-\(name)")
            #expect(html.contains("id=\"adc-\(name)\""))
        }
    }

    @Test func duplicateAndCollidingIdentifiersAreMadeUnique() {
        let controls = [
            ADLabelModel(name: "control-2", dataPath: "1"), ADLabelModel(dataPath: "2"), ADLabelModel(name: "x", dataPath: "3"),
            ADLabelModel(name: "x", dataPath: "4"),
        ]
        let form = ADWebForm(title: "Ids", root: ADViewGroup(controls), record: [:])
        #expect(Set(form.controlIDs).count == 4)
        #expect(form.controlIDs.first == "control-2")
    }
}
