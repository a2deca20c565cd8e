import ActionData

/// Loaded option lists (`ADOptionSource`) on the web: loaded when the page first asks, again
/// when a field they depend on changes; their states carried in every answer, the page asking
/// for them (`POST /checks`, as for asynchronous checks) while one is loading.
extension ADWebForm {
    /// Loads the options of the pickers and segmented controls named in `sources` (by their
    /// identifier in the page) from their sources, replacing any sources the form had.
    ///
    /// ```swift
    /// try form.useOptionSources([
    ///     "city": try ADOptionSource.query(provider, City.self, title: "name", where: "country = form.country")
    /// ])
    /// ```
    ///
    /// A control's options load when the page first asks for the states, and again when one
    /// of the source's dependencies holds another value in the record after a change (a
    /// control that writes live changes it at once; others on Update or Save). While they
    /// load, the control keeps the options it shows and its state
    /// (``ADWebControlState/optionList``) says `loading`; a failed load keeps them too and
    /// carries the message. The record is never changed by a load: a value no longer offered
    /// stays until the user chooses another.
    ///
    /// - Throws: ``ADWebError`` (400) naming a control the form does not have, or one that
    ///   cannot show loaded options (only text pickers and segmented controls can).
    public func useOptionSources(_ sources: [String: ADOptionSource]) throws(ADWebError) {
        var byIndex: [Int: ADOptionSource] = [:]
        for (id, source) in sources {
            guard let index = index(of: id) else {
                throw ADWebError(status: .badRequest, message: "no control \"\(id)\" to load options into")
            }
            guard controller.controls[index] is any ADOptionShowing else {
                throw ADWebError(status: .badRequest, message: "the control \"\(id)\" cannot show loaded options")
            }
            byIndex[index] = source
        }
        optionLists = byIndex.isEmpty ? nil : OptionLists(sources: byIndex)
        if let access = controller.access { optionLists?.restrict(to: access) }
    }

    /// Whether the control `id` shows loaded options (``useOptionSources(_:)``).
    public func loadsOptions(of id: String) -> Bool {
        guard let index = index(of: id) else { return false }
        return optionLists?.sources[index] != nil
    }

    /// Brings the option lists in line with the record: a control whose dependencies hold
    /// other values than its last load was given (or that never loaded) loads again, and each
    /// control shows the options its last successful load answered. Call it after every change to the
    /// form; ``ADWebSession`` does.
    public func updateOptionLists(isolation: isolated (any Actor)? = #isolation) async {
        guard let lists = optionLists else { return }
        let record = controller.record
        for (index, source) in lists.sources.sorted(by: { $0.key < $1.key }) {
            let inputs = source.dependencyValues(in: record)
            guard lists.loadedInputs[index] != inputs else { continue }
            lists.loadedInputs[index] = inputs
            await lists.loader.reload(controlIDs[index], from: source, record: record)
        }
        for index in lists.sources.keys {
            // Loading and failed states keep the options last loaded, which are shown already.
            guard case .loaded(let options)? = lists.board.state(of: controlIDs[index]), lists.shown[index] != options,
                let control = controller.controls[index] as? any ADOptionShowing
            else { continue }
            controller.showOptions(options, in: control)
            lists.shown[index] = options
        }
    }

    /// `update` with the state of every control showing loaded options as it now stands (its
    /// options may have changed since the update was made) and its option list's state.
    public func withOptionStates(_ update: ADWebUpdate) -> ADWebUpdate {
        guard let lists = optionLists else { return update }
        var update = update
        let ids = Set(lists.sources.keys.map { controlIDs[$0] })
        update.states.removeAll { ids.contains($0.id) }
        for index in lists.sources.keys.sorted() {
            guard let state = state(of: controller.controls[index]) else { continue }
            update.states.append(state)
        }
        return update
    }

    /// The option list state of the control `id`: `loading` before its first load has started
    /// (the page then asks for the states, which starts it); `nil` when its options are not loaded.
    func optionListState(of id: String) -> ADOptionListState? {
        guard loadsOptions(of: id) else { return nil }
        return optionLists?.board.state(of: id) ?? .loading(kept: [])
    }
}
