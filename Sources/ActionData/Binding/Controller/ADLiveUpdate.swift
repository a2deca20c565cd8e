/// What one live update did: the field written, the controls re-evaluated because they read
/// it, and the number of formula evaluations it cost.
public struct ADLiveUpdate {
    /// The field written, or `nil` when nothing was written.
    public var path: ADFieldPath?
    /// The controls whose bindings were re-evaluated, in layout order, each once.
    public var refreshedControls: [any ADBindable]
    /// The formula evaluations the update ran.
    public var evaluations: Int
    /// Why the value was not written, when it was not.
    public var failures: [ADValidationFailure]

    /// An update that did nothing: the control has no live update, no writable path, or no
    /// change.
    public static var none: ADLiveUpdate {
        ADLiveUpdate(path: nil, refreshedControls: [], evaluations: 0, failures: [])
    }
}
