import ActionData
import Foundation

/// The person the form-model tests edit.
struct FormPerson: Codable, Equatable {
    var name = "Ada"
    var age = 36
    var email = "ada@example.com"
    var phone = ""
    var subscribed = false
    var hideDetails = false
    var plan = "basic"
    var rating = 3.0
}

/// A form over ``FormPerson``: live fields with labels reading them, a non-live field, a
/// masked phone field, a switch with a label, a switch that hides two fields, a segmented
/// control and a stepper.
@MainActor
func personForm(_ person: FormPerson = FormPerson()) throws -> ADFormModel {
    let name = ADTextFieldModel(name: "name", dataPath: "name")
    name.liveUpdate = true
    name.validation.required = true
    name.showPrevNextButtons = true
    let age = ADTextFieldModel(name: "age", dataPath: "age")
    age.liveUpdate = true
    age.showPrevNextButtons = true
    let email = ADTextFieldModel(name: "email", dataPath: "email")
    email.hiddenPath = "hideDetails"
    email.showPrevNextButtons = true
    let phone = ADTextFieldModel(name: "phone", dataPath: "phone", formatting: ADTextFormatting(formatType: .masked, formatPattern: "(###) ###-####"))
    phone.liveUpdate = true
    phone.hiddenPath = "hideDetails"
    phone.showPrevNextButtons = true
    let subscribed = ADSwitchModel(name: "subscribed", dataPath: "subscribed")
    subscribed.liveUpdate = true
    let hide = ADSwitchModel(name: "hideDetails", dataPath: "hideDetails")
    hide.liveUpdate = true
    let plan = ADSegmentedControlModel(name: "plan", dataPath: "plan", segmentTitles: ["Basic", "Pro"], byTitle: true)
    plan.liveUpdate = true
    let rating = ADStepperModel(name: "rating", dataPath: "rating", minimumValue: 0, maximumValue: 5)
    rating.liveUpdate = true
    let root = ADViewGroup([
        name, ADLabelModel(name: "greeting", dataPath: "'Hello ' + name"),
        age, ADLabelModel(name: "nextYear", dataPath: "age + 1"),
        ADViewGroup([email, ADLabelModel(name: "emailLabel", dataPath: "email")]),
        phone, ADLabelModel(name: "phoneLabel", dataPath: "phone"),
        subscribed, ADLabelModel(name: "status", dataPath: "compare(subscribed, 'subscribed', 'not subscribed')"),
        hide, plan, ADLabelModel(name: "planLabel", dataPath: "plan"),
        rating, ADLabelModel(name: "stars", dataPath: "rating * 2"),
    ])
    return try ADFormModel(root: root, model: person)
}

/// Counts the notifications of every control of a form, by name, and the form-wide changes.
@MainActor
final class FormModelRecorder {
    private(set) var notifications: [String: Int] = [:]
    private(set) var formChanges: [ADFormChanges] = []
    private var observations: [ADFormObservation] = []

    init(_ form: ADFormModel) {
        for control in form.controls {
            let name = control.name
            observations.append(control.observe { [weak self] in self?.notifications[name, default: 0] += 1 })
        }
        observations.append(form.observe { [weak self] changes in self?.formChanges.append(changes) })
    }

    /// The names of the controls notified since the last reset.
    var notified: Set<String> { Set(notifications.keys) }

    /// The form-wide changes since the last reset, merged.
    var allFormChanges: ADFormChanges { formChanges.reduce([]) { $0.union($1) } }

    func reset() {
        notifications = [:]
        formChanges = []
    }
}

extension ADFormModel {
    /// The control named `name`, or an error naming it.
    func named(_ name: String) throws -> ADFormControl {
        guard let control = control(named: name) else { throw FormModelTestFailure(description: "no control \(name)") }
        return control
    }
}

struct FormModelTestFailure: Error, CustomStringConvertible {
    let description: String
}
