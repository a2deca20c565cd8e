import ActionData
import ActionDataStoryboard
import Foundation
import TestSupport
import Testing

@Suite("Interface Builder documents: reading")
struct InterfaceDocumentTests {
    @Test("the AKABeacon demo storyboard loads with its scenes and objects in document order", .enabled(if: FixtureFiles.hasAKABeaconDemos, FixtureFiles.akaBeaconDemosMissing))
    func akaBeaconScenes() throws {
        let document = try ADInterfaceDocument(contentsOf: FixtureFiles.akaBeaconDemos)
        #expect(document.isStoryboard)
        #expect(document.scenes.map(\.title) == [
            "Root View Controller", "Alert Operation Demos Table View Controller", "Network Activity View Controller",
            "Navigation Controller",
        ])
        let network = try #require(document.scenes.first { $0.id == "ayh-pC-J13" })
        let controller = try #require(network.objects.first)
        #expect(controller.customClass == "NetworkActivityViewController")
        let view = try #require(controller.children.first { $0.key == "view" })
        #expect(view.frame == ADInterfaceFrame(x: 0, y: 0, width: 375, height: 667))
        #expect(view.children.map(\.id) == [
            "sRg-PE-pF0", "ffz-j0-Ide", "2Mg-GP-fHW", "9aQ-ae-JDM", "x4T-Xg-tKv", "ZhL-b7-ewA", "wsE-ga-QLM", "ULx-Yg-gcQ",
            "Ca0-uK-dDv", "8H9-LD-WU2",
        ])
        let slider = try #require(view.children.first { $0.id == "x4T-Xg-tKv" })
        #expect(slider.minimumValue == 1)
        #expect(slider.maximumValue == 5)
        let fixture = try FixtureFiles.text(FixtureFiles.akaBeaconDemos)
        #expect(slider.line == FixtureFiles.line(of: "id=\"x4T-Xg-tKv\"", in: fixture))
        let style = try #require(document.allObjects.first { $0.id == "lVY-B6-ubb" }?.runtimeAttribute("styleBinding_aka"))
        #expect(style.text?.contains("$when(isFinished)\t\t$UIColor{r:0,     g:255, b:0}") == true)
        #expect(style.line == FixtureFiles.line(of: "keyPath=\"styleBinding_aka\"", in: fixture))
        #expect(style.valueLine == style.line + 1)
        #expect(style.isElementText)
        let cellLabel = try #require(document.allObjects.first { $0.id == "qZp-5B-JXr" })
        #expect(cellLabel.frame == ADInterfaceFrame(x: 15, y: 0, width: 325, height: 43.5))
        #expect(cellLabel.text == "UI Operations")
    }

    @Test("runtime attributes are read in all value forms, entities decoded, tabs and line breaks kept")
    func runtimeAttributeForms() throws {
        let document = try ADInterfaceDocument(contentsOf: FixtureFiles.url("ActionDataForm.storyboard"))
        let objects = Dictionary(uniqueKeysWithValues: document.allObjects.map { ($0.id, $0) })
        #expect(objects["lbl-NM-001"]?.runtimeAttribute("dataPath")?.value == .string("name"))
        #expect(objects["lbl-NM-001"]?.runtimeAttribute("colorPath")?.value == .string("highlightColor"))
        #expect(
            objects["lbl-QT-002"]?.runtimeAttribute("dataPath")?.value
                == .string("compare(quantity > 10,\n\t'quantity good',\n\t'order more product')"))
        #expect(objects["txt-DS-003"]?.placeholder == "Describe \"it\" & more")
        #expect(objects["txt-DS-003"]?.text == "Tom & Jerry")
        #expect(objects["txt-DS-003"]?.runtimeAttribute("showDoneButton")?.value == .bool(true))
        #expect(objects["prg-PC-010"]?.runtimeAttribute("maxValue")?.value == .double(1))
        #expect(objects["seg-US-008"]?.segmentTitles == ["local", "web"])
        #expect(objects["sld-PC-007"]?.frame == ADInterfaceFrame(x: 14, y: 250, width: 347, height: 31))
        #expect(objects["web-UR-013"]?.customModule == "ActionData")

        let xib = try ADInterfaceDocument(contentsOf: FixtureFiles.url("DataBindSwiftForm.xib"))
        #expect(!xib.isStoryboard)
        #expect(xib.scenes.count == 1)
        let xibObjects = Dictionary(uniqueKeysWithValues: xib.allObjects.map { ($0.id, $0) })
        #expect(xibObjects["dbs-MD-002"]?.runtimeAttribute("requiredError")?.value == .string("Please enter the model\t(required)"))
        #expect(xibObjects["dbs-EL-005"]?.runtimeAttribute("accentColor")?.value == .string("#FF8000"))
        #expect(xibObjects["-1"]?.userLabel == "File's Owner")
    }

    static let malformed: [(String, Int)] = [
        ("<document>\n<scenes>\n</document>", 3),
        ("<document>\n  <a b=\"1></a>\n</document>", 2),
        ("", 1),
        ("<?xml version=\"1.0\"?>\n<plist/>", 2),
    ]

    @Test("malformed documents are errors with a line, never a crash", arguments: malformed)
    func malformedDocument(text: String, line: Int) {
        #expect {
            _ = try ADInterfaceDocument(data: Data(text.utf8))
        } throws: { error in
            (error as? ADInterfaceDocumentError)?.line == line
        }
    }
}

@Suite("Interface Builder documents: bytes that are not UTF-8")
struct InterfaceDocumentEncodingTests {
    @Test("invalid UTF-8 is an error with its line, never a trap in the XML parser")
    func invalidUTF8IsRefused() throws {
        var data = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"x\">\n<".utf8)
        data.append(contentsOf: [0xC3, 0x28, 0xFF])
        data.append(contentsOf: Array(" id=\"a\"/>\n</document>\n".utf8))
        let error = #expect(throws: ADInterfaceDocumentError.self) { try ADInterfaceDocument(data: data) }
        #expect(error?.line == 3)
        #expect(error?.column == 2)
        #expect(error?.message == "the document is not valid UTF-8 text")
    }
}

@Suite("Interface Builder documents: processing instructions")
struct InterfaceDocumentProcessingInstructionTests {
    /// Documents with a processing instruction, and where it is. `<?xml-?>` (no data) made
    /// Foundation's parser read a null pointer: found by the document fuzzer.
    static let refused: [(String, Int, Int)] = [
        ("<?xml-?>\n<doc=c<?xmlA\n", 1, 1),
        ("<?xml version=\"1.0\"?>\n<document>\n  <?x?>\n</document>\n", 3, 3),
        ("<?xml version=\"1.0\"?><?xml-stylesheet href=\"a.css\"?><document/>", 1, 22),
        (" <?xml version=\"1.0\"?><document/>", 1, 2),
        ("<document><!-- <?x?> --></document>", 1, 16),
    ]

    @Test("a processing instruction is an error with its position, never a null pointer in the parser", arguments: refused)
    func processingInstructionsAreRefused(text: String, line: Int, column: Int) {
        let error = #expect(throws: ADInterfaceDocumentError.self) { try ADInterfaceDocument(data: Data(text.utf8)) }
        #expect(error?.line == line)
        #expect(error?.column == column)
        #expect(error?.message.contains("processing instructions") == true)
    }

    @Test("the XML declaration, with or without a byte-order mark, is read")
    func theDeclarationIsAccepted() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"x\"/>\n"
        #expect(try ADInterfaceDocument(data: Data(text.utf8)).type == "x")
        #expect(try ADInterfaceDocument(data: Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)).type == "x")
    }
}
