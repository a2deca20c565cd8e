import ActionData

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

    /// A session whose form `makeForm` builds; the form never leaves the actor.
    public init(_ makeForm: @Sendable () throws -> ADWebForm) rethrows {
        form = try makeForm()
    }

    /// The page HTML; with `listing`, the page has a searchable list of records beside the
    /// form and New, Delete and Revert buttons.
    ///   With `token` (shared mode), the page sends it with every request.
    public func page(listing: Bool = false, token: String? = nil) -> String { form.html(listing: listing, token: token) }

    /// Every control's state and the record.
    public func snapshot() -> ADWebUpdate { form.snapshot() }

    /// Applies a user's edit; see ``ADWebForm/handle(_:)``.
    ///
    /// - Throws: ``ADWebError`` for unknown controls and wrong values.
    public func handle(_ event: ADWebEvent) throws(ADWebError) -> ADWebUpdate {
        try form.handle(event)
    }

    /// Saves the edits into the record, all or nothing.
    public func save() -> ADWebUpdate { form.save() }

    /// Discards the edits.
    public func reset() -> ADWebUpdate { form.reset() }

    /// The spec's `refreshDisplay`; see ``ADWebForm/refresh()``.
    public func refresh() -> ADWebUpdate { form.refresh() }

    /// Shows `record` in the form, discarding unsaved edits.
    public func load(_ record: ADRecord) -> ADWebUpdate { form.load(record) }

    /// The record as it now stands.
    public func record() -> ADRecord { form.controller.record }

    /// The session's state, to park it; see ``ADWebForm/sessionState``.
    public func state() -> ADRecord { form.sessionState }

    /// Brings back a parked session's state; see ``ADWebForm/restore(_:)``.
    public func restore(_ state: ADRecord) throws(ADWebError) { try form.restore(state) }
}
