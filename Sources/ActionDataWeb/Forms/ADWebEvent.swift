import ActionData

/// Something the user did to a control in the browser.
///
/// The browser posts it as JSON: `{"id": "quantity", "action": "input", "value": "12"}`.
public struct ADWebEvent: Sendable, Hashable {
    /// What the user did.
    public enum Action: String, Sendable, Hashable, CaseIterable {
        /// A change while editing (a keystroke in an unmasked field, a slider drag); `value` is
        /// the control's new value.
        case input
        /// The end of an edit (the field loses focus, a switch flips, a segment is chosen).
        case commit
        /// A keystroke, deletion or paste in a masked text field; `value` is
        /// `{"start", "end", "text"}`: the replaced range of the shown text in UTF-16 code units
        /// and what replaces it. The engine applies the mask and answers the text and caret.
        case edit
        /// The control took the keyboard focus.
        case focus
        /// The accessory bar's Previous button.
        case previous
        /// The accessory bar's Next button.
        case next
        /// The accessory bar's Done button (a picker keeps the picked option).
        case done
        /// A picker's Cancel button: the previous option is restored.
        case cancel
        /// The Return key.
        case `return`
        /// The open picker points at the option whose index is `value`.
        case pick
        /// A stepper's plus button (or the Up arrow key): the engine steps up, wrapping past
        /// the maximum when the stepper `ADStepperModel.wraps`.
        case increment
        /// A stepper's minus button (or the Down arrow key): the engine steps down, wrapping
        /// below the minimum when the stepper wraps.
        case decrement
        /// Ctrl/Cmd+Z or the browser's Undo: the engine takes back the form's newest edit
        /// (`ADBindingController.undo()`), whichever control `id` names.
        case undo
        /// Shift+Ctrl/Cmd+Z or the browser's Redo: the engine makes the newest undone edit again.
        case redo
    }

    /// The control's identifier in the page.
    public var controlID: String
    /// What the user did.
    public var action: Action
    /// The value the action carries: text for text controls and pickers, a number for sliders
    /// and steppers, a Boolean for switches, an index for segments and picks, the edit for
    /// ``Action/edit``; `NULL` for focus moves.
    public var value: ADValue
    /// The event's position among this control's events, counted by the page; `nil` when the
    /// sender does not count.
    public var sequence: Int64?

    /// An event for the control `controlID`.
    public init(controlID: String, action: Action, value: ADValue = .null, sequence: Int64? = nil) {
        self.controlID = controlID
        self.action = action
        self.value = value
        self.sequence = sequence
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
        try self.init(record: record)
    }

    /// The event a browser posted, as a record (one of a replay's events).
    ///
    /// - Throws: ``ADWebError`` naming what is missing or malformed.
    init(record: ADRecord) throws(ADWebError) {
        guard case .string(let id)? = record["id"] else { throw ADWebError.badRequest("the event needs an \"id\" string") }
        guard case .string(let actionName)? = record["action"], let action = Action(rawValue: actionName) else {
            let names = Action.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw ADWebError.badRequest("the event needs an \"action\" of \(names)")
        }
        var sequence: Int64?
        switch record["sequence"] {
        case nil, .null?: sequence = nil
        case .int(let number)?: sequence = number
        default: throw ADWebError.badRequest("the event's \"sequence\" must be a whole number")
        }
        self.init(controlID: id, action: action, value: record["value"] ?? .null, sequence: sequence)
    }
}
