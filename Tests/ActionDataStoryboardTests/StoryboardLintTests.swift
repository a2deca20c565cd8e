import ActionData
import ActionDataStoryboard
import ActionDataSwiftModel
import Foundation
import TestSupport
import Testing

@Suite("Lint: planted defects and clean forms")
struct StoryboardLintTests {
    static func jsonModel(_ name: String) throws -> ADLintModel {
        ADLintModel(sample: try ADRecord(jsonData: Data(contentsOf: FixtureFiles.url(name))), name: "Category")
    }

    static func swiftModel() throws -> ADLintModel {
        try ADSwiftModelReader(source: FixtureFiles.text(FixtureFiles.url("Category.swift"))).model(typeName: "Category")
    }

    /// Each planted defect: a fragment of the fixture line it is on, the severity, and a fragment of the message.
    static let defects: [(String, ADLintDiagnostic.Severity, String)] = [
        ("value=\"nmae\"", .error, "field 'nmae' is not in the model Category; did you mean 'name'?"),
        ("value=\"upper(name)\"", .error, "is editable but its path 'upper(name)' is not a plain field path"),
        ("value=\"mm/dd/yyyy\"", .warning, "'mm' is minutes; for the month write 'MM'"),
        ("textForUndefined: \"(none)\"", .error, "unknown attribute 'textForUndefined'; valid attributes: dateFormatter,"),
        ("keyPath=\"dataPath\" value=\"name\"", .error, "whose sample value \"Swift File\" is not a boolean word"),
        ("value=\"quantity &gt;\"", .error, "formula does not parse: expected an expression after '>'"),
        ("keyPath=\"shadowPath\"", .warning, "unknown runtime attribute 'shadowPath'"),
    ]

    @Test("each planted defect is found on its line")
    func plantedDefects() throws {
        let url = FixtureFiles.url("LintDefects.storyboard")
        let text = try FixtureFiles.text(url)
        let diagnostics = ADStoryboardLinter(model: try Self.jsonModel("Category.json"))
            .lint(try ADInterfaceDocument(contentsOf: url), file: "LintDefects.storyboard")
        #expect(diagnostics.count == Self.defects.count, "\(diagnostics.map(\.description))")
        for (fragment, severity, message) in Self.defects {
            let line = try #require(FixtureFiles.line(of: fragment, in: text))
            let found = diagnostics.contains { $0.line == line && $0.severity == severity && $0.message.contains(message) }
            #expect(found, "no \(severity) '\(message)' at line \(line): \(diagnostics.map(\.description))")
        }
        #expect(diagnostics.allSatisfy { $0.description.hasPrefix("LintDefects.storyboard:\($0.line): \($0.severity.rawValue): ") })
    }

    @Test("with a Swift model the same defects are found, except the switch whose text value is unknown")
    func swiftModelDefects() throws {
        let diagnostics = ADStoryboardLinter(model: try Self.swiftModel())
            .lint(try ADInterfaceDocument(contentsOf: FixtureFiles.url("LintDefects.storyboard")), file: "f")
        #expect(diagnostics.map(\.objectID) == ["bad-NM-001", "bad-TF-002", "bad-CR-003", "bad-AK-004", "bad-QT-006", "bad-QT-006"])
        #expect(diagnostics.first?.message.contains("did you mean 'name'?") == true)
    }

    @Test(
        "clean forms pass",
        arguments: [
            ("ActionDataForm.storyboard", "Category.json"), ("DataBindSwiftForm.xib", "Vehicle.json"),
        ])
    func cleanForms(document: String, model: String) throws {
        let linter = ADStoryboardLinter(model: try Self.jsonModel(model))
        let diagnostics = linter.lint(try ADInterfaceDocument(contentsOf: FixtureFiles.url(document)), file: document)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test("the clean Action Data form passes against the Swift model too")
    func cleanWithSwiftModel() throws {
        let form = try ADInterfaceDocument(contentsOf: FixtureFiles.url("ActionDataForm.storyboard"))
        #expect(ADStoryboardLinter(model: try Self.swiftModel()).lint(form, file: "f").isEmpty)
    }

    @Test("the AKABeacon demo passes without a model", .enabled(if: FixtureFiles.hasAKABeaconDemos, FixtureFiles.akaBeaconDemosMissing))
    func akaBeaconDemoIsClean() throws {
        #expect(ADStoryboardLinter().lint(try ADInterfaceDocument(contentsOf: FixtureFiles.akaBeaconDemos), file: "f").isEmpty)
    }

    static let inlineCases: [(String, String)] = [
        (#"<slider id="s"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="valueBinding_aka" value="title"/></userDefinedRuntimeAttributes></slider>"#,
         "a slider is bound to the text field 'title', whose sample value \"Hello\" is not a number"),
        (#"<switch id="s"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="stateBinding_aka" value="when"/></userDefinedRuntimeAttributes></switch>"#,
         "expected an expression"),
        (#"<label id="s"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="textBinding_aka" value="created { dateFormatter: { dateFormat: &quot;YYYY-MM-dd&quot; } }"/></userDefinedRuntimeAttributes></label>"#,
         "pattern 'YYYY-MM-dd'"),
        (#"<label id="s" customClass="ADBoundLabel"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="dataPath" value="title"/><userDefinedRuntimeAttribute type="string" keyPath="formatType" value="currency"/></userDefinedRuntimeAttributes></label>"#,
         "formatType of ADBoundLabel 's' is 'currency'; valid: number, date, masked"),
        (#"<textField id="s"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="fieldPath" value="owner.nmae"/></userDefinedRuntimeAttributes></textField>"#,
         "field 'owner.nmae' is not in the model; did you mean 'owner.name'?"),
        (#"<label id="s"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="textBinding_aka"><string key="value">$when(ready)&#10;title&#10;$else tittle</string></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></label>"#,
         "field 'tittle' is not in the model; did you mean 'title'?"),
        (#"<label id="s" customClass="ADBoundLabel"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="dataPath" value="sum(title, price)"/></userDefinedRuntimeAttributes></label>"#,
         "sum() aggregates a list, but field 'title' is a string field"),
        (#"<label id="s" customClass="ADBoundLabel"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="dataPath" value="sum(items, price * outer.rat)"/></userDefinedRuntimeAttributes></label>"#,
         "field 'rat' is not in the model; did you mean 'rate'?"),
    ]

    @Test("an aggregate's row fields are not model fields", arguments: [
        "sum(items, price * outer.rate)", "count(items, price > 1)", "max(items, price)", "min(rate, title)", "avg(items, price)",
    ])
    func aggregateRowFields(formula: String) throws {
        let object = #"<label id="s" customClass="ADBoundLabel"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="dataPath" value="FORMULA"/></userDefinedRuntimeAttributes></label>"#
        let xml = "<document type=\"x\"><objects>\n\(object.replacingOccurrences(of: "FORMULA", with: formula))\n</objects></document>"
        let diagnostics = ADStoryboardLinter(model: Self.inlineModel).lint(try ADInterfaceDocument(data: Data(xml.utf8)), file: "x.xib")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    static let inlineModel = ADLintModel(sample: [
        "title": "Hello", "created": .date(Date()), "ready": true, "owner": .record(["name": "Ann"]), "rate": 2,
        "items": [["price": 1]],
    ])

    static let typeCases: [(String, String)] = [
        (#"<textField id="s"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="fieldPath" value="title"/><userDefinedRuntimeAttribute type="string" keyPath="fieldType" value="Number"/></userDefinedRuntimeAttributes></textField>"#,
         "a number field is bound to the text field 'title', whose sample value \"Hello\" is not a number"),
        (#"<switch id="s" customClass="ADBoundSwitch"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="dataPath" value="created"/></userDefinedRuntimeAttributes></switch>"#,
         "a switch cannot hold the date field 'created'"),
        (#"<textField id="s"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="pickerBinding_aka" value="title { choices: ready }"/></userDefinedRuntimeAttributes></textField>"#,
         "choices 'ready' is a bool field, not a list"),
    ]

    @Test("certain type mismatches", arguments: typeCases)
    func typeMismatches(object: String, message: String) throws {
        try inlineMistakes(object: object, message: message)
    }

    @Test("other certain mistakes", arguments: inlineCases)
    func inlineMistakes(object: String, message: String) throws {
        let xml = "<document type=\"x\"><objects>\n\(object)\n</objects></document>"
        let diagnostics = ADStoryboardLinter(model: Self.inlineModel).lint(try ADInterfaceDocument(data: Data(xml.utf8)), file: "x.xib")
        #expect(diagnostics.contains { $0.message.contains(message) }, "\(diagnostics.map(\.description))")
    }

    @Test("a multi-line expression's field is reported on its own line")
    func multiLineField() throws {
        let xml = """
            <document type="x"><objects>
            <label id="s"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="textBinding_aka">
            <string key="value">$when(ready)
                title
            $else
                tittle</string></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></label>
            </objects></document>
            """
        let diagnostics = ADStoryboardLinter(model: ADLintModel(sample: ["title": "Hello", "ready": true]))
            .lint(try ADInterfaceDocument(data: Data(xml.utf8)), file: "x.xib")
        #expect(diagnostics.map(\.line) == [6])
    }
}
