/// Loaded option lists (``ADOptionSource``): a picker's or segmented control's options loaded
/// when the source is given and again whenever a field it depends on changes.
extension ADFormModel {
    /// Loads `control`'s options from `source` now, and again whenever one of the source's
    /// dependencies holds another value in ``record`` after a change the form publishes; `nil`
    /// stops loading them (the options shown stay, and ``ADFormControl/optionList`` is `nil`).
    ///
    /// ```swift
    /// form.loadOptions(of: city, from: cities)   // city.optionList == .loading(kept: []) soon after
    /// ```
    ///
    /// Each report of the loader sets the control's ``ADFormControl/optionList`` and publishes
    /// the control; a load that answers shows its options (``ADBindingController/showOptions(_:in:)``).
    /// A control that cannot show loaded options (only text pickers and segmented controls can)
    /// is left as it is.
    public func loadOptions(of control: ADFormControl, from source: ADOptionSource?) {
        guard control.bindable is any ADOptionShowing else { return }
        let lists = optionLists ?? makeOptionLists()
        optionLists = lists
        lists.named += 1
        let name = "options-\(lists.named)"
        lists.entries[ObjectIdentifier(control)] = source.map { FormOptionLists.Entry(name: name, control: control, source: $0) }
        if source == nil, control.optionList != nil {
            control.optionList = nil
            publish([control])
        }
        followOptionSources()
    }

    /// Waits until every load started has answered and each control shows its state.
    public func waitForOptionLists() async {
        guard let lists = optionLists else { return }
        await lists.handOffs?.value
        await lists.loader.waitForLoads()
        await showOptionLists(of: lists)
    }

    /// Starts a load of each control whose dependencies hold other values than its last load
    /// was given (or that never loaded). The form calls it whenever it publishes.
    func followOptionSources() {
        guard let lists = optionLists else { return }
        let record = controller.record
        for (key, entry) in lists.entries {
            let inputs = entry.source.dependencyValues(in: record)
            guard entry.inputs != inputs else { continue }
            lists.entries[key]?.inputs = inputs
            let previous = lists.handOffs
            lists.handOffs = Task {
                await previous?.value
                await lists.loader.reload(entry.name, from: entry.source, record: record)
            }
        }
    }

    private func makeOptionLists() -> FormOptionLists {
        FormOptionLists(loader: ADOptionLoader { [weak self] _, _ in
            Task { @MainActor in
                guard let self, let lists = self.optionLists else { return }
                await self.showOptionLists(of: lists)
            }
        })
    }

    /// Shows each control's latest state in the loader: reports may reach the main actor out
    /// of order, so every one shows the states as they are now and the last shown is the latest.
    private func showOptionLists(of lists: FormOptionLists) async {
        var states: [ObjectIdentifier: ADOptionListState] = [:]
        for (key, entry) in lists.entries {
            if let state = await lists.loader.state(of: entry.name) { states[key] = state }
        }
        var changed: [ADFormControl] = []
        for (key, state) in states {
            guard let entry = lists.entries[key], entry.control.optionList != state,
                let showing = entry.control.bindable as? any ADOptionShowing
            else { continue }
            // Loading and failed states keep the options last loaded, which are shown already.
            if case .loaded(let options) = state, entry.control.optionList?.options != options {
                controller.showOptions(options, in: showing)
            }
            entry.control.optionList = state
            changed.append(entry.control)
        }
        if !changed.isEmpty { publish(changed) }
    }
}
