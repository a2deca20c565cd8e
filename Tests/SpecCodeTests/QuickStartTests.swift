#if canImport(UIKitStub)
import ActionData
import ActionDataUIKit
import DataBindSwift
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

    @Test("AKABeacon's viewDidLoad, as its README writes it, binds the three text fields to the view controller")
    func akaBeaconTextFields() throws {
        let controller = TextFieldBindingViewController(nibName: nil, bundle: nil)
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.viewDidLoad()
        #expect(controller.firstTextField.text == "(Please enter some text)")
        #expect((controller.secondTextField.text ?? "").isEmpty)
        #expect(controller.thirdTextField.text?.contains("12.50") == true, "the currency formatter")
        controller.secondTextField.text = "typed"
        controller.secondTextField.sendActions(for: .editingChanged)
        #expect(controller.dataContext.stringValue == nil, "liveModelUpdates: $false")
        controller.firstTextField.text = "typed"
        controller.firstTextField.sendActions(for: .editingChanged)
        #expect(controller.dataContext.stringValue == "typed")
        #expect(controller.secondTextField.text == "typed", "the other field reads the same value")
    }

    @Test("DataBindSwift's steps, as its README writes them, fill the components and build the JSON")
    func dataBindSwiftSteps() throws {
        let controller = VehicleViewController(nibName: nil, bundle: nil)
        let dataBindView = DataBindView(frame: .zero)
        let model = ModelField(frame: .zero)
        dataBindView.addSubview(model)
        controller.dataBindView = dataBindView
        controller.viewDidLoad()
        #expect(dataBindView.delegate === controller)
        controller.fill()
        #expect(model.text == "3")
        model.text = "Y"
        model.sendActions(for: .editingChanged)
        controller.save()
        let json = dataBindView.toJSON()
        let car = ((json["vehicle"] as? [String: Any])?["brand"] as? [String: Any])?["car"] as? [String: Any]
        #expect(car?["model"] as? String == "Y")
    }
}

/// A component of the vehicle form, as an app declares it.
final class ModelField: UITextField, DataBindable {
    var fieldPath = "vehicle.brand.car.model"
}
#endif
