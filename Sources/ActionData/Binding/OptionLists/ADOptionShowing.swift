/// A control whose choices can be replaced by loaded options (``ADOptionSource``): text
/// pickers and segmented controls.
public protocol ADOptionShowing: ADBindable {
    /// Shows `options` as the control's choices, keeping the selected value when it is still
    /// among them; the record is not changed.
    func showOptions(_ options: [ADOption])
}

extension ADTextPickerModel: ADOptionShowing {
    /// Makes `options` the picker's choices: their titles are ``optionList``. The picker's text
    /// (the record's value) stays; ``selectedIndex`` finds it when it is still among them.
    public func showOptions(_ options: [ADOption]) {
        optionList = options.map(\.title)
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
