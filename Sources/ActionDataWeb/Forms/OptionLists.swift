import ActionData

/// A web form's loaded option lists: each control's source, the loader, the states it last
/// reported, the dependency values each load was given and the options each control shows.
final class OptionLists {
    let loader: ADOptionLoader
    let board: StateBoard<ADOptionListState>
    /// The source of each control whose options are loaded, by control index, as the form
    /// was given them.
    let unrestricted: [Int: ADOptionSource]
    /// The same, restricted to the permissions in force (``restrict(to:)``).
    private(set) var sources: [Int: ADOptionSource]
    /// The values of its dependencies each control's last load was given, by control index; a
    /// control absent here has not started loading.
    var loadedInputs: [Int: [ADValue]] = [:]
    /// The options each control shows, by control index.
    var shown: [Int: [ADOption]] = [:]

    init(sources: [Int: ADOptionSource]) {
        let board = StateBoard<ADOptionListState>()
        self.board = board
        unrestricted = sources
        self.sources = sources
        loader = ADOptionLoader { control, state in board.set(state, of: control) }
    }

    /// Restricts every source to what `access` may read (none with `nil`), and has each
    /// control load again: the options shown were another person's.
    func restrict(to access: ADAccess?) {
        sources = unrestricted.mapValues { source in
            guard let access else { return source }
            do {
                return try source.restricted(to: access)
            } catch {
                return ADOptionSource(dependsOn: source.dependencies) { _ in throw error }
            }
        }
        loadedInputs = [:]
    }
}
