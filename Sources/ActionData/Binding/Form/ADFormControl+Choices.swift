/// The state of the controls that offer choices: segmented controls, text pickers and lists.
extension ADFormControl {
    /// The titles of a segmented control's segments; empty for other controls.
    public var segmentTitles: [String] {
        control.segmentedControl?.segmentTitles ?? []
    }

    /// The selected segment of a segmented control, or `nil` for none and for other controls.
    public var selectedSegment: Int? {
        control.segmentedControl?.selectedSegment
    }

    /// The options of a text picker, as shown; empty for other controls.
    public var options: [String] {
        control.textPicker?.optionList ?? []
    }

    /// The option a text picker shows as its value, or `nil` when its text is none of them.
    public var selectedOption: Int? {
        control.textPicker?.selectedIndex
    }

    /// The option an open text picker points at, or `nil` when it is closed.
    public var pickedOption: Int? {
        control.textPicker?.pickedIndex
    }

    /// The title shown over a text picker, or `nil` for other controls.
    public var pickerTitle: String? {
        control.textPicker?.title
    }

    /// The sections of a list with their rows (value, text, background), as last shown;
    /// empty for other controls.
    public var sections: [ADListSection] {
        control.list?.sections ?? []
    }

    /// The selected row of a list, or `nil` for none and for other controls.
    public var selectedRow: ADListIndex? {
        control.list?.selectedIndex
    }

    /// The rows the last change of a list's array inserted and removed, for animating them.
    public var listChange: ADListChange {
        control.list?.lastChange ?? ADListChange()
    }

    /// The revision of a list's rows (``ADListModel/revision``), or `nil` for other controls: a
    /// view remembers the revision it shows and asks ``listUpdate(since:)`` how to catch up.
    public var listRevision: Int? {
        control.list?.revision
    }

    /// How a view showing a list's rows as of `shownRevision` (`nil`: none yet) comes up to
    /// date, as ``ADListModel/update(since:)`` says: after one row of a long list was edited,
    /// ``ADListUpdate/changed(rows:)`` naming that row alone. ``ADListUpdate/none`` for other
    /// controls.
    public func listUpdate(since shownRevision: Int?) -> ADListUpdate {
        control.list?.update(since: shownRevision) ?? .none
    }
}
