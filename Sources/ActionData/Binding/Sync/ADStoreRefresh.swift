/// What ``ADBindingController/refreshFromStore(_:)`` did with a record a pull changed under an
/// open form.
public struct ADStoreRefresh {
    /// One live update per field the refresh changed in ``ADBindingController/record``, in field
    /// order: the bindings that read it were re-evaluated.
    public var updates: [ADLiveUpdate]
    /// The fields the store changed that the user had edited: their edits were kept, in field
    /// order.
    public var keptEdits: [ADFieldPath]
    /// The controls the refresh changed, in layout order, each once: those the updates
    /// re-evaluated and those whose permissions the stored record changed.
    public var refreshedControls: [any ADBindable]

    /// A refresh's result.
    public init(updates: [ADLiveUpdate], keptEdits: [ADFieldPath], refreshedControls: [any ADBindable]) {
        self.updates = updates
        self.keptEdits = keptEdits
        self.refreshedControls = refreshedControls
    }
}
