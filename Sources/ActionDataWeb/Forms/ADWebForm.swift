import ActionData
import ActionDataStorage

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
    /// The sequence number of the last event applied, by control index.
    var appliedSequences: [Int: Int64] = [:]
    /// The record the form last loaded or saved: what Revert goes back to.
    var initialRecord: ADRecord
    /// Decodes the form into the app's model and stores it, when the form was made for one.
    private let storeModel: ModelSave?
    /// The asynchronous checks, once ``useAsyncValidators(_:timing:)`` set them up.
    var asyncChecks: AsyncChecks?
    /// The loaded option lists, once ``useOptionSources(_:)`` set them up.
    var optionLists: OptionLists?
    /// The language tag of the locale with this identifier, which every ``sessionState``
    /// names: working it out costs more than the rest of a small form's state.
    var languageTagOfLocale: (identifier: String, tag: String)?
    /// Who the form's saves are written to the history as, handed to an `onSave` that takes
    /// an `ADAudit` beside the model. ``ADWebServer`` sets it from each
    /// request's identity; anonymous until then.
    public var audit = ADAudit(by: .anonymous)

    /// A form over the controls in `root`, filled from `record`, its binding expressions
    /// resolving `<Name>` classes and custom formatters through `registry`, its paths compiled
    /// through `formulaCache` — by default a cache of its own; a server that builds the same
    /// form for every session passes one cache to all of them, so each path is compiled once
    /// and its compiled formula shared (size it to hold every path of the form).
    ///
    /// A control's identifier is its `name` when that is non-empty and unique in the form,
    /// else `control-<n>` with its 1-based position.
    public init(
        title: String, root: any ADViewNode, record: ADRecord, registry: ADBindingClassRegistry = .standard,
        formulaCache: ADFormulaCache = ADFormulaCache(capacity: 4096)
    ) {
        self.title = title
        self.initialRecord = record
        storeModel = nil
        controller = ADBindingController(root: root, formulaCache: formulaCache, classRegistry: registry)
        controller.setRecord(record)
        assignIdentifiers()
    }

    /// A form for a `Codable` model: Save reads the controls back into a `Model` through
    /// `ADBindingController.getDataModel(_:decoder:)` — all or nothing, with a failure per
    /// invalid control — and hands it to `onSave`, which stores it and returns the model as
    /// stored (with its assigned key, say); the form then shows that.
    ///
    /// ```swift
    /// let form = try ADWebForm(title: "Category", root: categoryControls(), model: Category()) { category in
    ///     try database.save(category)
    /// }
    /// ```
    ///
    /// - Throws: `ADCodingError` when `model` cannot be encoded into a record.
    public convenience init<Model: Codable>(
        title: String, root: any ADViewNode, model: Model, encoder: ADRecordEncoder = ADRecordEncoder(),
        decoder: ADRecordDecoder = ADRecordDecoder(), onSave: @escaping (Model) throws -> Model
    ) throws(ADCodingError) {
        try self.init(title: title, root: root, model: model, encoder: encoder, storeModel: .immediate { controller in
            let model = try controller.getDataModel(Model.self, decoder: decoder)
            let stored = try onSave(model)
            controller.isRecordStored = true
            try controller.setDataModel(stored, encoder: encoder)
        })
    }

    /// A form for a `Codable` model stored by an asynchronous `onSave` — a database server
    /// such as `ADPostgresProvider`, any `ADDataProvider`. Save decodes the model as the
    /// synchronous form does, awaits `onSave` away from the form, and shows the model as stored.
    /// The form's isolation (its ``ADWebSession``) takes no other request until it returns.
    ///
    /// ```swift
    /// let form = try ADWebForm(title: "Category", root: categoryControls(), model: Category()) { category in
    ///     try await provider.save(category)
    /// }
    /// ```
    ///
    /// - Throws: `ADCodingError` when `model` cannot be encoded into a record.
    public convenience init<Model: Codable & Sendable>(
        title: String, root: any ADViewNode, model: Model, encoder: ADRecordEncoder = ADRecordEncoder(),
        decoder: ADRecordDecoder = ADRecordDecoder(), onSave: @escaping @Sendable (Model) async throws -> Model
    ) throws(ADCodingError) {
        try self.init(title: title, root: root, model: model, encoder: encoder, decoder: decoder) { model, _ in
            try await onSave(model)
        }
    }

    /// A form for a `Codable` model stored by an asynchronous `onSave` that writes the change
    /// to the history (`ADDataProvider.save(_:audit:)`) as the person saving: ``audit``, which
    /// the server sets from each request.
    ///
    /// ```swift
    /// let form = try ADWebForm(title: "Category", root: categoryControls(), model: Category()) { category, audit in
    ///     try await provider.save(category, audit: audit)
    /// }
    /// ```
    ///
    /// - Throws: `ADCodingError` when `model` cannot be encoded into a record.
    public convenience init<Model: Codable & Sendable>(
        title: String, root: any ADViewNode, model: Model, encoder: ADRecordEncoder = ADRecordEncoder(),
        decoder: ADRecordDecoder = ADRecordDecoder(), onSave: @escaping @Sendable (Model, ADAudit) async throws -> Model
    ) throws(ADCodingError) {
        try self.init(title: title, root: root, model: model, encoder: encoder, storeModel: .deferred { controller, audit in
            let model = try controller.getDataModel(Model.self, decoder: decoder)
            return { try encoder.encode(try await onSave(model, audit)) }
        })
    }

    /// A form showing `model`, saved by `storeModel`.
    private init<Model: Encodable>(
        title: String, root: any ADViewNode, model: Model, encoder: ADRecordEncoder, storeModel: ModelSave
    ) throws(ADCodingError) {
        self.title = title
        controller = ADBindingController(root: root)
        try controller.setDataModel(model, encoder: encoder)
        initialRecord = controller.record
        self.storeModel = storeModel
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

    /// The index of the control `id` in the controller's controls, or `nil`.
    func index(of id: String) -> Int? { indexByID[id] }

    /// The identifier of `control`, or `nil` when it is not a bound control of this form.
    public func identifier(of control: any ADBindable) -> String? {
        indexByControl[ObjectIdentifier(control)].map { controlIDs[$0] }
    }

    /// The state of every control, in layout order.
    public func states() -> [ADWebControlState] {
        zip(controller.controls, controlIDs).map { state(of: $0, id: $1) }
    }

    /// Every control's state and the record, for a page that has just loaded.
    public func snapshot() -> ADWebUpdate {
        ADWebUpdate(states: states(), evaluations: 0, failures: [], record: controller.visibleRecord)
    }

    /// Writes every edited control into the record when all are valid; otherwise writes none
    /// and reports every failure. A form made for a model then decodes the record into it and
    /// stores it; what the store refuses is reported as a failure of the form, and the edits
    /// stay in the controls.
    ///
    /// A form with asynchronous checks (``useAsyncValidators(_:timing:)``) first waits for
    /// them; when one refused its value, threw or timed out, nothing is written and the answer
    /// names each such control (reason `asyncCheck`).
    ///
    /// The form stays in the caller's isolation: only an asynchronous store's work and the
    /// checks run away from it, and the caller must not change the form until this returns.
    public func save(isolation: isolated (any Actor)? = #isolation) async -> ADWebUpdate {
        let refused = await asyncCheckFailures()
        guard refused.isEmpty else { return savedUpdate(failing: refused) }
        guard case .deferred(let prepare) = storeModel else { return saveAtOnce() }
        do {
            var audit = audit
            audit.rules = controller.access.map { ADWriteRules(access: $0, recordWasStored: controller.isRecordStored) }
            let store = try prepare(controller, audit)
            let stored = try await store()
            controller.isRecordStored = true
            controller.setRecord(stored)
            initialRecord = controller.record
            return savedUpdate(failing: [])
        } catch {
            return savedUpdate(failing: Self.failures(of: error))
        }
    }

    /// Saves without awaiting, for a caller that cannot: a form without a model, or whose
    /// `onSave` is synchronous, saves as ``save(isolation:)`` does. A form whose `onSave` is
    /// asynchronous, or that checks values asynchronously, is not saved here: the answer's
    /// failure says to await ``save(isolation:)``.
    public func save() -> ADWebUpdate {
        guard asyncChecks == nil else {
            return savedUpdate(failing: Self.failures(of: ADWebError(
                status: .internalServerError, message: "this form checks values asynchronously: await save(isolation:)")))
        }
        return saveAtOnce()
    }

    private func saveAtOnce() -> ADWebUpdate {
        do {
            switch storeModel {
            case nil:
                try controller.updateRecord()
            case .immediate(let store):
                try store(controller)
            case .deferred:
                throw ADWebError(status: .internalServerError, message: "this form stores its model asynchronously: await save(isolation:)")
            }
            initialRecord = controller.record
            return savedUpdate(failing: [])
        } catch {
            return savedUpdate(failing: Self.failures(of: error))
        }
    }

    /// The failures a save ended with: the controls' own, or one of the form for what the
    /// store refused.
    private static func failures(of error: any Error) -> [ADValidationFailure] {
        if let error = error as? ADBindingError { return error.failures }
        return [ADValidationFailure(control: "form", controlIndex: nil, path: nil, reason: .storage, message: "\(error)")]
    }

    private func savedUpdate(failing failures: [ADValidationFailure]) -> ADWebUpdate {
        var update = snapshot()
        update.failures = failures
        update.labels = labels(of: failures)
        return update
    }

    /// Shows `record` in the form, discarding unsaved edits; Revert comes back to it.
    public func load(_ record: ADRecord) -> ADWebUpdate {
        initialRecord = record
        return reset()
    }

    /// Discards every edit and shows the record the form last loaded or saved.
    public func reset() -> ADWebUpdate {
        controller.setRecord(initialRecord)
        appliedSequences = [:]
        return snapshot()
    }

    /// The spec's `refreshDisplay`: saves the edits when every control is valid (else marks
    /// the invalid ones and saves none) and re-evaluates every binding, so formula labels next
    /// to controls that do not update live catch up. The edits are checked once: the failures
    /// answered are the ones that kept them from being saved.
    public func refresh() -> ADWebUpdate {
        let failures = controller.refreshDisplay()
        var update = snapshot()
        update.failures = failures
        update.labels = labels(of: failures)
        return update
    }

    /// Whether any editable control writes only when the form is saved or refreshed: the
    /// page then offers an Update button (the spec's `refreshDisplay`).
    public var hasNonLiveControls: Bool {
        controller.controls.contains { control in
            guard let editable = control as? any ADEditableBindable else { return false }
            return editable.validation.persist && !editable.liveUpdate
        }
    }

    /// The whole page: the controls laid out as in the view tree, with the script that sends
    /// edits and applies the updates. Its `lang` and `dir` are those of ``pageLanguage(for:)``.
    public func html(listing: Bool = false, token: String? = nil, language: ADUserLocale? = nil) -> String {
        HTMLPage(form: self, listing: listing, token: token).render(language: pageLanguage(for: language))
    }

    /// The language a page of this form is written for: the form's pinned locale
    /// (`ADBindingController.pinnedLocale`) when it pins one, else `requested` (the browser's),
    /// else the controller's locale.
    public func pageLanguage(for requested: ADUserLocale?) -> ADUserLocale {
        if let pinned = controller.pinnedLocale { return ADUserLocale(locale: pinned) }
        return requested ?? ADUserLocale(locale: controller.locale)
    }

    func state(of control: any ADBindable) -> ADWebControlState? {
        identifier(of: control).map { state(of: control, id: $0) }
    }

    /// The state the page is sent for `control`: a control reading a field the person may not
    /// see (`ADBindingController.isWithheld(_:)`) is sent as the neutral state of its kind, so
    /// nothing of it — text, options, colours, font, a check's message — depends on that field.
    private func state(of control: any ADBindable, id: String) -> ADWebControlState {
        guard !controller.isWithheld(control) else { return ADWebControlState(withholding: control, id: id) }
        return ADWebControlState(of: control, id: id, check: checkState(of: id), optionList: optionListState(of: id))
    }
}
