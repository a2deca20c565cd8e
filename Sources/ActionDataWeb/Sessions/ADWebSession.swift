import ActionData
import ActionDataStorage

/// One form and the person using it, isolated in an actor so HTTP requests arriving on many
/// threads reach the (non-`Sendable`) binding controller one at a time.
///
/// It takes and returns `Sendable` values; the server writes them as JSON.
///
/// ```swift
/// let session = ADWebSession { ADWebForm(title: "Category", root: categoryForm(), record: record) }
/// try await ADWebServer(session: session).run(port: 8080)
/// ```
public actor ADWebSession {
    private let form: ADWebForm
    /// The changes waiting for the one running on the form.
    private var turns = RequestQueue()
    private static let formKey = "form"
    /// The number of bound controls of the form.
    public nonisolated let controlCount: Int

    /// A session whose form `makeForm` builds; the form never leaves the actor.
    public init(_ makeForm: @Sendable () throws -> ADWebForm) rethrows {
        let form = try makeForm()
        controlCount = form.controlIDs.count
        self.form = form
    }

    /// A session over `form`, which is the session's alone from now on.
    public init(form: sending ADWebForm) {
        controlCount = form.controlIDs.count
        self.form = form
    }

    /// The page HTML; with `listing`, the page has a searchable list of records beside the
    /// form and New, Delete and Revert buttons.
    ///   With `token` (shared mode), the page sends it with every request.
    ///   Its `lang` and `dir` are `language`'s unless the form pins a locale.
    public func page(listing: Bool = false, token: String? = nil, language: ADUserLocale? = nil) -> String {
        form.html(listing: listing, token: token, language: language)
    }

    /// Shows and reads the form's numbers and dates in `language`'s locale from now on (unless
    /// the form or a control pins one); the server calls it with each request's
    /// `Accept-Language`. Controls holding unsaved edits keep the text typed.
    public func useLanguage(_ language: ADUserLocale) async {
        guard form.controller.userLocale != language.locale else { return }
        await takeTurn()
        defer { endTurn() }
        form.controller.userLocale = language.locale
    }

    /// Every control's state and the record.
    public func snapshot() -> ADWebUpdate { form.snapshot() }

    /// Applies a user's edit; see ``ADWebForm/handle(_:)``.
    ///
    /// - Throws: ``ADWebError`` for unknown controls and wrong values.
    public func handle(_ event: ADWebEvent) async throws(ADWebError) -> ADWebUpdate {
        await takeTurn()
        defer { endTurn() }
        return await checked(try form.handle(event))
    }

    /// Saves the edits into the record, all or nothing; see ``ADWebForm/save(isolation:)``.
    /// While an asynchronous store saves, every other change to the form waits for it.
    public func save() async -> ADWebUpdate {
        await takeTurn()
        defer { endTurn() }
        return await checked(await form.save())
    }

    /// Saves the edits onto the open record as the store holds it now; see
    /// ``ADWebForm/save(onto:isolation:)``.
    public func save(onto stored: ADRecord) async -> ADWebUpdate {
        await takeTurn()
        defer { endTurn() }
        return await checked(await form.save(onto: stored))
    }

    /// Discards the edits.
    public func reset() async -> ADWebUpdate {
        await takeTurn()
        defer { endTurn() }
        return await checked(form.reset())
    }

    /// The spec's `refreshDisplay`; see ``ADWebForm/refresh()``.
    public func refresh() async -> ADWebUpdate {
        await takeTurn()
        defer { endTurn() }
        return await checked(form.refresh())
    }

    /// Shows `record` in the form, discarding unsaved edits.
    public func load(_ record: ADRecord) async -> ADWebUpdate {
        await takeTurn()
        defer { endTurn() }
        return await checked(form.load(record))
    }

    /// The state of every control being checked asynchronously or showing loaded options, once
    /// the checks and option lists are brought in line with the controls; see
    /// ``ADWebForm/checkStates(isolation:)``. The page asks for it while a check is pending or
    /// options are loading.
    public func checks() async -> ADWebUpdate {
        await takeTurn()
        defer { endTurn() }
        return await form.checkStates()
    }

    /// The record as it now stands.
    public func record() -> ADRecord { form.controller.record }

    /// The record as the person using the form may see it: without the fields their
    /// permissions hide (`ADBindingController.visibleRecord`).
    public func visibleRecord() -> ADRecord { form.controller.visibleRecord }

    /// Puts the permissions of the person asking in force; see ``ADWebForm/useAccess(_:)``.
    public func useAccess(_ access: ADAccess?) async {
        guard !form.uses(access) else { return }
        await takeTurn()
        defer { endTurn() }
        form.useAccess(access)
    }

    /// Writes the form's next saves to the history as `audit` says; see ``ADWebForm/audit``.
    public func useAudit(_ audit: ADAudit) {
        form.audit = audit
    }

    /// Puts a request's language, permissions and author in force, as ``useLanguage(_:)``,
    /// ``useAccess(_:)`` and ``useAudit(_:)`` do, in one call: the session takes a turn only
    /// when the language or the identity changed, which on most requests neither has.
    func prepare(language: ADUserLocale, access: ADAccess?, audit: ADAudit) async {
        form.audit = audit
        let newLanguage = form.controller.userLocale != language.locale
        let newAccess = !form.uses(access)
        guard newLanguage || newAccess else { return }
        await takeTurn()
        defer { endTurn() }
        if newLanguage { form.controller.userLocale = language.locale }
        if newAccess { form.useAccess(access) }
    }

    /// Shows `record`, stored or new, discarding unsaved edits; see ``ADWebForm/load(_:stored:)``.
    public func load(_ record: ADRecord, stored: Bool) async -> ADWebUpdate {
        await takeTurn()
        defer { endTurn() }
        return await checked(form.load(record, stored: stored))
    }

    /// Takes the open record as the store holds it now, keeping unsaved edits; see
    /// ``ADWebForm/refreshFromStore(_:)``.
    public func refreshFromStore(_ stored: ADRecord) async -> ADWebUpdate {
        await takeTurn()
        defer { endTurn() }
        return await checked(form.refreshFromStore(stored))
    }

    /// The session's state, to park it; see ``ADWebForm/sessionState``.
    public func state() -> ADRecord { form.sessionState }

    /// Brings back a parked session's state; see ``ADWebForm/restore(_:)``.
    public func restore(_ state: ADRecord) async throws(ADWebError) {
        await takeTurn()
        defer { endTurn() }
        try form.restore(state)
    }

    /// `update` after the form's asynchronous checks and loaded option lists followed the
    /// change it answers: each changed value checked again, each option list whose
    /// dependencies changed loading again, and every check's and list's latest state carried.
    private func checked(_ update: ADWebUpdate) async -> ADWebUpdate {
        await form.updateChecks()
        await form.updateOptionLists()
        return form.withCheckStates(form.withOptionStates(update))
    }

    /// Waits until no change runs on the form: a save suspended on its store lets the actor
    /// take other requests, which must not change the form under it.
    private func takeTurn() async {
        guard !turns.claim(Self.formKey) else { return }
        await withCheckedContinuation { continuation in turns.wait(for: Self.formKey, continuation) }
    }

    private func endTurn() { turns.leave(Self.formKey) }
}
