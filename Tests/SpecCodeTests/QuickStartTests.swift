#if canImport(UIKitStub)
import ActionData
import ActionDataUIKit
import Foundation
@testable import SpecCode
import Testing
import UIKitStub

@MainActor
@Suite("The quick start's code, as the spec writes it, fills a form and reads the model back")
struct QuickStartTests {
    @Test("the spec's setDataModel snippet fills the record from its Category, and its getDataModel snippet reads it back")
    func categoryRoundTrip() throws {
        let controller = CategoryViewController(nibName: nil, bundle: nil)
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.showCategory()
        let record = controller.record
        #expect(record["name"] == "Swift File")
        #expect(record["description"] == "A file containing swift source code.")
        #expect(record["labelColor"] == "orange")
        #expect(record["quantity"] == 1000)
        #expect(record["highlightColor"] == "#FF0000", "UIColor.red through Action Utilities")
        #expect(record["use"] == "local")
        #expect(record["icon"] == "", "the stub's literal image has no PNG data, so the icon is left as it was")
        controller.readCategory()
        let category = try controller.getDataModel(Category.self)
        #expect(category.name == "Swift File" && category.quantity == 1000 && category.labelColor == .orange)
        #expect(category.url == "https://developer.apple.com/documentation/webkit/wkwebview")
    }

    @Test("the spec's masked formatter example gives the output, validity and raw text it describes")
    func maskedFormatter() {
        let example = maskedPhoneNumberExample()
        #expect(example.output == "(808) 555-1212")
        #expect(example.valid)
        #expect(example.result == "8085551212")
    }
}
#endif
