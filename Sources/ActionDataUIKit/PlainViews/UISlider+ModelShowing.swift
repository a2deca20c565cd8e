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

    func show(_ model: ADSliderModel) {
        setValue(Float(model.value), animated: false)
        minimumTrackTintColor = UIColor.bound(model.minimumTrackColor)
        maximumTrackTintColor = UIColor.bound(model.maximumTrackColor)
        thumbTintColor = UIColor.bound(model.thumbColor)
    }

    func read(into model: ADSliderModel) {
        model.value = Double(value)
    }
}
