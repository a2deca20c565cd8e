#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

extension UIStepper: ModelShowingView {
    func prepare(_ model: ADStepperModel) {
        model.minimumValue = minimumValue
        model.maximumValue = maximumValue
        model.stepValue = stepValue
        model.wraps = wraps
        model.autorepeat = autorepeat
        model.isContinuous = isContinuous
    }

    func show(_ model: ADStepperModel) {
        showRange(of: model)
        wraps = model.wraps
        autorepeat = model.autorepeat
        isContinuous = model.isContinuous
        value = model.value
        tintColor = UIColor.bound(model.tintColor)
    }

    func read(into model: ADStepperModel) {
        model.value = value
    }

    /// The model's range and step, when usable: UIKit refuses a minimum at or above the
    /// maximum and a step that is not above 0, so the bound that keeps the range valid is set first.
    private func showRange(of model: ADStepperModel) {
        let (low, high) = (model.minimumValue, model.maximumValue)
        if low < high, low != minimumValue || high != maximumValue {
            if low >= maximumValue {
                maximumValue = high
                minimumValue = low
            } else {
                minimumValue = low
                maximumValue = high
            }
        }
        if model.stepValue > 0, model.stepValue != stepValue { stepValue = model.stepValue }
    }
}
