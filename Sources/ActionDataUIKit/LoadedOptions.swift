import ActionData

/// A control of an ``ADBoundViewController`` whose options are loaded: its name at the loader,
/// its source, the values of the dependencies its last load was given, and the state it shows.
struct LoadedOptions {
    let name: String
    let model: any ADOptionShowing
    let source: ADOptionSource
    /// `nil` until the first load starts.
    var inputs: [ADValue]?
    /// `nil` until the loader reports.
    var shown: ADOptionListState?
}
