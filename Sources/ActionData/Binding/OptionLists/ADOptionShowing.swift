/// A control whose choices can be replaced by loaded options (``ADOptionSource``): text
/// pickers and segmented controls.
public protocol ADOptionShowing: ADBindable {
    /// Shows `options` as the control's choices, keeping the selected value when it is still
    /// among them; the record is not changed.
    func showOptions(_ options: [ADOption])
}

extension ADTextPickerModel: ADOptionShowing {
    /// Makes `options` the picker's choices: their titles are ``optionList``. The picker's value
    /// (the record's, or an unsaved choice) stays; ``selectedIndex`` finds it when it is still
    /// among them.
    ///
    /// When every option's value is its title the picker writes the chosen text, as with
    /// ``optionList``. Otherwise the options' values become ``choiceValues``: the picker shows
    /// the title of the option holding its value and writes that value (a country's code,
    /// shown by its name); a value no option holds is shown as it is, and Save then reports it
    /// as not one of the choices.
    public func showOptions(_ options: [ADOption]) {
        let values = options.map(\.value)
        let titles = options.map(\.title)
        replaceChoices(titles: titles, values: zip(titles, values).allSatisfy { .string($0) == $1 } ? nil : values)
    }
}

extension ADSegmentedControlModel: ADOptionShowing {
    /// Makes `options` the segments: their titles, selected and written back by value
    /// (``byTitle`` with ``segmentValues``). The selected value stays selected when an option
    /// still has it, and an unsaved choice stays unsaved; otherwise no segment is selected.
    public func showOptions(_ options: [ADOption]) {
        let edited = hasEdits
        let previous = selectedSegment.map { selectedValueText(of: $0) }
        segmentTitles = options.map(\.title)
        segmentValues = options.map { $0.value.asText() }
        byTitle = true
        let index = previous.flatMap { text in segmentValues.firstIndex(of: text) }
        if edited {
            selectedSegment = index
        } else {
            showLoaded(index, text: index == nil ? nil : previous)
        }
    }
}
