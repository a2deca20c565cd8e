#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

@MainActor
@Suite("ADBoundStepper shows AKABeacon's stepper attributes")
struct StepperAttributeTests {
    private static func bound(_ binding: String, record: ADRecord, configure: (ADBoundStepper) -> Void = { _ in }) throws
        -> (ADBoundViewController, ADBoundStepper)
    {
        let controller = ADBoundViewController(nibName: nil, bundle: nil)
        let stepper = ADBoundStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 29))
        configure(stepper)
        stepper.model.dataBinding = try ADBindingExpression(binding, kind: .value)
        controller.view.addSubview(stepper)
        controller.record = record
        controller.updateBindings()
        return (controller, stepper)
    }

    @Test("the binding's range from key paths, step and flags reach the UIStepper")
    func attributesFromTheBinding() throws {
        let (controller, stepper) = try Self.bound(
            "count { minimumValue: low, maximumValue: high, stepValue: 2, wraps: $true, autorepeat: $false, continuous: $false }",
            record: ["count": 4, "low": 1, "high": 10])
        #expect(stepper.minimumValue == 1 && stepper.maximumValue == 10 && stepper.stepValue == 2)
        #expect(stepper.wraps && !stepper.autorepeat && !stepper.isContinuous)
        #expect(stepper.value == 4)

        controller.record["low"] = 20
        controller.record["high"] = 30
        controller.record["count"] = 25
        controller.refreshDisplay()
        #expect(stepper.minimumValue == 20 && stepper.maximumValue == 30)
        #expect(stepper.value == 25)
    }

    @Test("without the attributes, the stepper keeps what Interface Builder set")
    func interfaceBuilderSettingsStay() throws {
        let (_, stepper) = try Self.bound("count", record: ["count": 3]) { stepper in
            stepper.maximumValue = 50
            stepper.wraps = true
            stepper.autorepeat = false
        }
        #expect(stepper.maximumValue == 50 && stepper.wraps && !stepper.autorepeat && stepper.isContinuous)
    }

    @Test("a range the binding gives backwards is not applied")
    func backwardsRangeIsIgnored() throws {
        let (_, stepper) = try Self.bound("count { minimumValue: 10, maximumValue: 1 }", record: ["count": 3])
        #expect(stepper.minimumValue < stepper.maximumValue)
    }
}
#endif
