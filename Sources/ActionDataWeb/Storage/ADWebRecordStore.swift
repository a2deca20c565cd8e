import ActionData
import ActionDataStorage

/// The records a page lists beside its form — a table in a database — so a person can search
/// them, open one in the form, start a new one and delete one. Saving goes through the form's
/// own save (see the model initialisers of ``ADWebForm``), decoded into the
/// app's model.
///
/// `actiondata serve` implements it over `ADSQLiteProvider` for the spec's `Category`.
public protocol ADWebRecordStore: Sendable {
    /// The records for which the formula `filter` is true (all for an empty filter), as list
    /// entries in display order.
    ///
    /// - Throws: ``ADWebError`` (status 400) for a filter that is not a valid formula, its
    ///   message showing the formula with a caret at the mistake.
    func entries(matching filter: String) async throws(ADWebError) -> [ADWebListEntry]
    /// The record `id` names.
    ///
    /// - Throws: ``ADWebError`` (status 404) when there is none.
    func record(id: String) async throws(ADWebError) -> ADRecord
    /// The fields an entry's title and detail show. Where the rules may hide one of them from
    /// the person asking (`ADAccess.fieldsHiddenSomewhere`), the list shows each entry by its
    /// identifier alone. By default every field: name the few an entry shows, or a list under
    /// rules that hide any field shows identifiers only.
    var entryFields: Set<String>? { get }
    /// The record a new entry starts from.
    func newRecord() async -> ADRecord
    /// The identifier of a record, or `nil` for one never stored.
    func identifier(of record: ADRecord) -> String?
    /// Deletes the record `id` names, writing the deletion to the history as `audit` says
    /// (`ADDataProvider.delete(_:key:audit:)`); deleting one that is gone is not an error.
    func delete(id: String, audit: ADAudit) async throws(ADWebError)
    /// Who changed the record `id` names, and what, oldest first
    /// (`ADDataProvider.history(of:key:limit:)`), for `GET /history`. By default there is no
    /// history: 404.
    func history(id: String) async throws(ADWebError) -> [ADAuditEntry]
    /// Throws when the records cannot be reached, for `GET /healthz`: one cheap round trip.
    /// By default it does nothing.
    func checkHealth() async throws
}

extension ADWebRecordStore {
    public func checkHealth() async throws {}

    /// Every field: see ``entryFields``.
    public var entryFields: Set<String>? { nil }

    public func history(id: String) async throws(ADWebError) -> [ADAuditEntry] {
        throw ADWebError(status: .notFound, message: "these records keep no history")
    }
}

/// One row of the list beside a form.
public struct ADWebListEntry: Sendable, Hashable, Encodable {
    /// The record's identifier in its store.
    public var id: String
    /// The text the row shows.
    public var title: String
    /// A second, smaller line.
    public var detail: String

    /// A list row.
    public init(id: String, title: String, detail: String = "") {
        self.id = id
        self.title = title
        self.detail = detail
    }

    /// The row shown in this one's place when its title or detail may show a field the person
    /// does not see: the record's identifier alone.
    public var withheld: ADWebListEntry { ADWebListEntry(id: id, title: id) }
}
