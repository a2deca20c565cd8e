/// The loaded option lists of an ``ADFormModel``: the loader, each control's source and the
/// values of the dependencies its last load was given, and the loads handed to the loader.
@MainActor
final class FormOptionLists {
    struct Entry {
        /// The control's name at the loader (control names may be empty or repeated).
        let name: String
        let control: ADFormControl
        let source: ADOptionSource
        /// `nil` until the first load starts.
        var inputs: [ADValue]?
    }

    let loader: ADOptionLoader
    /// By control.
    var entries: [ObjectIdentifier: Entry] = [:]
    /// How many controls were given a source, for their names at the loader.
    var named = 0
    /// The loads handed to the loader, chained so they reach it in the order they were started.
    var handOffs: Task<Void, Never>?

    init(loader: ADOptionLoader) {
        self.loader = loader
    }
}
