import ActionData

extension ADWebUpdate {
    /// The update as the JSON the page script reads; written only at the HTTP edge.
    func json() -> String {
        let failureRecords = failures.map { failure -> ADValue in
            .record([
                "control": .string(failure.control), "path": failure.path.map { .string($0.dotted) } ?? .null,
                "reason": .string(failure.reason.rawValue), "message": .string(failure.message),
                "description": .string(failure.description),
            ])
        }
        let body: ADRecord = [
            "states": .array(states.map { .record($0.record) }), "evaluations": .int(Int64(evaluations)),
            "failures": .array(failureRecords), "record": .record(record),
        ]
        return (try? body.jsonString(nonFiniteNumbers: .null)) ?? #"{"error":"the update cannot be written as JSON"}"#
    }
}
