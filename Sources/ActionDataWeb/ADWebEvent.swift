import ActionData

/// Something the user did to a control in the browser.
///
/// The browser posts it as JSON: `{"id": "quantity", "action": "input", "value": "12"}`.
/// `input` is a change while editing (a keystroke, a slider drag, a toggle); `commit` is the
/// end of editing (the field loses focus, the picker closes).
public struct ADWebEvent: Sendable, Hashable {
    /// When in the edit the event happened.
    public enum Action: String, Sendable, Hashable {
        /// A change while editing.
        case input
        /// The end of editing.
        case commit
    }

    /// The control's identifier in the page.
    public var controlID: String
    /// When in the edit the event happened.
    public var action: Action
    /// The control's new value: text for text controls and pickers, a number for sliders and
    /// steppers, a Boolean for switches, the segment index for segmented controls.
    public var value: ADValue

    /// An event for the control `controlID`.
    public init(controlID: String, action: Action, value: ADValue) {
        self.controlID = controlID
        self.action = action
        self.value = value
    }

    /// The event a browser posted.
    ///
    /// - Throws: ``ADWebError`` naming what is missing or malformed.
    public init(json: String) throws(ADWebError) {
        let record: ADRecord
        do {
            record = try ADRecord(jsonString: json)
        } catch {
            throw ADWebError.badRequest("the event is not a JSON object: \(error)")
        }
        guard case .string(let id)? = record["id"] else { throw ADWebError.badRequest("the event needs an \"id\" string") }
        guard case .string(let actionName)? = record["action"], let action = Action(rawValue: actionName) else {
            throw ADWebError.badRequest("the event needs an \"action\" of \"input\" or \"commit\"")
        }
        self.init(controlID: id, action: action, value: record["value"] ?? .null)
    }
}
