#if canImport(SwiftUI)
import ActionData
import Foundation
import SwiftUI

/// A date picker's input within the engine's range; a picked date is sent to the engine, which
/// keeps it within the range.
@MainActor
struct DateInput: View {
    let control: ADFormControl
    let form: ADFormModel

    var body: some View {
        let date = Binding(get: { control.date ?? Date() }, set: { try? form.setDate($0, for: control) })
        let name = control.accessibilityName
        switch (control.minimumDate, control.maximumDate) {
        case (let minimum?, let maximum?) where minimum <= maximum:
            DatePicker(name, selection: date, in: minimum...maximum)
        case (let minimum?, nil):
            DatePicker(name, selection: date, in: minimum...)
        case (nil, let maximum?):
            DatePicker(name, selection: date, in: ...maximum)
        default:
            DatePicker(name, selection: date)
        }
    }
}
#endif
