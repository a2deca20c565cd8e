/// The loaded option lists of an ``ADFormModel``: the loader, each control's source and the
/// values of the dependencies its last load was given, and the loads handed to the loader.
@MainActor
final class FormOptionLists {
    struct Entry {
        let control: ADFormControl
        let source: ADOptionSource
        /// `nil` until the first load starts.
        var inputs: [ADValue]?
    }

    let loader: ADOptionLoader
    /// By control name (the loader's name for it).
    var entries: [String: Entry] = [:]
    /// The loads handed to the loader, chained so they reach it in the order they were started.
    var handOffs: Task<Void, Never>?

    init(loader: ADOptionLoader) {
        self.loader = loader
    }
}
