#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Loaded option lists (`ADOptionSource`): a picker's or segmented control's choices loaded
/// when the source is given and again whenever a field it depends on changes in ``record``.
extension ADBoundViewController {
    /// Loads `picker`'s options from `source` now, and again whenever one of the source's
    /// dependencies holds another value in ``record``; `nil` stops loading them (the options
    /// shown stay). While they load the picker is disabled and keeps the options it shows; a
    /// failed load keeps them too, and ``optionListPresenter`` shows its message. The record is
    /// never changed by a load: a value no longer offered stays until the user picks another.
    ///
    /// ```swift
    /// loadOptions(of: cityPicker, from: try .query(provider, City.self, title: "name", where: "country = form.country"))
    /// ```
    public func loadOptions(of picker: ADBoundTextPicker, from source: ADOptionSource?) {
        setOptionSource(source, of: picker, model: picker.model)
    }

    /// Loads `segments`' options from `source`, as `loadOptions(of:from:)`
    /// does for a picker: the segments become the options' titles, and the selected value is
    /// written as the option's value.
    public func loadOptions(of segments: ADBoundSegmentedControl, from source: ADOptionSource?) {
        setOptionSource(source, of: segments, model: segments.model)
    }

    /// Where `view`'s loaded options stand, or `nil` when they are not loaded (or before the
    /// first load started).
    public func optionListState(of view: UIView) -> ADOptionListState? {
        guard let bound = view as? any BoundView else { return nil }
        return loadedOptions[ObjectIdentifier(bound.bindable)]?.shown
    }

    /// Waits until every load started has answered and its options are shown.
    public func waitForOptionLists() async {
        guard let loader = optionLoader else { return }
        await optionHandOffs?.value
        await loader.waitForLoads()
        await showOptionLists(of: loader)
    }

    /// Whether `model`'s options are loading (its view is then disabled).
    func isLoadingOptions(of model: any ADBindable) -> Bool {
        loadedOptions[ObjectIdentifier(model)]?.shown?.isLoading ?? false
    }

    /// Starts a load of each control whose dependencies hold other values in the record than
    /// its last load was given (or that never loaded). Called after every change.
    func updateOptionLists() {
        guard let loader = optionLoader else { return }
        let record = bindingController.record
        for (key, entry) in loadedOptions {
            let inputs = entry.source.dependencyValues(in: record)
            guard entry.inputs != inputs else { continue }
            loadedOptions[key]?.inputs = inputs
            let previous = optionHandOffs
            optionHandOffs = Task {
                await previous?.value
                await loader.reload(entry.name, from: entry.source, record: record)
            }
        }
    }

    private func setOptionSource(_ source: ADOptionSource?, of view: any BoundView, model: any ADOptionShowing) {
        let key = ObjectIdentifier(model)
        // A late report of a removed source finds no entry and is dropped.
        if loadedOptions.removeValue(forKey: key) != nil {
            optionListPresenter?.present(nil, for: view.view, in: self)
            view.render()
        }
        guard let source else { return }
        let loader = optionLoader ?? ADOptionLoader { [weak self] _, _ in
            Task { @MainActor in await self?.showCurrentOptionLists() }
        }
        optionLoader = loader
        loadedOptions[key] = LoadedOptions(name: "options-\(key.hashValue)", model: model, source: source)
        updateOptionLists()
    }

    func showCurrentOptionLists() async {
        guard let loader = optionLoader else { return }
        await showOptionLists(of: loader)
    }

    /// Shows each control's latest state in `loader`: its options, disabled while loading,
    /// and the presenter's view of the state. Reports may reach the main actor out of order:
    /// every one shows the states as they are now, so the last shown is the latest.
    private func showOptionLists(of loader: ADOptionLoader) async {
        var states: [ObjectIdentifier: ADOptionListState] = [:]
        for (key, entry) in loadedOptions {
            if let state = await loader.state(of: entry.name) { states[key] = state }
        }
        guard loader === optionLoader else { return }
        for (key, state) in states {
            guard let entry = loadedOptions[key], entry.shown != state else { continue }
            loadedOptions[key]?.shown = state
            // Loading and failed states keep the options last loaded, which are shown already.
            if case .loaded(let options) = state, entry.shown?.options != options {
                bindingController.showOptions(options, in: entry.model)
            }
            guard let view = boundView(for: entry.model) else { continue }
            view.render()
            optionListPresenter?.present(state, for: view.view, in: self)
        }
    }
}
