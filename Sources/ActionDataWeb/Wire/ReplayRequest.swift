import ActionData

/// The body of `POST /replay`: `{"events": [event, …]}`, each event as `POST /event` takes it,
/// in the order the page first sent them.
struct ReplayRequest {
    let events: [ADWebEvent]

    /// The replay a browser posted.
    ///
    /// - Throws: ``ADWebError`` (400) naming what is malformed: not an object, no `events`
    ///   array, more than ``ADWebSessionStore/maximumReplayEvents`` events (checked before any is
    ///   read), or the first malformed event, by its place.
    init(json: String) throws(ADWebError) {
        let record: ADRecord
        do {
            record = try ADRecord(jsonString: json)
        } catch {
            throw ADWebError.badRequest("the replay is not a JSON object: \(error)")
        }
        guard case .array(let values)? = record["events"] else { throw ADWebError.badRequest("the replay needs an \"events\" array") }
        guard values.count <= ADWebSessionStore.maximumReplayEvents else {
            throw ADWebError.badRequest("a replay sends at most \(ADWebSessionStore.maximumReplayEvents) events, not \(values.count)")
        }
        var events: [ADWebEvent] = []
        for (index, value) in values.enumerated() {
            guard case .record(let fields) = value else { throw ADWebError.badRequest("event \(index + 1) of the replay is not an object") }
            do {
                events.append(try ADWebEvent(record: fields))
            } catch {
                throw ADWebError.badRequest("event \(index + 1) of the replay: \(error.message)")
            }
        }
        self.events = events
    }
}
