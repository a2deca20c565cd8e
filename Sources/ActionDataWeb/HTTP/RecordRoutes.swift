import ActionData
import Hummingbird

/// The routes of the list beside a form: search, open, new and delete.
///
/// | route | answer |
/// | --- | --- |
/// | `GET /list?filter=…` | `{"entries": [{"id", "title", "detail"}]}`; 400 with the formula error for a bad filter |
/// | `POST /open` `{"id": "3"}` | the form filled from that record |
/// | `POST /new` | the form filled from a new record |
/// | `POST /delete` | deletes the open record; the form filled from a new one |
struct RecordRoutes {
    let server: ADWebServer
    let records: any ADWebRecordStore

    func add(to router: Router<ADWebRequestContext>) {
        let (server, records, metrics) = (server, records, server.metrics)
        router.get("/list") { request, _ in
            let filter = request.uri.queryParameters.get("filter") ?? ""
            guard filter.utf8.count <= 4096 else { throw ADWebError.badRequest("the filter is longer than 4096 bytes") }
            return ListAnswer(entries: try await metrics.measure(.records, "list") { () async throws(ADWebError) in try await records.entries(matching: filter) })
        }
        router.post("/open") { request, _ in
            let body = try await ADWebServer.body(of: request, upTo: server.maximumBodySize, naming: "the request")
            return try await server.acknowledged(request) { session throws(ADWebError) in
                let id = try Self.identifier(in: String(buffer: body))
                let record = try await metrics.measure(.records, "load") { () async throws(ADWebError) in try await records.record(id: id) }
                return await session.load(record)
            }
        }
        router.post("/new") { request, _ in
            try await server.acknowledged(request) { session in await session.load(await records.newRecord()) }
        }
        router.post("/delete") { request, _ in
            try await server.acknowledged(request) { session throws(ADWebError) in
                if let id = records.identifier(of: await session.record()) {
                    try await metrics.measure(.records, "delete") { () async throws(ADWebError) in try await records.delete(id: id) }
                }
                return await session.load(await records.newRecord())
            }
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
