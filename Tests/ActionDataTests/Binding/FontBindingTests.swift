import ActionData
import Testing

@Suite("Binding: fonts (fontBinding_aka and a style binding's font)")
struct FontBindingTests {
    /// A label with the document font `base`, bound by `binding`, over `record`.
    private static func label(_ binding: String, base: ADFont? = ADFont(size: 17), record: ADRecord)
        throws -> (ADBindingController, ADLabelModel)
    {
        let label = ADLabelModel(name: "title", dataPath: "title")
        label.documentFont = base
        label.fontBinding = try ADBindingExpression(binding, kind: .font)
        let controller = ADBindingController(root: ADViewGroup([label]))
        controller.setRecord(record)
        return (controller, label)
    }

    /// A binding, the record, and the font it gives over a 17-point document font.
    static let adjustments: [(String, ADRecord, ADFont)] = [
        ("{}", ["title": "A"], ADFont(size: 17)),
        ("{ }", ["title": "A"], ADFont(size: 17)),
        ("{ size: pointSize }", ["pointSize": 24], ADFont(size: 24)),
        ("{ traits: symbolicTraits, size: pointSize }", ["symbolicTraits": 3, "pointSize": 12.5],
         ADFont(size: 12.5, traits: [.bold, .italic])),
        ("{ traits: { .TraitBold, .TraitCondensed } }", [:], ADFont(size: 17, traits: [.bold, .condensed])),
        ("{ traits: .TraitItalic }", [:], ADFont(size: 17, traits: .italic)),
        ("{ family: \"Menlo\", weight: .Semibold }", [:], ADFont(family: "Menlo", size: 17, weight: .semibold)),
        ("{ name: face, textStyle: style }", ["face": "Avenir-Heavy", "style": "UIFontTextStyleHeadline"],
         ADFont(name: "Avenir-Heavy", size: 17, textStyle: .headline)),
        ("font", ["font": .record(["family": "Georgia", "size": 20, "traits": .array(["italic"])])],
         ADFont(family: "Georgia", size: 20, traits: .italic)),
        ("font", ["font": 30], ADFont(size: 30)),
        ("font", ["font": .null], ADFont(size: 17)),
        ("$when(big) { size: 40 } $else { weight: .Light }", ["big": false], ADFont(size: 17, weight: .light)),
    ]

    @Test("a font binding adjusts the document's font by its attributes", arguments: adjustments)
    func adjusts(binding: String, record: ADRecord, expected: ADFont) throws {
        var full = record
        full["title"] = "Title"
        let (controller, label) = try Self.label(binding, record: full)
        #expect(controller.issues.isEmpty, "\(controller.issues)")
        #expect(label.font == expected)
    }

    @Test("the bound attributes are re-evaluated live, and only for the fields they read")
    func live() throws {
        let size = ADTextFieldModel(name: "size", dataPath: "pointSize")
        size.liveUpdate = true
        let other = ADLabelModel(name: "other", dataPath: "title")
        let label = ADLabelModel(name: "sample", dataPath: "title")
        label.fontBinding = try ADBindingExpression("$when(pointSize > 30) { size: pointSize, traits: .TraitBold } $else { size: pointSize }")
        let controller = ADBindingController(root: ADViewGroup([size, other, label]))
        controller.setRecord(["pointSize": 14, "title": "Hello"])
        #expect(label.font == ADFont(size: 14))

        size.text = "36"
        let update = controller.controlDidChange(size)
        #expect(update.refreshedControls.map(\.name) == ["sample"])
        #expect(label.font == ADFont(size: 36, traits: .bold))
    }

    @Test("an empty block keeps the document's font, and a later binding adjusts it")
    func emptyBlockKeepsDocumentFont() throws {
        let (controller, label) = try Self.label("{}", base: ADFont(family: "Georgia", size: 15, traits: .italic), record: ["title": "A"])
        #expect(label.font == ADFont(family: "Georgia", size: 15, traits: .italic))
        label.fontBinding = try ADBindingExpression("{ size: 22 }", kind: .font)
        controller.updateBindings()
        controller.setRecord(["title": "B"])
        #expect(controller.issues.isEmpty)
        #expect(label.font == ADFont(family: "Georgia", size: 22, traits: .italic))
    }

    /// A binding, a record giving a bad setting, and the setting the issue must name.
    static let badSettings: [(String, ADRecord, String)] = [
        ("{ size: pointSize }", ["pointSize": 5000], "font.size"),
        ("{ size: pointSize }", ["pointSize": 0], "font.size"),
        ("{ size: pointSize }", ["pointSize": "big"], "font.size"),
        ("{ weight: w }", ["w": "feather"], "font.weight"),
        ("{ traits: t }", ["t": .array(["bold", "wobbly"])], "font.traits"),
        ("{ traits: t }", ["t": -1], "font.traits"),
        ("{ textStyle: s }", ["s": 3], "font.textStyle"),
        ("{ family: f }", ["f": ""], "font.family"),
        ("font", ["font": true], "font"),
    ]

    @Test("a bad setting is an issue naming the control and the setting, and nothing is applied", arguments: badSettings)
    func badSetting(binding: String, record: ADRecord, setting: String) throws {
        var full = record
        full["title"] = "Title"
        let wellFormed = binding.replacingOccurrences(of: "{ size: pointSize }", with: "{ size: pointSize, traits: .TraitBold }")
        let (controller, label) = try Self.label(wellFormed, record: full)
        let issue = try #require(controller.issues.first)
        #expect(controller.issues.count == 1)
        #expect(issue.control == "title")
        #expect(issue.property == .font)
        #expect(issue.message.contains(setting + " read from the record"), "\(issue.message)")
        #expect(label.font == ADFont(size: 17))
    }

    @Test("a style binding's font sets the font when there is no font binding")
    func styleFont() throws {
        let label = ADLabelModel(name: "note", dataPath: "title")
        label.styleBinding = try ADBindingExpression("{ textColor: \"#FF0000\", font: $when(urgent) { traits: .TraitBold } }", kind: .style)
        let controller = ADBindingController(root: ADViewGroup([label]))
        controller.setRecord(["title": "Hi", "urgent": true])
        #expect(controller.issues.isEmpty, "\(controller.issues)")
        #expect(label.font == ADFont(traits: .bold))
        controller.setRecord(["title": "Hi", "urgent": false])
        #expect(label.font == ADFont())
    }

    @Test("a font on a control without text, or given twice, is a warning and nothing else")
    func fontWhereNoneApplies() throws {
        let slider = ADSliderModel(name: "level", dataPath: "level")
        slider.fontBinding = try ADBindingExpression("{ size: 20 }", kind: .font)
        let label = ADLabelModel(name: "title", dataPath: "title")
        label.fontBinding = try ADBindingExpression("{ size: 20 }", kind: .font)
        label.styleBinding = try ADBindingExpression("{ font: { size: 30 } }", kind: .style)
        let controller = ADBindingController(root: ADViewGroup([slider, label]))
        controller.setRecord(["level": 0.5, "title": "A"])
        #expect(controller.issues.map(\.severity) == [.warning, .warning])
        #expect(controller.issues.map(\.control) == ["level", "title"])
        #expect(slider.font == nil)
        #expect(label.font == ADFont(size: 20))
    }

    /// Names UIKit and Interface Builder write, and what they name.
    static let names: [(String, ADFontWeight?, ADFontTraits?, ADFontTextStyle?)] = [
        ("semibold", .semibold, nil, nil), ("UIFontWeightBlack", .black, nil, nil),
        ("TraitMonoSpace", nil, .monoSpace, nil), ("UIFontDescriptorTraitItalic", nil, .italic, nil),
        ("UICTFontTextStyleTitle0", nil, nil, .largeTitle), ("UICTFontTextStyleSubhead", nil, nil, .subheadline),
        ("caption2", nil, nil, .caption2),
    ]

    @Test("weights, traits and text styles are read by UIKit's and Interface Builder's names", arguments: names)
    func readsNames(name: String, weight: ADFontWeight?, trait: ADFontTraits?, style: ADFontTextStyle?) {
        #expect(ADFontWeight(name: name) == weight)
        #expect(ADFontTraits(name: name) == trait)
        #expect(ADFontTextStyle(name: name) == style)
    }

    @Test("every text style's UIKit name reads back as that style")
    func textStyleNamesRoundTrip() {
        for style in ADFontTextStyle.allCases {
            #expect(ADFontTextStyle(name: style.uiKitName) == style)
        }
    }

    /// A binding with a constant the engine would refuse, its kind, and the text the error
    /// points at and what it expects.
    static let badConstants: [(String, ADBindingKind, String, String)] = [
        ("{ size: 5000 }", .font, "5000", "a value from 1.0 to 1000.0 for 'size'"),
        ("{ weight: .Feather }", .font, ".Feather", "one of ultraLight"),
        ("{ traits: { .TraitBold, .TraitWobbly } }", .font, "{ .TraitBold, .TraitWobbly }", "one of italic, bold"),
        ("{ family: \"\" }", .font, "\"\"", "a non-empty text for 'family'"),
        ("{ textColor: \"#FF0000\", font: $when(urgent) { size: -3 } }", .style, "-3", "a value from 1.0 to 1000.0"),
        ("{ font: \"Menlo\" }", .style, "\"Menlo\"", "a '{ … }' block or a key path for 'font'"),
    ]

    @Test("a constant font setting the engine would refuse is a binding error pointing at it", arguments: badConstants)
    func badConstant(source: String, kind: ADBindingKind, found: String, expected: String) throws {
        let error = try #require(throws: ADBindingExpressionError.self) { try ADBindingExpression(source, kind: kind) }
        #expect(error.reason == .invalidValue)
        #expect(error.found == "'\(found)'")
        #expect(error.expected.contains(expected), "\(error.expected)")
    }
}
