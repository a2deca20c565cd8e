/// Sync: the state of the record's sync, and records a pull changed under the form.
extension ADFormModel {
    /// Where the sync of the form's records stands (``ADBindingController/syncState``). Setting
    /// a different state tells the form's observers ``ADFormChanges/sync``; a front end shows it
    /// and announces its ``ADFormSyncState/announcement``.
    ///
    /// ```swift
    /// for await update in await client.updates() { form.syncState = update.formState }
    /// ```
    public var syncState: ADFormSyncState {
        get { controller.syncState }
        set {
            guard newValue != controller.syncState else { return }
            controller.syncState = newValue
            publish([], .sync)
        }
    }

    /// Takes the record as the store holds it after a pull changed it, keeping the user's
    /// unsaved edits (``ADBindingController/refreshFromStore(_:)``), and publishes the controls
    /// it changed.
    ///
    /// - Returns: the fields refreshed, the edits kept and the controls changed.
    @discardableResult
    public func refreshFromStore(_ stored: ADRecord) -> ADStoreRefresh {
        let refresh = controller.refreshFromStore(stored)
        publish(formControls(refresh.refreshedControls))
        return refresh
    }
}
