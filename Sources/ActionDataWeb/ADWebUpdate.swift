import ActionData

/// What the page must change after a request: the controls to redraw, the validation
/// failures to show, and the record as it now stands.
public struct ADWebUpdate {
    /// The states of the controls to redraw (see the page script for the fields).
    public var states: [ADRecord]
    /// The formula evaluations the request cost; a live edit costs only the bindings that
    /// read the edited field.
    public var evaluations: Int
    /// Why values were not written, one per failing control.
    public var failures: [ADValidationFailure]
    /// The record after the request.
    public var record: ADRecord

    /// The update as the JSON the page script reads.
    public func json() -> String {
        let failureRecords = failures.map { failure -> ADValue in
            .record([
                "control": .string(failure.control), "path": failure.path.map { .string($0.dotted) } ?? .null,
                "reason": .string(failure.reason.rawValue), "message": .string(failure.message),
            ])
        }
        let body: ADRecord = [
            "states": .array(states.map(ADValue.record)), "evaluations": .int(Int64(evaluations)),
            "failures": .array(failureRecords), "record": .record(record),
        ]
        return (try? body.jsonString(nonFiniteNumbers: .null)) ?? #"{"error":"the update cannot be written as JSON"}"#
    }
}
