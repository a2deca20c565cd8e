import ActionData
import ActionDataStoryboard
import Foundation
import TestSupport
import Testing

@Suite("Interface Builder documents: the limit on bound controls, counted while reading")
struct InterfaceDocumentLimitTests {
    /// A document whose objects, one a line from line 2, each carry `attributes`.
    static func document(_ objects: [String]) -> Data {
        let lines = objects.enumerated().map { index, attributes in
            #"<view id="v\#(index)"><userDefinedRuntimeAttributes>\#(attributes)</userDefinedRuntimeAttributes></view>"#
        }
        return Data(("<document type=\"x\"><objects>\n" + lines.joined(separator: "\n") + "\n</objects></document>\n").utf8)
    }

    static func attribute(_ keyPath: String, _ value: String = "f") -> String {
        #"<userDefinedRuntimeAttribute type="string" keyPath="\#(keyPath)" value="\#(value)"/>"#
    }

    /// Objects' runtime attributes, the limit, and the line of the object refused (nil: read).
    static let cases: [([String], Int, Int?)] = [
        ([attribute("dataPath"), attribute("fieldPath"), attribute("textBinding_aka")], 3, nil),
        ([attribute("dataPath"), attribute("fieldPath"), attribute("textBinding_aka")], 2, 4),
        // One object with several paths counts once; settings alone are no binding.
        ([attribute("dataPath") + attribute("hiddenPath") + attribute("enabledPath"), attribute("liveUpdate", "YES")], 1, nil),
        ([attribute("liveUpdate", "YES"), attribute("colorPath"), attribute("dataPath")], 1, 4),
        ([attribute("dataPath")], 0, 2),
    ]

    @Test("an object with a path or binding counts once; the first over the limit stops the reading at its line", arguments: cases)
    func limitCounted(objects: [String], limit: Int, refusedAt line: Int?) throws {
        let data = Self.document(objects)
        guard let line else {
            let document = try ADInterfaceDocument(data: data, maximumControls: limit)
            #expect(document.allObjects.count == objects.count)
            return
        }
        let error = #expect(throws: ADInterfaceDocumentError.self) { try ADInterfaceDocument(data: data, maximumControls: limit) }
        #expect(error?.controlLimit == limit)
        #expect(error?.line == line)
        #expect(error?.message.contains("more than \(limit) bound controls") == true)
    }

    @Test("without a limit, the same documents are read, and errors of other kinds carry no limit")
    func noLimit() throws {
        for (objects, _, _) in Self.cases {
            #expect(try ADInterfaceDocument(data: Self.document(objects)).allObjects.count == objects.count)
        }
        let error = #expect(throws: ADInterfaceDocumentError.self) {
            try ADInterfaceDocument(data: Data("<document>\n<a>\n</document>".utf8), maximumControls: 10)
        }
        #expect(error?.controlLimit == nil)
    }

    @Test("a document of more than 10 MB is read: Foundation's parser is fed in chunks, not all at once")
    func documentOverTenMegabytes() throws {
        var text = "<document type=\"x\"><objects><view id=\"a\"/>"
        text += String(repeating: " ", count: 11 * 1_024 * 1_024)
        text += "<view id=\"b\"/></objects></document>\n"
        let document = try ADInterfaceDocument(data: Data(text.utf8))
        #expect(document.allObjects.map(\.id) == ["a", "b"])
    }
}

@Suite("Interface Builder documents: a form plan builds many forms of one scene")
struct InterfaceFormPlanTests {
    @Test("each form of a plan has new controls, configured as the document's own form")
    func plansBuildEqualForms() throws {
        let document = try ADInterfaceDocument(contentsOf: FixtureFiles.url("ActionDataForm.storyboard"))
        let plan = ADInterfaceFormPlan(document: document)
        let reference = document.makeForm()
        let first = plan.makeForm()
        let second = plan.makeForm()
        #expect(plan.scene == document.boundScenes.first)
        #expect(first.title == reference.title)
        #expect(first.notes == reference.notes)
        for form in [first, second] {
            #expect(form.controls.map(\.objectID) == reference.controls.map(\.objectID))
            #expect(form.controls.map(\.control.dataPath) == reference.controls.map(\.control.dataPath))
            #expect(form.controls.map { $0.control.typed.kind } == reference.controls.map { $0.control.typed.kind })
        }
        for (one, other) in zip(first.controls, second.controls) {
            #expect(ObjectIdentifier(one.control) != ObjectIdentifier(other.control))
        }
        let record = try ADRecord(jsonData: Data(contentsOf: FixtureFiles.url("Category.json")))
        let texts = [reference, first].map { form in
            let controller = ADBindingController(root: form.root)
            controller.setRecord(record)
            return controller.controls.map { ($0 as? ADLabelModel)?.text ?? ($0 as? ADTextFieldModel)?.text ?? "" }
        }
        #expect(texts[0] == texts[1])
    }
}
