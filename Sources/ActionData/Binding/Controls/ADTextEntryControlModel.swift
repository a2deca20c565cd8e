/// The state the control models that take keyboard focus share — text fields, text views and
/// text pickers: their text and the spec's keyboard options.
public class ADTextEntryControlModel: ADEditableControlModel<String> {
    /// With ``ADEditableControlModel/liveUpdate``: send the change when editing ends, not on every keystroke.
    public var onEndEditing = false
    /// Whether the keyboard shows a Done button.
    public var showDoneButton = false
    /// Whether the keyboard shows Previous and Next buttons.
    public var showPrevNextButtons = false
    /// Whether Return ends editing instead of moving to the next control.
    public var closeOnReturn = false

    init(named name: String, dataPath: String) {
        super.init(named: name, dataPath: dataPath, value: "")
    }

    /// The text shown and edited.
    public var text: String {
        get { editedState }
        set { editedState = newValue }
    }

    /// The spec's `colorPath`: the text colour.
    public var colorPath: String {
        get { colorPath(for: .text) }
        set { setColorPath(newValue, for: .text) }
    }

    /// The text colour `colorPath` gave.
    public var textColor: ADColor? { colors[.text] }
}
