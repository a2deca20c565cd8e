#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Asynchronous checks (``ADBoundViewController/asyncValidators``): started by each edit, shown
/// as they move on, awaited by ``ADBoundViewController/getDataModelAfterChecks(_:)``.
extension ADBoundViewController {
    /// Reads the controls back into a model as ``getDataModel(_:)`` does, after waiting for
    /// every asynchronous check still pending (a check still in its debounce starts at once).
    /// When a check refused its control's value, threw or timed out, nothing is read and the
    /// error names each such control (reason `asyncCheck`); the control shows the check's
    /// message through ``asyncCheckPresenter``.
    ///
    /// ```swift
    /// let category = try await getDataModelAfterChecks(Category.self)
    /// ```
    /// - Throws: `ADBindingError`.
    public func getDataModelAfterChecks<Model: Decodable>(_ type: Model.Type) async throws(ADBindingError) -> Model {
        if let checker = asyncChecker {
            await checkHandOffs?.value
            let failures = await checker.waitForChecks().map(located)
            await showChecks(of: checker)
            guard failures.isEmpty else { throw ADBindingError(failures: failures) }
        }
        return try getDataModel(type)
    }

    /// Hands `control`'s new value to the checker, when the form checks and the control names
    /// a validator.
    func checkAsynchronously(_ control: any ADBindable) {
        guard let checker = asyncChecker, let request = bindingController.asyncCheckRequest(for: control),
              let position = bindingController.controls.firstIndex(where: { $0 === control })
        else { return }
        let previous = checkHandOffs
        checkHandOffs = Task {
            await previous?.value
            await checker.valueChanged(request, control: String(position))
        }
    }

    /// A new checker for ``asyncValidators`` (none without), every shown check removed.
    func resetAsyncChecks() {
        for position in shownChecks.keys { present(nil, at: position) }
        shownChecks = [:]
        checkHandOffs = nil
        asyncChecker = asyncValidators.map { registry in
            ADAsyncValidationChecker(registry: registry, timing: asyncValidationTiming) { [weak self] _, _ in
                Task { @MainActor in await self?.showChecksOfCurrentChecker() }
            }
        }
    }

    private func showChecksOfCurrentChecker() async {
        guard let checker = asyncChecker else { return }
        await showChecks(of: checker)
    }

    /// Shows each control's latest state in `checker`, when it is still the form's checker.
    /// The checker's reports can reach the main actor out of order: every report shows the
    /// states as they are now, so the last one shown is the latest.
    func showChecks(of checker: ADAsyncValidationChecker) async {
        var states: [Int: ADAsyncValidationState] = [:]
        for position in bindingController.controls.indices {
            if let state = await checker.state(of: String(position)) { states[position] = state }
        }
        guard checker === asyncChecker else { return }
        for position in Set(states.keys).union(shownChecks.keys).sorted() where states[position] != shownChecks[position] {
            shownChecks[position] = states[position]
            present(states[position], at: position)
        }
    }

    private func present(_ state: ADAsyncValidationState?, at position: Int) {
        guard bindingController.controls.indices.contains(position), let view = boundView(for: bindingController.controls[position]) else {
            return
        }
        asyncCheckPresenter?.present(state, for: view.view, in: self)
    }

    /// The checker's failure (which names the control by position) as Save reports it: named
    /// as the engine names it in failures, placed at its position, with its kind.
    private func located(_ failure: ADValidationFailure) -> ADValidationFailure {
        guard let position = Int(failure.control), bindingController.controls.indices.contains(position) else { return failure }
        let control = bindingController.controls[position]
        return ADValidationFailure(
            control: bindingController.asyncCheckRequest(for: control)?.control ?? failure.control, controlIndex: position,
            path: failure.path, reason: .asyncCheck, message: failure.message, controlKind: control.typed.kind)
    }
}
