/// The state of the controls that offer choices: segmented controls, text pickers and lists.
extension ADFormControl {
    /// The titles of a segmented control's segments; empty for other controls.
    public var segmentTitles: [String] {
        guard case .segmentedControl(let segments) = control else { return [] }
        return segments.segmentTitles
    }

    /// The selected segment of a segmented control, or `nil` for none and for other controls.
    public var selectedSegment: Int? {
        guard case .segmentedControl(let segments) = control else { return nil }
        return segments.selectedSegment
    }

    /// The options of a text picker, as shown; empty for other controls.
    public var options: [String] {
        guard case .textPicker(let picker) = control else { return [] }
        return picker.optionList
    }

    /// The option a text picker shows as its value, or `nil` when its text is none of them.
    public var selectedOption: Int? {
        guard case .textPicker(let picker) = control else { return nil }
        return picker.selectedIndex
    }

    /// The option an open text picker points at, or `nil` when it is closed.
    public var pickedOption: Int? {
        guard case .textPicker(let picker) = control else { return nil }
        return picker.pickedIndex
    }

    /// The title shown over a text picker, or `nil` for other controls.
    public var pickerTitle: String? {
        guard case .textPicker(let picker) = control else { return nil }
        return picker.title
    }

    /// The sections of a list with their rows (value, text, background), as last shown;
    /// empty for other controls.
    public var sections: [ADListSection] {
        guard case .list(let list) = control else { return [] }
        return list.sections
    }

    /// The selected row of a list, or `nil` for none and for other controls.
    public var selectedRow: ADListIndex? {
        guard case .list(let list) = control else { return nil }
        return list.selectedIndex
    }

    /// The rows the last change of a list's array inserted and removed, for animating them.
    public var listChange: ADListChange {
        guard case .list(let list) = control else { return ADListChange() }
        return list.lastChange
    }
}
