/// A text field whose value the user picks from a list: shows the text of its data path and
/// writes the picked option back.
///
/// While the picker is open the user moves through ``optionList`` (``pick(_:)``); Done keeps
/// the picked option, Cancel the previous text (see ``ADBindingController/pickerDone()``).
///
/// Bound by an AKABeacon `pickerBinding_aka`, the options come from the binding: `choices`
/// (an array constant or an array field, re-read live), each shown by its `title` key path
/// (evaluated relative to the choice, `$data`) or as its text. The choice itself is what is
/// written back — a record for object choices, not its title. `titleForUndefinedValue` is
/// shown for `NULL` and `titleForOtherValue` for a value that is none of the choices.
public final class ADTextPickerModel: ADTextEntryControlModel, ADTextEntryBindable, ADTextShowing {
    /// The spec's `title`, shown over the picker.
    public var title = ""
    /// The spec's `optionList`: the options to pick from.
    public var optionList: [String] = []
    /// The option the open picker points at, or `nil` when the picker is closed.
    public private(set) var pickedIndex: Int?
    /// The binding's `choices`, one per entry of ``optionList`` (which holds their titles);
    /// `nil` when the options are plain texts.
    public private(set) var choiceValues: [ADValue]?
    /// The binding's `titleForUndefinedValue`: shown when the value is `NULL`.
    public private(set) var titleForUndefinedValue: String?
    /// The binding's `titleForOtherValue`: shown when the value is none of the choices.
    public private(set) var titleForOtherValue: String?

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

    /// Shows `value` as text, whether or not it is one of the options; with choices from the
    /// binding, as the title of the matching choice (or `titleForUndefinedValue` /
    /// `titleForOtherValue`).
    public func display(_ value: ADValue) throws(ADConversionError) {
        guard let choiceValues else { return show(value.asText()) }
        if let index = Self.index(of: value, in: choiceValues), optionList.indices.contains(index) {
            show(optionList[index])
        } else if value.isNull {
            show(titleForUndefinedValue ?? "")
        } else {
            show(titleForOtherValue ?? value.asText())
        }
    }

    /// The chosen text converted to the field's type; with choices from the binding, the
    /// chosen choice itself (`NULL` for ``titleForUndefinedValue``).
    /// - Throws: ``ADConversionError`` when the text is not a value of the field's type, or
    ///   not one of the choices.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        guard let choiceValues else { return try EditedValue.fromText(text, format: nil, type: type, kind: kind) }
        guard let index = selectedIndex, choiceValues.indices.contains(index) else {
            if text == titleForUndefinedValue ?? "" { return .null }
            throw ADConversionError(value: text, target: "choice", detail: "the choices are \(optionList.joined(separator: ", "))")
        }
        switch choiceValues[index] {
        case .record, .array: return choiceValues[index]
        case let choice: return try EditedValue.coerce(choice, type: type, kind: kind)
        }
    }

    /// Replaces the options by `titles`, each writing its entry of `values` (its title when
    /// `nil`), keeping the picker's value: its text becomes the new title of the value it
    /// showed, when an option still holds it; an unsaved choice stays unsaved.
    func replaceChoices(titles: [String], values: [ADValue]?) {
        let shown: ADValue? = if let choiceValues {
            selectedIndex.flatMap { choiceValues.indices.contains($0) ? choiceValues[$0] : nil }
        } else {
            .string(text)
        }
        optionList = titles
        choiceValues = values
        guard let values, let shown, let index = Self.index(of: shown, in: values), titles.indices.contains(index) else { return }
        if hasEdits {
            text = titles[index]
        } else {
            show(titles[index])
        }
    }

    /// The index of `value` among `choices`: equal, or the same number.
    private static func index(of value: ADValue, in choices: [ADValue]) -> Int? {
        if let exact = choices.firstIndex(of: value) { return exact }
        guard let number = value.numericValue else { return nil }
        return choices.firstIndex { $0.numericValue == number }
    }
}

extension ADTextPickerModel: BindingAttributeReceiver {
    /// `choices`, `title` (per choice), `titleForUndefinedValue` and `titleForOtherValue`.
    func receiveAttributes(of binding: ADBindingExpression?, record: ADRecord) throws(ADEvaluationError) {
        titleForUndefinedValue = try binding?.attributeValue("titleForUndefinedValue", in: record)?.asText()
        titleForOtherValue = try binding?.attributeValue("titleForOtherValue", in: record)?.asText()
        guard case .array(let choices)? = try binding?.attributeValue("choices", in: record) else {
            choiceValues = nil
            return
        }
        let titleBinding = binding?.attribute("title").flatMap { $0.fieldPaths.isEmpty && !$0.readsData ? nil : $0 }
        var titles: [String] = []
        for choice in choices {
            titles.append(try titleBinding?.value(in: record, data: choice).asText() ?? choice.asText())
        }
        choiceValues = choices
        optionList = titles
    }
}
