import ActionData

/// A form served to a browser: a binding controller over a neutral view tree, with an
/// identifier for every bound control so the page and the engine can talk about it.
///
/// ```swift
/// let name = ADTextFieldModel(name: "name", dataPath: "name")
/// name.liveUpdate = true
/// let greeting = ADLabelModel(name: "greeting", dataPath: "'Hello ' + name")
/// let form = ADWebForm(title: "Greeting", root: ADViewGroup([name, greeting]), record: ["name": "Ada"])
/// let update = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Grace"))
/// update.state(of: "greeting")?.text   // "Hello Grace"
/// ```
///
/// A form is not `Sendable`: keep it inside one isolation domain, as ``ADWebSession`` does.
public final class ADWebForm {
    /// The page title.
    public let title: String
    /// The engine behind the form.
    public let controller: ADBindingController
    /// The identifier of each bound control, in the controller's layout order.
    public private(set) var controlIDs: [String] = []
    private var indexByID: [String: Int] = [:]
    private var indexByControl: [ObjectIdentifier: Int] = [:]
    private let initialRecord: ADRecord

    /// A form over the controls in `root`, filled from `record`.
    ///
    /// A control's identifier is its `name` when that is non-empty and unique in the form,
    /// else `control-<n>` with its 1-based position.
    public init(title: String, root: any ADViewNode, record: ADRecord) {
        self.title = title
        self.initialRecord = record
        controller = ADBindingController(root: root)
        controller.setRecord(record)
        assignIdentifiers()
    }

    private func assignIdentifiers() {
        var uses: [String: Int] = [:]
        for control in controller.controls { uses[control.name, default: 0] += 1 }
        controlIDs = []
        indexByID = [:]
        indexByControl = [:]
        for (index, control) in controller.controls.enumerated() {
            var id = control.name.isEmpty || uses[control.name, default: 0] > 1 ? "control-\(index + 1)" : control.name
            while indexByID[id] != nil { id += "-\(index + 1)" }
            controlIDs.append(id)
            indexByID[id] = index
            indexByControl[ObjectIdentifier(control)] = index
        }
    }

    /// The identifier of `control`, or `nil` when it is not a bound control of this form.
    public func identifier(of control: any ADBindable) -> String? {
        indexByControl[ObjectIdentifier(control)].map { controlIDs[$0] }
    }

    /// The state of every control, in layout order.
    public func states() -> [ADWebControlState] {
        zip(controller.controls, controlIDs).map { ADWebControlState(of: $0, id: $1) }
    }

    /// Every control's state and the record, for a page that has just loaded.
    public func snapshot() -> ADWebUpdate {
        ADWebUpdate(states: states(), evaluations: 0, failures: [], record: controller.record)
    }

    /// Applies a user's edit: puts the value into the control and tells the controller, which
    /// (for a live-update control) writes the record and re-evaluates only what reads the field.
    ///
    /// - Returns: the states of the edited control and of every control that was re-evaluated.
    /// - Throws: ``ADWebError`` for an unknown control, a control that cannot be edited or a value
    ///   of the wrong kind; the form is unchanged then.
    public func handle(_ event: ADWebEvent) throws(ADWebError) -> ADWebUpdate {
        guard let index = indexByID[event.controlID] else { throw ADWebError.unknownControl(event.controlID) }
        guard let control = controller.controls[index] as? any ADEditableBindable else {
            throw ADWebError.badRequest("control \"\(event.controlID)\" cannot be edited")
        }
        guard control.isEnabled, !control.isHidden else {
            throw ADWebError.badRequest("control \"\(event.controlID)\" is disabled")
        }
        try ControlInput.apply(event.value, to: control, id: event.controlID)
        let live = switch event.action {
        case .input: controller.controlDidChange(control)
        case .commit: controller.controlDidEndEditing(control)
        }
        var changed: [any ADBindable] = [control]
        for refreshed in live.refreshedControls where refreshed !== control { changed.append(refreshed) }
        return ADWebUpdate(
            states: changed.compactMap { state(of: $0) }, evaluations: live.evaluations, failures: live.failures,
            record: controller.record)
    }

    /// Writes every edited control into the record when all are valid; otherwise writes none
    /// and reports every failure.
    public func save() -> ADWebUpdate {
        do {
            try controller.updateRecord()
            return snapshot()
        } catch {
            var update = snapshot()
            update.failures = error.failures
            return update
        }
    }

    /// Discards every edit and shows the record the form started with.
    public func reset() -> ADWebUpdate {
        controller.setRecord(initialRecord)
        return snapshot()
    }

    /// The whole page: the controls laid out as in the view tree, with the script that sends
    /// edits and applies the updates.
    public func html() -> String {
        HTMLPage(form: self).render()
    }

    private func state(of control: any ADBindable) -> ADWebControlState? {
        identifier(of: control).map { ADWebControlState(of: control, id: $0) }
    }
}
