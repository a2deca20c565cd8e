#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Sync: the state of the record's sync, and records a pull changed under the form.
extension ADBoundViewController {
    /// Where the sync of the form's records stands: changes not pushed, conflicts and refusals
    /// on record, the last sync, why the last attempt failed (`ADBindingController.syncState`).
    /// Set it from what the sync client reports (with ActionDataStorage,
    /// `ADSyncUpdate.formState`); a state with news different from the one shown announces the
    /// news to VoiceOver (`ADFormSyncState.announcement`). Show the counts however the app
    /// chooses, reading them here.
    ///
    /// ```swift
    /// for await update in await client.updates() { formController.syncState = update.formState }
    /// ```
    public var syncState: ADFormSyncState {
        get { bindingController.syncState }
        set {
            guard newValue != bindingController.syncState else { return }
            bindingController.syncState = newValue
            if let announcement = newValue.announcement { announceToVoiceOver(announcement) }
        }
    }

    /// Takes the record as the store holds it after a pull changed it: the fields the user has
    /// not edited take the stored values, their unsaved edits are kept, and the controls the
    /// change reaches show it (`ADBindingController.refreshFromStore(_:)`).
    ///
    /// ```swift
    /// if update.changed(inspection.id, in: "Inspections") {
    ///     formController.refreshFromStore(storedRecord)
    /// }
    /// ```
    /// - Returns: the fields refreshed, the edits kept and the controls changed.
    @discardableResult
    public func refreshFromStore(_ stored: ADRecord) -> ADStoreRefresh {
        findControlsIfNeeded()
        let refresh = bindingController.refreshFromStore(stored)
        render(refresh.refreshedControls)
        return refresh
    }
}
