/// A text field whose value the user picks from a list: shows the text of its data path and
/// writes the picked option back.
///
/// While the picker is open the user moves through ``optionList`` (``pick(_:)``); Done keeps
/// the picked option, Cancel the previous text (see ``ADBindingController/pickerDone()``).
public final class ADTextPickerModel: ADTextEntryControlModel, ADTextEntryBindable, ADTextShowing {
    /// The spec's `title`, shown over the picker.
    public var title = ""
    /// The spec's `optionList`: the options to pick from.
    public var optionList: [String] = []
    /// The option the open picker points at, or `nil` when the picker is closed.
    public private(set) var pickedIndex: Int?

    /// Creates a picker over `optionList`, bound to `dataPath`.
    ///
    /// A picker shows Done and closes on Return unless told otherwise.
    public init(name: String = "", dataPath: String = "", title: String = "", optionList: [String] = []) {
        self.title = title
        self.optionList = optionList
        super.init(named: name, dataPath: dataPath)
        showDoneButton = true
        closeOnReturn = true
    }

    /// A text picker.
    public var typed: ADControl { .textPicker(self) }

    /// A picker's toolbar has Cancel, which restores the previous option.
    public var showCancelButton: Bool { true }

    /// The spec's `optionValues`: ``optionList`` as comma-separated text. Setting it replaces
    /// the list; spaces around each option are dropped.
    public var optionValues: String {
        get { optionList.joined(separator: ",") }
        set {
            optionList = newValue.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
    }

    /// The index of ``ADTextEntryControlModel/text`` in ``optionList`` (exact match first,
    /// then ignoring case).
    public var selectedIndex: Int? {
        optionList.firstIndex(of: text)
            ?? optionList.firstIndex { $0.caseInsensitiveCompare(text) == .orderedSame }
    }

    /// Whether the picker is open.
    public var isPicking: Bool { pickedIndex != nil }

    /// Opens the picker at the current option (or the first).
    public func beginEditing() {
        guard !optionList.isEmpty else { return }
        pickedIndex = selectedIndex ?? 0
    }

    /// Points the open picker at the option at `index`; out-of-range indexes are ignored.
    public func pick(_ index: Int) {
        guard isPicking, optionList.indices.contains(index) else { return }
        pickedIndex = index
    }

    /// Closes the picker keeping the picked option as the text; returns whether it changed.
    @discardableResult
    public func commitEditing() -> Bool {
        defer { pickedIndex = nil }
        guard let pickedIndex, optionList.indices.contains(pickedIndex), optionList[pickedIndex] != text else { return false }
        text = optionList[pickedIndex]
        return true
    }

    /// Closes the picker keeping the previous text.
    public func cancelEditing() { pickedIndex = nil }

    /// Shows `value` as text, whether or not it is one of the options.
    public func display(_ value: ADValue) throws(ADConversionError) {
        show(value.asText())
    }

    /// The chosen text converted to the field's type.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        try EditedValue.fromText(text, format: nil, type: type, kind: kind)
    }
}
