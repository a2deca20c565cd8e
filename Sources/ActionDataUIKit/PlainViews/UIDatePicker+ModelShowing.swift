#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

extension UIDatePicker: ModelShowingView {
    func prepare(_ model: ADDatePickerModel) {
        model.minimumDate = minimumDate
        model.maximumDate = maximumDate
    }

    func show(_ model: ADDatePickerModel) {
        minimumDate = model.minimumDate
        maximumDate = model.maximumDate
        if let shown = model.date, shown != date { setDate(shown, animated: false) }
        tintColor = UIColor.bound(model.tintColor)
    }

    func read(into model: ADDatePickerModel) {
        model.date = date
    }
}
