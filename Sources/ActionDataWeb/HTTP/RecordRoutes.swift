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

    func add(to router: Router<BasicRequestContext>) {
        let (server, records) = (server, records)
        router.get("/list") { request, _ in
            do throws(ADWebError) {
                let filter = request.uri.queryParameters.get("filter") ?? ""
                guard filter.utf8.count <= 4096 else { throw ADWebError.badRequest("the filter is longer than 4096 bytes") }
                let entries = try await records.entries(matching: filter).map { entry -> ADValue in
                    .record(["id": .string(entry.id), "title": .string(entry.title), "detail": .string(entry.detail)])
                }
                let body: ADRecord = ["entries": .array(entries)]
                return ADWebServer.json((try? body.jsonString()) ?? #"{"entries":[]}"#)
            } catch {
                return ADWebServer.failure(error)
            }
        }
        router.post("/open") { request, _ in
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: server.maximumBodySize)
            } catch {
                return ADWebServer.failure(ADWebError(status: 413, message: "the request is larger than \(server.maximumBodySize) bytes"))
            }
            return await server.answer(request) { session throws(ADWebError) in
                let id = try Self.identifier(in: String(buffer: body))
                return await session.load(try await records.record(id: id)).json()
            }
        }
        router.post("/new") { request, _ in
            await server.answer(request) { session in await session.load(await records.newRecord()).json() }
        }
        router.post("/delete") { request, _ in
            await server.answer(request) { session throws(ADWebError) in
                if let id = records.identifier(of: await session.record()) { try await records.delete(id: id) }
                return await session.load(await records.newRecord()).json()
            }
        }
    }

    /// The `"id"` of an open request's JSON body.
    private static func identifier(in json: String) throws(ADWebError) -> String {
        guard let body = try? ADRecord(jsonString: json), case .string(let id)? = body["id"] else {
            throw ADWebError.badRequest("the request needs {\"id\": \"…\"}")
        }
        return id
    }
}
