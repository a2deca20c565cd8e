import ActionData
import Testing

@Suite("Binding: DataBindSwift's toJSON and fillFields")
struct DataBindSwiftJSONTests {
    static func form() -> (ADBindingController, ADTextFieldModel) {
        let model = ADTextFieldModel(name: "model", dataPath: "vehicle.brand.car.model")
        let doors = ADTextFieldModel(name: "doors", dataPath: "vehicle.doors")
        let brand = ADTextFieldModel(name: "brand", dataPath: "vehicle.brand.name")
        let computed = ADLabelModel(name: "computed", dataPath: "upper(vehicle.brand.name)")
        let controller = ADBindingController(root: ADViewGroup([model, doors, brand, computed]))
        controller.setRecord(["vehicle": ["brand": ["name": "Volvo", "car": ["model": "V70"]], "doors": 5], "owner": "Ada"])
        return (controller, doors)
    }

    @Test func toJSONHasEveryBoundFieldUntouchedOnesToo() throws {
        let (controller, doors) = Self.form()
        doors.text = "3"
        let json = try controller.toJSON()
        let vehicle = try #require(json["vehicle"] as? [String: Any])
        #expect(vehicle["doors"] as? Int64 == 3)
        let brand = try #require(vehicle["brand"] as? [String: Any])
        #expect(brand["name"] as? String == "Volvo")
        #expect((brand["car"] as? [String: Any])?["model"] as? String == "V70")
        #expect(json["owner"] == nil, "only bound fields")
        #expect(controller.record.value(at: "vehicle.doors") == 5, "nothing is written")
        doors.text = "three"
        #expect(throws: ADBindingError.self) { try controller.toJSON() }
    }

    @Test func fillFieldsWritesTheObjectAndFillsTheControls() throws {
        let (controller, doors) = Self.form()
        try controller.fillFields(withObject: ["vehicle": ["doors": 2, "brand": ["name": "Saab"]]])
        #expect(doors.text == "2")
        #expect(controller.record.value(at: "vehicle.brand.name") == "Saab")
        #expect(controller.record.value(at: "vehicle.brand.car.model") == "V70", "fields the object lacks keep their values")
        #expect((controller.controls[3] as? ADLabelModel)?.text == "SAAB")
    }
}
