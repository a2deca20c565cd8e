import ActionData
import ActionDataStoryboard
import Foundation
import TestSupport
import Testing

@Suite("Interface Builder documents: bindings")
struct InterfaceBindingTests {
    @Test("every AKABeacon expression in the demo storyboard parses, validates and prints back canonically",
          .enabled(if: FixtureFiles.hasAKABeaconDemos, FixtureFiles.akaBeaconDemosMissing))
    func akaBeaconFixture() throws {
        let bindings = ADInterfaceBindingSet(document: try ADInterfaceDocument(contentsOf: FixtureFiles.akaBeaconDemos))
        #expect(bindings.bindings.count == 9)
        #expect(bindings.bindings.allSatisfy { $0.convention == .akaBeacon })
        #expect(bindings.bindings.map(\.property).filter { $0 == "textBinding_aka" }.count == 4)
        for binding in bindings.bindings {
            #expect(binding.errors.isEmpty, "\(binding.property) at line \(binding.line): \(binding.errors)")
            let expression = try #require(binding.expression)
            let printed = expression.description
            let reparsed = try ADBindingExpression(printed)
            #expect(reparsed.isEquivalent(to: expression), "\(printed)")
            #expect(reparsed.description == printed)
        }
        let style = try #require(bindings.bindings.first { $0.property == "styleBinding_aka" })
        #expect(
            style.expression?.description
                == "{ backgroundColor: $when(isFinished) $color { r: 0, g: 255, b: 0 } $when(isExecuting) $color { r: 100, g: 100, b: 255 } $when(isReady) $color { r: 255, g: 255, b: 0 } $else $color { r: 200, g: 200, b: 200 } }")
        let source = try #require(bindings.bindings.first { $0.property == "dataSourceBinding_aka" })
        #expect(source.expression?.description == "[items] { defaultCellMapping: \"DefaultCell\", insertAnimation: .Bottom, deleteAnimation: .Right }")
        #expect(bindings.bindings.filter(\.isEditable).map(\.objectID) == [
            "ffz-j0-Ide", "9aQ-ae-JDM", "x4T-Xg-tKv", "wsE-ga-QLM", "ULx-Yg-gcQ", "Ca0-uK-dDv",
        ])
        #expect(bindings.notes.isEmpty)
    }

    @Test("a broken expression in a copy of the fixture is reported at its line", .enabled(if: FixtureFiles.hasAKABeaconDemos, FixtureFiles.akaBeaconDemosMissing))
    func brokenExpressionLine() throws {
        let text = try FixtureFiles.text(FixtureFiles.akaBeaconDemos)
        let broken = text.replacingOccurrences(of: "$when(isReady)\t\t$UIColor{r:255, g:255, b:0}", with: "$when(isReady)\t\t$UIColor{r:255, g:255 b:0}")
        #expect(broken != text)
        let bindings = ADInterfaceBindingSet(document: try ADInterfaceDocument(data: Data(broken.utf8)))
        let style = try #require(bindings.bindings.first { $0.property == "styleBinding_aka" })
        let error = try #require(style.errors.first)
        #expect(style.line(of: error) == FixtureFiles.line(of: "$when(isReady)", in: broken))
        #expect(error.found == "`b`")
        let other = text.replacingOccurrences(of: "keyPath=\"textBinding_aka\" value=\"baseDuration\"", with: "keyPath=\"textBinding_aka\" value=\"baseDuration {\"")
        let brokenValue = ADInterfaceBindingSet(document: try ADInterfaceDocument(data: Data(other.utf8)))
        let field = try #require(brokenValue.bindings.first { !$0.errors.isEmpty })
        #expect(field.line(of: field.errors[0]) == FixtureFiles.line(of: "value=\"baseDuration {\"", in: other))
    }

    @Test("every AKABeacon expression in the project's own form parses, validates and prints back canonically")
    func ownAKABeaconFixture() throws {
        let bindings = ADInterfaceBindingSet(document: try ADInterfaceDocument(contentsOf: FixtureFiles.url("AKABeaconForm.storyboard")))
        #expect(bindings.bindings.count == 8)
        #expect(bindings.bindings.contains { $0.spansLines })
        for binding in bindings.bindings where binding.convention == .akaBeacon {
            #expect(binding.errors.isEmpty, "\(binding.property) at line \(binding.line): \(binding.errors)")
            let expression = try #require(binding.expression)
            let reparsed = try ADBindingExpression(expression.description)
            #expect(reparsed.isEquivalent(to: expression), "\(expression.description)")
            #expect(reparsed.description == expression.description)
        }
    }

    @Test("Action Data controls give formula bindings with their settings")
    func actionDataFixture() throws {
        let bindings = ADInterfaceBindingSet(document: try ADInterfaceDocument(contentsOf: FixtureFiles.url("ActionDataForm.storyboard")))
        #expect(bindings.notes.isEmpty, "\(bindings.notes)")
        #expect(bindings.bindings.allSatisfy { $0.convention == .actionData && $0.errors.isEmpty })
        let data = bindings.bindings.filter { $0.property == "dataPath" }
        #expect(data.map(\.source).prefix(3) == ["name", "compare(quantity > 10,\n\t'quantity good',\n\t'order more product')", "description"])
        #expect(data.map(\.controlKind) == ([
            .label, .label, .textField, .textField, .label, .switch, .slider, .segmentedControl, .textPicker, .progressView,
            .stepper, .imageView, .webView,
        ] as [ADControlKind]).map(ADInterfaceControlKind.control))
        #expect(data.filter(\.isEditable).map(\.objectID) == [
            "txt-DS-003", "txt-QT-004", "swt-EN-006", "sld-PC-007", "seg-US-008", "pck-LC-009", "stp-QT-011",
        ])
        let quantity = try #require(data.first { $0.objectID == "txt-QT-004" })
        #expect(quantity.settings == ["formatType": "number", "formatPattern": "#,##0"])
        #expect(quantity.expression?.writableFieldPath == "quantity")
        #expect(bindings.bindings.map(\.property).contains("hiddenPath"))
    }

    @Test("DataBindSwift field paths with required, requiredError and persist")
    func dataBindSwiftFixture() throws {
        let bindings = ADInterfaceBindingSet(document: try ADInterfaceDocument(contentsOf: FixtureFiles.url("DataBindSwiftForm.xib")))
        #expect(bindings.bindings.map(\.source) == ["vehicle.brand.car.model", "vehicle.doors", "vehicle.brand.name", "vehicle.electric"])
        #expect(bindings.bindings.allSatisfy { $0.convention == .dataBindSwift && $0.errors.isEmpty })
        #expect(bindings.bindings.map(\.isEditable) == [true, true, false, true])
        let model = try #require(bindings.bindings.first)
        #expect(model.settings["required"] == .bool(true))
        #expect(model.settings["requiredError"] == .string("Please enter the model\t(required)"))
        #expect(model.expression?.writableFieldPath == ADFieldPath("vehicle.brand.car.model"))
    }

    @Test("unknown classes and attributes are kept and reported")
    func unknownsAreNotes() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <label id="a" customClass="ADBoundMarquee"><userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="dataPath" value="name"/>
            </userDefinedRuntimeAttributes></label>
            <label id="b" customClass="ADBoundLabel"><userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="blinkRate" value="2"/>
            <userDefinedRuntimeAttribute type="string" keyPath="sparkleBinding_aka" value="x { y: 1 }"/>
            </userDefinedRuntimeAttributes></label>
            </objects></document>
            """
        let document = try ADInterfaceDocument(data: Data(xml.utf8))
        let bindings = ADInterfaceBindingSet(document: document)
        #expect(bindings.notes.map(\.line) == [2, 6, 7])
        #expect(bindings.notes[0].message.contains("unknown Action Data class 'ADBoundMarquee'"))
        #expect(bindings.notes[1].message.contains("unknown runtime attribute 'blinkRate'; valid: backgroundColorPath, colorPath, dataPath"))
        #expect(bindings.notes[2].message.contains("'sparkleBinding_aka' is not known"))
        #expect(bindings.bindings.map(\.property) == ["dataPath", "sparkleBinding_aka"])
        #expect(bindings.bindings.allSatisfy { $0.errors.isEmpty })
        #expect(document.allObjects.first { $0.id == "b" }?.runtimeAttribute("blinkRate")?.text == "2")
    }
}
