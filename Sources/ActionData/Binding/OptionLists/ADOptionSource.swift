/// Where a picker's or segmented control's choices come from when they are not fixed when the
/// form is built: an asynchronous load — a table of the database, a service — given the
/// form's record, run again when a field it depends on changes.
///
/// ```swift
/// let cities = ADOptionSource(dependsOn: ["country"]) { record in
///     try await service.cities(in: record["country"]?.stringValue ?? "").map { ADOption($0.name) }
/// }
/// ```
public struct ADOptionSource: Sendable {
    /// Loads the options for the form's current record.
    public typealias Load = @Sendable (ADRecord) async throws -> [ADOption]

    /// The fields whose change makes the options load again.
    public var dependencies: [ADFieldPath]
    /// The load.
    public var load: Load

    /// A source running `load`, again whenever one of `dependencies` changes.
    public init(dependsOn dependencies: [ADFieldPath] = [], load: @escaping Load) {
        self.dependencies = dependencies
        self.load = load
    }

    /// The values of ``dependencies`` in `record`, in order, `null` for one it lacks: what a load
    /// is given, compared with the last load's to decide whether the options load again.
    public func dependencyValues(in record: ADRecord) -> [ADValue] {
        dependencies.map { record.value(at: $0) ?? .null }
    }

    /// Whether an edit of `path` changes what the options depend on: the path is one of the
    /// dependencies, inside one, or holds one (an edit of a whole record).
    public func dependsOn(_ path: ADFieldPath) -> Bool {
        dependencies.contains { dependency in
            dependency.components.starts(with: path.components) || path.components.starts(with: dependency.components)
        }
    }
}
