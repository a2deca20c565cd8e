import ActionData

extension ADWebUpdate {
    /// The update as the JSON the page script reads; written only at the HTTP edge. It leaves
    /// the record out — an answer carries only what the page redraws; the page asks for the
    /// record (`GET /record`) when its record panel is open.
    func json() -> String {
        let failureRecords = failures.map { failure -> ADValue in
            .record([
                "control": .string(failure.control), "path": failure.path.map { .string($0.dotted) } ?? .null,
                "reason": .string(failure.reason.rawValue), "message": .string(failure.message),
                "description": .string(failure.description), "label": label(of: failure).map(ADValue.string) ?? .null,
                "status": .string(statusText(of: failure)),
            ])
        }
        let body: ADRecord = [
            "states": .array(states.map { .record($0.record) }), "evaluations": .int(Int64(evaluations)),
            "failures": .array(failureRecords), "focus": focus.map { .record($0.record) } ?? .null,
        ]
        return (try? body.jsonString(nonFiniteNumbers: .null)) ?? #"{"error":"the update cannot be written as JSON"}"#
    }
}

extension ADWebFocus {
    /// `{"id", "buttons": [{"kind", "text", "image", "enabled"}], "caret", "return"}`.
    var record: ADRecord {
        let buttonRecords = buttons.map { button -> ADValue in
            .record([
                "kind": .string(button.kind.rawValue), "text": .string(button.text), "image": .string(button.imageName),
                "enabled": .bool(button.isEnabled),
            ])
        }
        let returned: ADValue = switch returnAction {
        case nil: .null
        case .none?: "none"
        case .closedKeyboard?: "close"
        case .movedToNext?: "next"
        case .insertLineBreak?: "lineBreak"
        }
        return [
            "id": controlID.map(ADValue.string) ?? .null, "buttons": .array(buttonRecords),
            "caret": caret.map { .int(Int64($0)) } ?? .null, "return": returned,
        ]
    }
}
