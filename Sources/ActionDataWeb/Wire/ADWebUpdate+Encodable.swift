import ActionData
import Hummingbird

/// The update as the JSON the page script reads: `{"states", "evaluations", "failures",
/// "focus"}`, and `"notice"` when there is one, encoded only at the HTTP edge. It leaves the record out — an answer carries only
/// what the page redraws; the page asks for the record (`GET /record`) when its record panel is
/// open.
extension ADWebUpdate: ResponseEncodable {
    enum Key: String, CodingKey { case states, evaluations, failures, focus, notice }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(states, forKey: .states)
        try container.encode(evaluations, forKey: .evaluations)
        try container.encode(failures.map { WireFailure(failure: $0, label: label(of: $0), status: statusText(of: $0)) }, forKey: .failures)
        try container.encode(focus, forKey: .focus)
        try container.encodeIfPresent(notice, forKey: .notice)
    }
}

/// A validation failure as the page reads it: `{"control", "path", "reason", "message",
/// "description", "label", "status"}`; the status line shows `status`.
struct WireFailure: Encodable {
    let control: String
    let path: String?
    let reason: String
    let message: String
    let description: String
    let label: String?
    let status: String

    init(failure: ADValidationFailure, label: String?, status: String) {
        control = failure.control
        path = failure.path?.dotted
        reason = failure.reason.rawValue
        message = failure.message
        description = failure.description
        self.label = label
        self.status = status
    }

    enum CodingKeys: String, CodingKey { case control, path, reason, message, description, label, status }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fields: [
            (.control, control), (.path, path), (.reason, reason), (.message, message), (.description, description), (.label, label),
            (.status, status),
        ])
    }
}

/// `{"id", "buttons": [{"kind", "text", "image", "enabled"}], "caret", "return"}`; `return` is
/// `none`, `close`, `next` or `lineBreak` after a return key, else `null`.
extension ADWebFocus: Encodable {
    enum Key: String, CodingKey { case id, buttons, caret, `return` }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(controlID, forKey: .id)
        try container.encode(buttons.map(WireButton.init), forKey: .buttons)
        try container.encode(caret, forKey: .caret)
        let returned: String? = switch returnAction {
        case nil: nil
        case .none?: "none"
        case .closedKeyboard?: "close"
        case .movedToNext?: "next"
        case .insertLineBreak?: "lineBreak"
        }
        try container.encode(returned, forKey: .return)
    }
}

/// An accessory button as the page draws it: `{"kind", "text", "image", "enabled"}`.
struct WireButton: Encodable {
    let kind: String
    let text: String
    let image: String
    let enabled: Bool

    init(_ button: ADAccessoryButton) {
        kind = button.kind.rawValue
        text = button.text
        image = button.imageName
        enabled = button.isEnabled
    }
}
