import ActionData
import Foundation
import Testing

@Suite("Binding: control conversions")
struct BindingControlTests {
    static let sliderValues: [(ADValue, Double)] = [(.int(7), 7), (.double(0.25), 0.25), (.string(" 12.5 "), 12.5), (.string("3"), 3), (.bool(true), 1), (.null, 0)]

    @Test(arguments: sliderValues)
    func sliderReadsIntFloatAndNumericText(value: ADValue, expected: Double) throws {
        let slider = ADSliderModel(dataPath: "x", minimumValue: 0, maximumValue: 100)
        try slider.display(value)
        #expect(slider.value == expected)
        #expect(slider.hasEdits == false)
    }

    @Test func sliderRejectsTextThatIsNoNumber() {
        let slider = ADSliderModel(dataPath: "x")
        #expect(throws: ADConversionError.self) { try slider.display("many") }
    }

    static let writeBack: [(ADValue.Kind?, Double, ADValue)] = [
        (.int, 42.6, .int(43)), (.double, 42.6, .double(42.6)), (.string, 2.5, "2.5"), (.string, 3, "3"), (.bool, 1, true),
        (nil, 4, .int(4)), (nil, 4.5, .double(4.5)),
    ]

    @Test(arguments: writeBack)
    func numericControlsWriteTheFieldsKind(kind: ADValue.Kind?, number: Double, expected: ADValue) throws {
        let stepper = ADStepperModel(dataPath: "x")
        stepper.value = number
        #expect(try stepper.editedValue(as: nil, kind: kind) == expected)
    }

    static let switchValues: [(ADValue, Bool)] = [
        (true, true), (false, false), (1, true), (0, false), (2.5, true), ("yes", true), ("On", true), ("TRUE", true), ("1", true),
        ("no", false), ("off", false), ("maybe", false), (.null, false),
    ]

    @Test(arguments: switchValues)
    func switchReadsBooleansNumbersAndWords(value: ADValue, expected: Bool) throws {
        let control = ADSwitchModel(dataPath: "x")
        try control.display(value)
        #expect(control.isOn == expected)
    }

    static let switchWriteBack: [(ADValue.Kind?, ADValue)] = [(.bool, true), (.int, 1), (.double, 1.0), (.string, "true"), (nil, true)]

    @Test(arguments: switchWriteBack)
    func switchWritesTheFieldsKind(kind: ADValue.Kind?, expected: ADValue) throws {
        let control = ADSwitchModel(dataPath: "x")
        control.isOn = true
        #expect(try control.editedValue(as: nil, kind: kind) == expected)
    }

    static let progress: [(Double, Double, ADValue, Double)] = [
        (0, 100, 50, 0.5), (0, 100, 150, 1), (0, 100, -5, 0), (50, 150, 75, 0.25), (10, 10, 10, 1), (10, 10, 5, 0), (0, 1, "0.3", 0.3),
        (-100, 100, 0, 0.5),
    ]

    @Test(arguments: progress)
    func progressMapsTheValueIntoMinMax(low: Double, high: Double, value: ADValue, expected: Double) throws {
        let view = ADProgressViewModel(dataPath: "x", minimumValue: low, maximumValue: high)
        try view.display(value)
        #expect(abs(view.progress - expected) < 1e-12)
    }

    static let segments: [(Bool, ADValue, Int?)] = [
        (true, "web", 1), (true, "WEB", 1), (true, "Local", 0), (true, .null, nil), (false, 1, 1), (false, "0", 0), (false, 1.0, 1),
    ]

    @Test(arguments: segments)
    func segmentedControlSelectsByTitleIgnoringCaseOrByIndex(byTitle: Bool, value: ADValue, expected: Int?) throws {
        let control = ADSegmentedControlModel(dataPath: "use", segmentTitles: ["local", "web"], byTitle: byTitle)
        try control.display(value)
        #expect(control.selectedSegment == expected)
    }

    static let badSegments: [(Bool, ADValue)] = [(true, "ftp"), (false, 2), (false, -1), (false, 0.5), (false, "web")]

    @Test(arguments: badSegments)
    func segmentedControlRejectsUnknownTitlesAndIndexes(byTitle: Bool, value: ADValue) {
        let control = ADSegmentedControlModel(dataPath: "use", segmentTitles: ["local", "web"], byTitle: byTitle)
        #expect(throws: ADConversionError.self) { try control.display(value) }
        #expect(control.selectedSegment == nil)
    }

    @Test func segmentedControlWritesTitleOrIndex() throws {
        let byTitle = ADSegmentedControlModel(dataPath: "use", segmentTitles: ["local", "web"], byTitle: true)
        byTitle.selectedSegment = 1
        #expect(try byTitle.editedValue(as: nil, kind: .string) == "web")
        let byIndex = ADSegmentedControlModel(dataPath: "use", segmentTitles: ["local", "web"])
        byIndex.selectedSegment = 1
        #expect(try byIndex.editedValue(as: nil, kind: .int) == 1)
        byIndex.selectedSegment = nil
        #expect(try byIndex.editedValue(as: nil, kind: .int) == .null)
    }

    static let spellings: [(shown: ADValue, values: [String], pick: Int, written: String)] = [
        ("web", [], 1, "web"), ("WEB", [], 1, "WEB"), ("web", [], 0, "local"), ("WEB", [], 0, "LOCAL"),
        ("Web", [], 0, "Local"), ("wEb", [], 0, "Local"), ("w", ["l", "w"], 0, "l"), ("w", ["l", "w"], 1, "w"),
    ]

    @Test(arguments: spellings)
    func segmentedControlWritesTheValueSpelledAsTheRecordSpellsIt(
        shown: ADValue, values: [String], pick: Int, written: String
    ) throws {
        let control = ADSegmentedControlModel(dataPath: "use", segmentTitles: ["Local", "Web"], byTitle: true)
        control.segmentValues = values
        try control.display(shown)
        control.selectedSegment = pick
        #expect(try control.editedValue(as: nil, kind: .string) == .string(written))
        control.markSaved()
        #expect(try control.editedValue(as: nil, kind: .string) == .string(written))
    }

    static let texts: [(ADValue, String)] = [(42, "42"), (2.5, "2.5"), (3.0, "3"), (true, "true"), (false, "false"), ("hi", "hi"), (.null, "")]

    @Test(arguments: texts)
    func textControlsShowNumbersAndBooleansAsText(value: ADValue, expected: String) throws {
        let label = ADLabelModel(dataPath: "x")
        let view = ADTextViewModel(dataPath: "x")
        let picker = ADTextPickerModel(dataPath: "x")
        try label.display(value)
        try view.display(value)
        try picker.display(value)
        #expect([label.text, view.text, picker.text] == [expected, expected, expected])
    }

    static let formatted: [(ADFormatType, String, ADValue, String)] = [
        (.number, "###,###", 1000, "1,000"), (.number, "#,##0.00", 2.5, "2.50"), (.masked, "(###) ###-####", "8085551212", "(808) 555-1212"),
        (.date, "MM/dd/yyyy", .date(Date(timeIntervalSince1970: 1_514_764_800)), "01/01/2018"),
    ]

    @Test(arguments: formatted)
    func formatTypeAndPatternApply(type: ADFormatType, pattern: String, value: ADValue, expected: String) throws {
        let posix = Locale(identifier: "en_US_POSIX")
        let label = ADLabelModel(dataPath: "x", formatting: ADTextFormatting(formatType: type, formatPattern: pattern, locale: posix))
        let field = ADTextFieldModel(dataPath: "x", formatting: ADTextFormatting(formatType: type, formatPattern: pattern, locale: posix))
        try label.display(value)
        try field.display(value)
        #expect(label.text == expected)
        #expect(field.text == expected)
        #expect(field.hasEdits == false)
    }

    static let typed: [(ADFormatType?, String, ADValue.Kind?, String, ADValue)] = [
        (.number, "###,###", .int, "2,500", 2500), (.masked, "(###) ###-####", .string, "(808) 555-1212", "8085551212"),
        (nil, "", .int, "12", 12), (nil, "", .double, "12", 12.0), (nil, "", .string, "12", "12"), (nil, "", .bool, "yes", true),
        (nil, "", .int, "", .null), (nil, "", .string, "", ""), (nil, "", nil, "7", "7"), (.number, "###", .double, "", .null),
    ]

    @Test(arguments: typed)
    func textFieldParsesWhatIsTyped(type: ADFormatType?, pattern: String, kind: ADValue.Kind?, text: String, expected: ADValue) throws {
        let field = ADTextFieldModel(dataPath: "x", formatting: ADTextFormatting(formatType: type, formatPattern: pattern, locale: Locale(identifier: "en_US_POSIX")))
        field.text = text
        #expect(try field.editedValue(as: nil, kind: kind) == expected)
    }

    static let badInput: [(ADValue.Kind, String)] = [(.int, "abc"), (.int, "2.5"), (.double, "1,2,3"), (.bool, "perhaps"), (.date, "yesterday")]

    @Test(arguments: badInput)
    func textFieldRejectsInputOfTheWrongType(kind: ADValue.Kind, text: String) {
        let field = ADTextFieldModel(dataPath: "x")
        field.text = text
        #expect(throws: ADConversionError.self) { try field.editedValue(as: nil, kind: kind) }
    }

    static let fieldTypes: [(ADFieldType, String, ADValue)] = [(.text, "12", "12"), (.number, "12", 12), (.number, "1.5", 1.5), (.logic, "off", false)]

    @Test(arguments: fieldTypes)
    func explicitFieldTypeWinsOverTheRecordsKind(type: ADFieldType, text: String, expected: ADValue) throws {
        let field = ADTextFieldModel(dataPath: "x")
        field.text = text
        #expect(try field.editedValue(as: type, kind: nil) == expected)
    }

    @Test func imageViewDecodesBase64AndData() throws {
        let view = ADImageViewModel(dataPath: "icon")
        try view.display(.string(pngBytes.base64EncodedString()))
        #expect(view.imageData == pngBytes)
        try view.display(.string("data:image/png;base64," + pngBytes.base64EncodedString()))
        #expect(view.imageData == pngBytes)
        try view.display("")
        #expect(view.imageData == nil)
        #expect(throws: ADConversionError.self) { try view.display("bm90IGFuIGltYWdl") }
        #expect(view.imageData == nil)
    }

    @Test func webViewShowsURLOrHTML() throws {
        let web = ADWebViewModel(dataPath: "page")
        try web.display("https://example.com/a")
        #expect(web.url == URL(string: "https://example.com/a"))
        #expect(web.html == nil)
        #expect(throws: ADConversionError.self) { try web.display("not a url") }
        #expect(web.url == nil)
        web.containsHTML = true
        try web.display("<p>Hi</p>")
        #expect(web.html == "<p>Hi</p>")
        #expect(web.url == nil)
    }

    @Test func pickerOptionValuesAndOptionListStayInStep() throws {
        let picker = ADTextPickerModel(dataPath: "labelColor", title: "Colour")
        picker.optionValues = "red, green ,blue,"
        #expect(picker.optionList == ["red", "green", "blue"])
        picker.optionList.append("violet")
        #expect(picker.optionValues == "red,green,blue,violet")
        try picker.display("GREEN")
        #expect(picker.selectedIndex == 1)
        try picker.display("teal")
        #expect(picker.text == "teal")
        #expect(picker.selectedIndex == nil)
    }

    @Test func colourPathsUseTheSpecsNames() {
        let slider = ADSliderModel(dataPath: "x")
        slider.minColorPath = "a"
        slider.maxColorPath = "b"
        slider.thumbColorPath = "c"
        #expect(slider.colorPaths == [.minimumTrack: "a", .maximumTrack: "b", .thumb: "c"])
        let toggle = ADSwitchModel(dataPath: "x")
        toggle.onColorPath = "a"
        toggle.offColorPath = "b"
        toggle.thumbColorPath = ""
        #expect(toggle.colorPaths == [.on: "a", .off: "b"])
        let progress = ADProgressViewModel(dataPath: "x")
        progress.progressColorPath = "p"
        progress.trackColorPath = "t"
        #expect(progress.colorPaths.mapValues { $0 } == [.progress: "p", .track: "t"])
        #expect(ADColorRole.allCases.map(\.pathName).contains("minColorPath"))
    }
}
