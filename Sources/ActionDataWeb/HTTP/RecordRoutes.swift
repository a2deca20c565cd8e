import ActionData
import ActionDataStorage
import Hummingbird

/// The routes of the list beside a form: search, open, new and delete.
///
/// | route | answer |
/// | --- | --- |
/// | `GET /list?filter=…` | `{"entries": [{"id", "title", "detail"}]}`; 400 with the formula error for a bad filter, and alike for a field the table lacks or the person may not see (``ListFilter``) |
/// | `POST /open` `{"id": "3"}` | the form filled from that record |
/// | `POST /new` | the form filled from a new record |
/// | `POST /delete` | deletes the open record; the form filled from a new one |
/// | `POST /save` (beside the form's own) | the edits saved onto the open record as the store holds it now, so a field changed elsewhere and not edited here keeps the stored value; a notice names such fields |
/// | `POST /reload` | the open record as the store holds it now (a device's sync changed it), the person's unsaved edits kept, with a notice naming what changed; 404 when it is gone |
/// | `GET /history?id=3` | `{"entries": [{"id", "time", "author", "authorName", "action", "changes": [{"field", "old", "new", "withheld"}]}]}`, oldest first |
///
/// Deletes are written to the history as the person asking, and `GET /history` answers only
/// where the `history` rule allows it (403 elsewhere), without the values of fields the person
/// does not see.
/// With ``ADWebServer/rules``, the list's filter is the read rule ANDed with the one typed, so
/// the database selects only rows the person may read; a record they may not read answers 404
/// as one that does not exist; New and Delete answer 403 where no rule allows them.
struct RecordRoutes {
    let server: ADWebServer
    let records: any ADWebRecordStore

    func add(to router: Router<ADWebRequestContext>) {
        let (server, records, metrics) = (server, records, server.metrics)
        router.get("/list") { request, context in
            let filter = request.uri.queryParameters.get("filter") ?? ""
            guard filter.utf8.count <= 4096 else { throw ADWebError.badRequest("the filter is longer than 4096 bytes") }
            let access = try server.access(for: context)
            let fields = await records.newRecord().fieldNames
            let hidden = access?.fieldsHiddenSomewhere ?? []
            let permitted = try ListFilter(fields: fields, hidden: hidden).formula(for: filter, access: access)
            let entries = try await metrics.measure(.records, "list") { () async throws(ADWebError) in try await records.entries(matching: permitted) }
            guard !hidden.isDisjoint(with: records.entryFields ?? Set(fields)) else { return ListAnswer(entries: entries) }
            return ListAnswer(entries: entries.map(\.withheld))
        }
        router.post("/open") { request, context in
            let body = try await ADWebServer.body(of: request, upTo: server.maximumBodySize, naming: "the request")
            let access = try server.access(for: context)
            return try await server.acknowledged(request, context) { session throws(ADWebError) in
                let id = try Self.identifier(in: String(buffer: body))
                let record = try await Self.readable(id, records: records, access: access, metrics: metrics)
                return await session.load(record, stored: true)
            }
        }
        router.post("/reload") { request, context in
            let access = try server.access(for: context)
            return try await server.acknowledged(request, context) { session throws(ADWebError) in
                guard let id = records.identifier(of: await session.record()) else { return await session.snapshot() }
                let stored = try await Self.readable(id, records: records, access: access, metrics: metrics)
                return await session.refreshFromStore(stored)
            }
        }
        router.post("/new") { request, context in
            if let access = try server.access(for: context), !access.mayEver(.create) { throw ADWebError.notAllowed(.create) }
            return try await server.acknowledged(request, context) { session in await session.load(await records.newRecord(), stored: false) }
        }
        router.post("/delete") { request, context in
            let access = try server.access(for: context)
            return try await server.acknowledged(request, context) { session throws(ADWebError) in
                if let id = records.identifier(of: await session.record()) {
                    if let access {
                        let stored = try await Self.readable(id, records: records, access: access, metrics: metrics)
                        do {
                            try access.checkDelete(stored)
                        } catch {
                            throw ADWebError.notAllowed(.delete)
                        }
                    }
                    var audit = server.audit(for: context)
                    audit.rules = access.map { ADWriteRules(access: $0, recordWasStored: true) }
                    try await metrics.measure(.records, "delete") { () async throws(ADWebError) in
                        try await records.delete(id: id, audit: audit)
                    }
                }
                return await session.load(await records.newRecord(), stored: false)
            }
        }
        router.get("/history") { request, context in
            let id = request.uri.queryParameters.get("id") ?? ""
            guard !id.isEmpty, id.utf8.count <= 256 else { throw ADWebError.badRequest("the request needs ?id=… of at most 256 bytes") }
            let access = try server.access(for: context)
            var hidden = Set<String>()
            if let access {
                let stored = try await Self.readable(id, records: records, access: access, metrics: metrics)
                guard try Self.judged({ () throws(ADPermissionError) in try access.allows(.history, stored) }) else { throw ADWebError.notAllowed(.history) }
                hidden = try Self.judged { () throws(ADPermissionError) in try access.hiddenFields(of: stored) }
            }
            let entries = try await metrics.measure(.records, "history") { () async throws(ADWebError) in try await records.history(id: id) }
            return try RecordAnswer(HistoryRecord.record(of: entries.map { $0.withholding(hidden) }))
        }
    }

    /// The stored record `id` names when the person may read it; 404 alike when there is no
    /// such record and when they may not see it.
    private static func readable(
        _ id: String, records: any ADWebRecordStore, access: ADAccess?, metrics: ADWebMetrics
    ) async throws(ADWebError) -> ADRecord {
        let record: ADRecord
        do {
            record = try await metrics.measure(.records, "load") { () async throws(ADWebError) in try await records.record(id: id) }
        } catch where error.status == .notFound && access != nil {
            throw ADWebError.noSuchRecord
        }
        guard let access else { return record }
        guard try judged({ () throws(ADPermissionError) in try access.allows(.read, record) }) else { throw ADWebError.noSuchRecord }
        return record
    }

    /// The record open in `session` as the store holds it now, for a save to write its edits
    /// onto (``ADWebSession/save(onto:)``); `nil` for a new record.
    /// - Throws: ``ADWebError`` (404, one message for both) when the record is gone or the
    ///   person may no longer read it: a save that began as an update never creates it again.
    static func storedCopy(
        of session: ADWebSession, records: any ADWebRecordStore, access: ADAccess?, metrics: ADWebMetrics
    ) async throws(ADWebError) -> ADRecord? {
        guard let id = records.identifier(of: await session.record()) else { return nil }
        do {
            return try await readable(id, records: records, access: access, metrics: metrics)
        } catch where error.status == .notFound {
            throw ADWebError.noSuchRecord
        }
    }

    /// What `judge` finds by the rules; 500 when they cannot be applied to the person asking.
    private static func judged<Value>(_ judge: () throws(ADPermissionError) -> Value) throws(ADWebError) -> Value {
        do {
            return try judge()
        } catch {
            throw ADWebError.permissionsFailed(error)
        }
    }

    /// The `"id"` of an open request's JSON body.
    private static func identifier(in json: String) throws(ADWebError) -> String {
        let needed = ADWebError.badRequest("the request needs {\"id\": \"…\"}")
        let body: ADRecord
        do {
            body = try ADRecord(jsonString: json)
        } catch {
            throw needed
        }
        guard case .string(let id)? = body["id"] else { throw needed }
        return id
    }
}
