import ActionData
import Foundation
import Testing

@Suite("Form model: each event publishes exactly the controls it changed")
@MainActor
struct FormModelLiveUpdateTests {
    /// A user's edit of one control, as the form model takes it.
    enum Edit: Sendable, CustomTestStringConvertible {
        case text(String, String)
        case on(String, Bool)
        case segment(String, Int)
        case increment(String)

        var testDescription: String {
            switch self {
            case .text(let control, let text): "\(control) ← \"\(text)\""
            case .on(let control, let isOn): "\(control) \(isOn ? "on" : "off")"
            case .segment(let control, let segment): "\(control) segment \(segment)"
            case .increment(let control): "\(control) +"
            }
        }

        @MainActor
        func apply(to form: ADFormModel) throws {
            switch self {
            case .text(let control, let text): try form.setText(text, for: form.named(control))
            case .on(let control, let isOn): try form.setOn(isOn, for: form.named(control))
            case .segment(let control, let segment): try form.select(segment: segment, in: form.named(control))
            case .increment(let control): try form.increment(form.named(control))
            }
        }
    }

    nonisolated static let edits: [(Edit, Set<String>)] = [
        (.text("name", "Grace"), ["name", "greeting"]),
        (.text("age", "40"), ["age", "nextYear"]),
        (.text("email", "grace@example.com"), ["email"]),
        (.on("subscribed", true), ["subscribed", "status"]),
        (.on("hideDetails", true), ["hideDetails", "email", "phone"]),
        (.segment("plan", 1), ["plan", "planLabel"]),
        (.increment("rating"), ["rating", "stars"]),
    ]

    @Test("an edit publishes the edited control and the controls reading its field, and no form-wide change", arguments: edits)
    func editPublishesOnlyItsReaders(edit: Edit, expected: Set<String>) throws {
        let form = try personForm()
        let recorder = FormModelRecorder(form)
        let revisions = form.controls.map(\.revision)
        try edit.apply(to: form)
        #expect(recorder.notified == expected)
        #expect(recorder.notifications.values.allSatisfy { $0 == 1 })
        #expect(recorder.formChanges.isEmpty)
        #expect(form.revision == 0)
        for (control, before) in zip(form.controls, revisions) {
            #expect(control.revision == before + (expected.contains(control.name) ? 1 : 0), "\(control.name)")
        }
    }

    @Test func keystrokesIntoALiveFieldUpdateTheLabelReadingIt() throws {
        let form = try personForm()
        let recorder = FormModelRecorder(form)
        let name = try form.named("name")
        let greeting = try form.named("greeting")
        for prefix in ["G", "Gr", "Gra"] {
            try form.setText(prefix, for: name)
            #expect(greeting.text == "Hello \(prefix)")
        }
        #expect(recorder.notifications == ["name": 3, "greeting": 3])
        #expect(recorder.formChanges.isEmpty)
        #expect(form.record["name"] == "Gra")
    }

    @Test func settingWhatTheControlHoldsPublishesNothing() throws {
        let form = try personForm()
        let recorder = FormModelRecorder(form)
        try form.setText("Ada", for: form.named("name"))
        try form.setOn(false, for: form.named("subscribed"))
        try form.select(segment: 0, in: form.named("plan"))
        try form.setValue(3, for: form.named("rating"))
        #expect(recorder.notified.isEmpty)
        #expect(recorder.formChanges.isEmpty)
    }

    @Test func aFieldHiddenLiveIsPublishedHidden() throws {
        let form = try personForm()
        let email = try form.named("email")
        #expect(!email.isHidden)
        try form.setOn(true, for: form.named("hideDetails"))
        #expect(email.isHidden)
        #expect(email.revision == 1)
    }

    @Test func aFillPublishesEveryControlAndTheForm() throws {
        let form = try personForm()
        let recorder = FormModelRecorder(form)
        var grace = FormPerson()
        grace.name = "Grace"
        try form.setDataModel(grace)
        #expect(recorder.notified == Set(form.controls.map(\.name)))
        #expect(recorder.formChanges == [.fill])
        #expect(try form.named("greeting").text == "Hello Grace")
    }

    @Test func aCancelledOrReleasedObservationHearsNothingMore() throws {
        let form = try personForm()
        let greeting = try form.named("greeting")
        var heard = 0
        let kept = greeting.observe { heard += 1 }
        var released: ADFormObservation? = greeting.observe { heard += 100 }
        #expect(released?.isActive == true)
        try form.setText("G", for: form.named("name"))
        #expect(heard == 101)
        released = nil
        try form.setText("Gr", for: form.named("name"))
        #expect(heard == 102)
        kept.cancel()
        #expect(!kept.isActive)
        try form.setText("Gra", for: form.named("name"))
        #expect(heard == 102)
        #expect(greeting.revision == 3)
    }

    @Test func aHandlerMaySubscribeWhileBeingNotified() throws {
        let form = try personForm()
        let greeting = try form.named("greeting")
        var inner: [ADFormObservation] = []
        var heard = 0
        let outer = greeting.observe {
            heard += 1
            inner.append(greeting.observe { heard += 10 })
        }
        try form.setText("G", for: form.named("name"))
        try form.setText("Gr", for: form.named("name"))
        #expect(heard == 1 + 1 + 10)
        #expect(outer.isActive)
    }

    @Test func stateOfEachKindIsExposed() throws {
        let form = try personForm()
        let rating = try form.named("rating")
        #expect(rating.value == 3)
        #expect(rating.valueRange == 0...5)
        #expect(rating.stepValue == 1)
        #expect(rating.colorRoles == [.tint, .background])
        let plan = try form.named("plan")
        #expect(plan.segmentTitles == ["Basic", "Pro"])
        #expect(plan.selectedSegment == 0)
        #expect(try form.named("subscribed").isOn == false)
        #expect(try form.named("phone").maskPattern == "(###) ###-####")
        #expect(try form.named("name").maskPattern == nil)
        #expect(try form.named("greeting").value == nil)
        #expect(try form.named("greeting").isEditable == false)
        #expect(try form.named("name").accessibilityName == "name")
        #expect(form.controls.map(\.name).prefix(4) == ["name", "greeting", "age", "nextYear"])
        #expect(form.control(for: ADLabelModel()) == nil)
    }
}
