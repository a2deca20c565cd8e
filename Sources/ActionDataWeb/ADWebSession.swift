import ActionData

/// One form and the person using it, isolated in an actor so HTTP requests arriving on many
/// threads reach the (non-`Sendable`) binding controller one at a time.
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

    /// The page HTML.
    public func page() -> String { form.html() }

    /// Every control's state and the record, as JSON.
    public func stateJSON() -> String { form.snapshot().json() }

    /// Applies an event the browser posted as JSON and returns the update as JSON.
    ///
    /// - Throws: ``ADWebError`` for malformed events, unknown controls and wrong values.
    public func handle(eventJSON: String) throws(ADWebError) -> String {
        try form.handle(ADWebEvent(json: eventJSON)).json()
    }

    /// Saves the edits into the record (all or nothing) and returns the update as JSON.
    public func saveJSON() -> String { form.save().json() }

    /// Discards the edits and returns the update as JSON.
    public func resetJSON() -> String { form.reset().json() }

    /// The record as it now stands, as indented JSON.
    public func recordJSON() -> String {
        (try? form.controller.record.jsonString(prettyPrinted: true, nonFiniteNumbers: .null)) ?? "{}"
    }
}
