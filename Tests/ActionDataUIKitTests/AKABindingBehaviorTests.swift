#if canImport(UIKitStub)
import ActionData
import ActionDataStoryboard
import ActionDataUIKit
import Foundation
import TestSupport
import Testing
import UIKitStub

/// A view controller of an AKABeacon app: its root data context is a record.
@MainActor
final class RecordHost: UIViewController, AKABindingDataContext, AKABindingBehaviorDelegate {
    var dataContext: ADRecord
    var changed: [String] = []
    var failures: [String] = []

    init(_ record: ADRecord) {
        dataContext = record
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func bindingBehavior(_ behavior: AKABindingBehavior, didChange control: any ADBindable) {
        changed.append(control.name)
    }

    func bindingBehavior(_ behavior: AKABindingBehavior, didFailWith error: any Error) {
        failures.append(String(describing: error))
    }
}

@MainActor
@Suite("AKABeacon on plain UIKit views: AKABindingBehavior")
struct AKABindingBehaviorTests {
    static let registry = AKABeaconFixtureRegistry.registry

    static let dueDate = Date(timeIntervalSince1970: 1_795_392_000)

    static func constructsRecord() throws -> ADRecord {
        var record = try ADRecord(jsonData: Data(contentsOf: FixtureFiles.url("AKABeaconConstructs.json")))
        record["dueDate"] = .date(dueDate)
        record["startDate"] = .date(Date(timeIntervalSince1970: 1_767_225_600))
        return record
    }

    /// The constructs storyboard loaded into plain views of a host, with the behavior added.
    static func loadConstructs() throws -> (host: RecordHost, views: StoryboardViews, behavior: AKABindingBehavior, document: ADInterfaceDocument) {
        let document = try ADInterfaceDocument(contentsOf: FixtureFiles.url("AKABeaconConstructs.storyboard"))
        let scene = try #require(document.boundScenes.first)
        let host = RecordHost(try constructsRecord())
        let views = try StoryboardViews(scene: scene, into: host)
        let behavior = AKABindingBehavior.addToViewController(host, registry: registry)
        return (host, views, behavior, document)
    }

    /// What a plain view shows, in words, for the differential comparison.
    static func shown(by view: UIView) -> String {
        let state = "hidden \(view.isHidden), enabled \((view as? UIControl)?.isEnabled ?? view.isUserInteractionEnabled)"
        switch view {
        case let label as UILabel: return "\(label.text ?? "") (\(state))"
        case let field as UITextField: return "\(field.text ?? "") (\(state))"
        case let toggle as UISwitch: return "\(toggle.isOn) (\(state))"
        case let stepper as UIStepper: return "\(stepper.value) in \(stepper.minimumValue)...\(stepper.maximumValue) (\(state))"
        case let slider as UISlider: return "\(slider.value) in \(slider.minimumValue)...\(slider.maximumValue) (\(state))"
        case let progress as UIProgressView: return "progress \(progress.progress) (\(state))"
        case let segments as UISegmentedControl: return "segment \(segments.selectedSegmentIndex) (\(state))"
        case let picker as UIPickerView:
            let row = picker.selectedRow(inComponent: 0)
            let title = row < 0 ? "" : picker.delegate?.pickerView(picker, titleForRow: row, forComponent: 0) ?? ""
            return "row \(title) of \(picker.numberOfRows(inComponent: 0)) (\(state))"
        case let picker as UIDatePicker: return "\(picker.date.timeIntervalSince1970) from \(picker.minimumDate?.timeIntervalSince1970 ?? -1) (\(state))"
        case let image as UIImageView: return "image \(image.image != nil) (\(state))"
        case let table as UITableView:
            let source = table.dataSource
            let sections = source?.numberOfSections(in: table) ?? 1
            let rows = (0..<sections).flatMap { section in
                (0..<(source?.tableView(table, numberOfRowsInSection: section) ?? 0)).map { row in
                    let cell = source?.tableView(table, cellForRowAt: IndexPath(row: row, section: section))
                    return "\((cell?.contentConfiguration as? UIListContentConfiguration)?.text ?? "") in \(cell?.reuseIdentifier ?? "")"
                }
            }
            return "rows \(rows) (\(state))"
        default: return "view (\(state))"
        }
    }

    /// What the engine's control (as the web front end renders it) shows, in the same words.
    static func shown(by control: any ADBindable) -> String {
        let state = "hidden \(control.isHidden), enabled \(control.isEnabled)"
        switch control.typed {
        case .label(let label): return "\(label.text) (\(state))"
        case .textField(let field): return "\(field.text) (\(state))"
        case .switch(let toggle): return "\(toggle.isOn) (\(state))"
        case .stepper(let stepper): return "\(stepper.value) in \(stepper.minimumValue)...\(stepper.maximumValue) (\(state))"
        case .slider(let slider): return "\(Float(slider.value)) in \(Float(slider.minimumValue))...\(Float(slider.maximumValue)) (\(state))"
        case .progressView(let progress): return "progress \(Float(progress.progress)) (\(state))"
        case .segmentedControl(let segments): return "segment \(segments.selectedSegment ?? -1) (\(state))"
        case .textPicker(let picker):
            let title = picker.optionList.contains(picker.text) ? picker.text : ""
            return "row \(title) of \(picker.optionList.count) (\(state))"
        case .datePicker(let picker):
            return "\(picker.date?.timeIntervalSince1970 ?? -1) from \(picker.minimumDate?.timeIntervalSince1970 ?? -1) (\(state))"
        case .imageView(let image): return "image \(image.imageData != nil) (\(state))"
        case .list(let list):
            let rows = list.sections.flatMap { $0.rows.map { "\($0.text) in \($0.cellLayout ?? "ADBoundTableViewCell")" } }
            return "rows \(rows) (\(state))"
        default: return "view (\(state))"
        }
    }

    @Test("the constructs storyboard on plain views shows what the web front end's form shows, control by control")
    func differential() throws {
        let (_, views, behavior, document) = try Self.loadConstructs()
        let web = document.makeForm(registry: Self.registry)
        let controller = ADBindingController(root: web.root)
        controller.classRegistry = Self.registry
        controller.setRecord(try Self.constructsRecord())
        var compared = 0
        for (objectID, control) in web.controls {
            let view = try #require(views.views[objectID])
            #expect(Self.shown(by: view) == Self.shown(by: control), "\(objectID)")
            compared += 1
        }
        #expect(compared == 16)
        #expect(behavior.notes.map(\.message) == [])
        let table: UITableView = try views.view("akc-TB-014")
        table.delegate?.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(behavior.record["currentItem"] == ["title": "Move", "done": false], "a table's selection is written back")
        let name: UILabel = try views.view("akc-NM-001")
        #expect(name.attributedText?.string == "Ada Lovelace", "the search matches are marked")
        #expect((try views.view("akc-GR-008") as UILabel).text == "Hello, Ada", "a registered custom formatter")
        #expect((try views.view("akc-DN-007") as UILabel).text == "Yes")
    }

    @Test("edits on plain views reach the data context, live or at the end of editing, and conditionals follow")
    func editsBothWays() throws {
        let (host, views, behavior, _) = try Self.loadConstructs()
        let last: UITextField = try views.view("akc-LN-003")
        #expect(last.becomeFirstResponder())
        CategoryForm.placeCaret(in: last, at: 8)
        CategoryForm.type("-King", into: last)
        #expect(host.dataContext["lastName"] == "Lovelace-King", "a live binding writes each keystroke")

        let first: UITextField = try views.view("akc-FN-002")
        #expect(first.becomeFirstResponder())
        CategoryForm.placeCaret(in: first, at: 3)
        CategoryForm.type("!", into: first)
        #expect(host.dataContext["firstName"] == "Ada", "liveModelUpdates: $false waits for the end of editing")
        #expect(first.resignFirstResponder())
        #expect(host.dataContext["firstName"] == "Ada!")

        let late: UISwitch = try views.view("akc-LT-018")
        late.isOn = true
        late.sendActions(for: .valueChanged)
        #expect(host.dataContext["isLate"] == true)
        let name: UILabel = try views.view("akc-NM-001")
        #expect(name.textColor.hex == "#FF0000", "the style binding's $when(isLate)")
        #expect((try views.view("akc-PR-005") as UITextField).isEnabled == false, "the enabled binding's $whenNot(isLate)")

        let count: UIStepper = try views.view("akc-CT-009")
        count.value = 4
        count.sendActions(for: .valueChanged)
        #expect(host.dataContext["count"] == 4)

        let mode: UISegmentedControl = try views.view("akc-MD-010")
        mode.selectedSegmentIndex = 1
        mode.sendActions(for: .valueChanged)
        #expect(host.dataContext["mode"] == "ride")

        let person: UIPickerView = try views.view("akc-PS-011")
        person.selectRow(1, inComponent: 0, animated: false)
        person.delegate?.pickerView(person, didSelectRow: 1, inComponent: 0)
        #expect(host.dataContext["person"] == ["name": "Grace", "id": 2], "the picked choice, not its title")

        let due: UIDatePicker = try views.view("akc-DP-012")
        due.date = Self.dueDate.addingTimeInterval(86_400)
        due.sendActions(for: .valueChanged)
        #expect(host.dataContext["dueDate"] == .date(Self.dueDate.addingTimeInterval(86_400)))

        #expect(host.failures == [])
        #expect(host.changed.count == 11, "each keystroke is an edit: 5 + 1, then 5 controls")
        #expect(try behavior.getDataModel(ADRecord.self) == host.dataContext)
    }

    @Test("the data context is read again when the view appears")
    func readsOnAppearance() throws {
        let (host, views, behavior, _) = try Self.loadConstructs()
        host.dataContext["firstName"] = "Grace"
        host.dataContext["isLate"] = true
        behavior.viewWillAppear(false)
        #expect((try views.view("akc-FN-002") as UITextField).text == "Grace")
        #expect((try views.view("akc-LT-018") as UISwitch).isOn)
        #expect(AKABindingBehavior.addToViewController(host) === behavior, "adding again finds the behavior")
        #expect(host.children.count == 1)
    }

    @Test("a binding that does not parse is a note; the other bindings work")
    func hostileBindings() throws {
        let host = RecordHost(["name": "Ada", "age": 36])
        let root = UIView(frame: .zero)
        let broken = UILabel(frame: .zero)
        broken.textBinding_aka = "name { textForUndefinedValue: "
        let unknown = UILabel(frame: .zero)
        unknown.textBinding_aka = #"$when(nosuch("x")) name $else "-""#
        let age = UITextField(frame: .zero)
        age.textBinding_aka = "age"
        for view in [broken, unknown, age] { root.addSubview(view) }
        host.view = root
        let behavior = AKABindingBehavior.addToViewController(host)
        #expect(behavior.notes.map(\.view) .allSatisfy { $0 === broken || $0 === unknown })
        #expect(behavior.notes.contains { $0.view === broken && $0.message.hasPrefix("textBinding_aka: ") })
        #expect(age.text == "36")
        age.text = "37"
        age.sendActions(for: .editingChanged)
        #expect(host.dataContext["age"] == 37)
        age.text = "thirty"
        age.sendActions(for: .editingChanged)
        #expect(host.dataContext["age"] == 37, "an unconvertible edit does not reach the data context")
        #expect(host.failures == [])
    }

    @Test("every AKABeacon document loads into plain views and binds as the web front end's form does", arguments: FixtureFiles.akaBeaconDocuments)
    func documents(url: URL) throws {
        let name = url.lastPathComponent
        let document = try ADInterfaceDocument(contentsOf: url)
        let sample = url.deletingPathExtension().appendingPathExtension("json")
        let record = FileManager.default.fileExists(atPath: sample.path) ? try ADRecord(jsonData: Data(contentsOf: sample)) : ADRecord()
        for scene in document.boundScenes {
            let host = RecordHost(record)
            let views = try StoryboardViews(scene: scene, into: host)
            let behavior = AKABindingBehavior.addToViewController(host, registry: Self.registry)
            let web = document.makeForm(scene: scene, registry: Self.registry)
            let controller = ADBindingController(root: web.root)
            controller.classRegistry = Self.registry
            try controller.setDataModel(record)
            let unbound = Set(behavior.notes.map { ObjectIdentifier($0.view) })
            for (objectID, control) in web.controls {
                let view = try #require(views.views[objectID])
                #expect(!unbound.contains(ObjectIdentifier(view)), "\(name) \(objectID)")
                #expect(Self.shown(by: view) == Self.shown(by: control), "\(name) \(objectID)")
            }
            #expect(behavior.controls.count == web.controls.count)
        }
    }

    @Test("AKABeacon's picker keyboards: a trigger view opens its picker with Cancel and Done, its label shows the value")
    func pickerKeyboards() throws {
        let host = RecordHost(["stringValue": .null, "stringArrayValue": ["one", "two", "three"], "dateValue": .date(Self.dueDate)])
        let root = UIView(frame: .zero)
        let trigger = AKAPickerKeyboardTriggerView(frame: .zero)
        trigger.pickerBinding_aka = #"stringValue { choices: stringArrayValue, titleForUndefinedValue: "(please choose)" }"#
        let shown = UILabel(frame: .zero)
        shown.textBinding_aka = #"stringValue { textForUndefinedValue: "(tap to choose)" }"#
        trigger.addSubview(shown)
        let dateTrigger = AKADatePickerKeyboardTriggerView(frame: .zero)
        dateTrigger.datePickerBinding_aka = "dateValue"
        let dateLabel = UILabel(frame: .zero)
        dateLabel.textBinding_aka = "dateValue { dateFormatter: { dateFormat: \"yyyy-MM-dd\", timeZone: \"UTC\" } }"
        dateTrigger.addSubview(dateLabel)
        for view in [trigger, dateTrigger] { root.addSubview(view) }
        host.view = root
        let behavior = AKABindingBehavior.addToViewController(host)
        #expect(behavior.notes.map(\.message) == [])
        #expect(shown.text == "(tap to choose)", "the content the trigger view wraps is bound")
        #expect(trigger.pickerView.numberOfRows(inComponent: 0) == 3)

        trigger.sendActions(for: .touchUpInside)
        #expect(trigger.isFirstResponder, "a tap opens the picker keyboard")
        let toolbar = try #require(trigger.inputAccessoryView as? UIToolbar)
        #expect(toolbar.items?.compactMap(\.title).contains("Done") == true)
        trigger.pickerView.selectRow(1, inComponent: 0, animated: false)
        trigger.pickerView.delegate?.pickerView(trigger.pickerView, didSelectRow: 1, inComponent: 0)
        #expect(host.dataContext["stringValue"] == .null, "the wheel alone changes nothing")
        let done = try #require(toolbar.items?.first { $0.title == "Done" })
        done._simulateUserTap()
        #expect(host.dataContext["stringValue"] == "two")
        #expect(shown.text == "two")
        #expect(!trigger.isFirstResponder)

        #expect(dateLabel.text == "2026-11-23")
        dateTrigger.sendActions(for: .touchUpInside)
        #expect(dateTrigger.isFirstResponder)
        dateTrigger.datePicker.date = Self.dueDate.addingTimeInterval(86_400)
        dateTrigger.datePicker.sendActions(for: .valueChanged)
        #expect(host.dataContext["dateValue"] == .date(Self.dueDate.addingTimeInterval(86_400)))
        #expect(dateLabel.text == "2026-11-24")
    }

    @Test("a plain text view types into the data context")
    func plainTextView() throws {
        let host = RecordHost(["notes": "first"])
        let root = UIView(frame: .zero)
        let notes = UITextView(frame: .zero)
        notes.textBinding_aka = "notes"
        root.addSubview(notes)
        host.view = root
        let behavior = AKABindingBehavior.addToViewController(host)
        #expect(behavior.notes.isEmpty)
        #expect(notes.text == "first")
        notes.text = "second"
        notes.delegate?.textViewDidChange(notes)
        #expect(host.dataContext["notes"] == "second")
    }

    @Test("an ADBound view beside plain views is bound too, as under an ADBoundViewController")
    func mixedWithBoundViews() throws {
        let host = RecordHost(["name": "Ada", "age": 36])
        let root = UIView(frame: .zero)
        let name = ADBoundLabel(frame: .zero)
        name.dataPath = "name"
        let age = UILabel(frame: .zero)
        age.textBinding_aka = "age"
        root.addSubview(name)
        root.addSubview(age)
        host.view = root
        let behavior = AKABindingBehavior.addToViewController(host)
        #expect(name.text == "Ada")
        #expect(age.text == "36")
        #expect(behavior.controls.count == 2)
    }
}
#endif
