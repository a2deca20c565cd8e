#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

extension UISlider: ModelShowingView {
    func prepare(_ model: ADSliderModel) {
        model.minimumValue = Double(minimumValue)
        model.maximumValue = Double(maximumValue)
    }

    /// Shows the model's range (a binding's `minimumValue`/`maximumValue`, else the slider's
    /// own, which ``prepare(_:)`` copied), then the value in it, and the colours.
    func show(_ model: ADSliderModel) {
        let (low, high) = (Float(model.minimumValue), Float(model.maximumValue))
        if low < high, low != minimumValue || high != maximumValue {
            minimumValue = low
            maximumValue = high
        }
        setValue(Float(model.value), animated: false)
        minimumTrackTintColor = UIColor.bound(model.minimumTrackColor)
        maximumTrackTintColor = UIColor.bound(model.maximumTrackColor)
        thumbTintColor = UIColor.bound(model.thumbColor)
    }

    func read(into model: ADSliderModel) {
        model.value = Double(value)
    }
}
