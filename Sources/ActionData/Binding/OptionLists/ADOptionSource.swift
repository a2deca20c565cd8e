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

    /// The table the options are rows of (a source made by `query`); `nil` for any other.
    public private(set) var table: String?
    /// The load with a person's permissions put in, for a source whose options are rows of ``table``.
    private var restrictedLoad: RestrictedLoad?

    /// Loads the options for the form's current record, showing only the rows the access
    /// (when given) may read.
    public typealias RestrictedLoad = @Sendable (ADRecord, ADAccess?) async throws -> [ADOption]

    /// A source running `load`, again whenever one of `dependencies` changes.
    public init(dependsOn dependencies: [ADFieldPath] = [], load: @escaping Load) {
        self.dependencies = dependencies
        self.load = load
    }

    /// A source whose options are rows of `table`, loaded by `load`, which puts a person's
    /// read rule for the table into its query when given their access (``restricted(to:)``),
    /// and shows every row without it. `query` makes such sources from a database table.
    public init(dependsOn dependencies: [ADFieldPath], table: String, load: @escaping RestrictedLoad) {
        self.dependencies = dependencies
        self.table = table
        restrictedLoad = load
        self.load = { record in try await load(record, nil) }
    }

    /// This source showing only what `access` may read: for rows of a table (``table``),
    /// those its read rule for that table allows, without a row whose title or value that
    /// person may not see; any other source as it is. A server enforcing permissions
    /// restricts every option list so for the person asking.
    ///
    /// - Throws: ``ADPermissionError`` when a rule of the table cannot take the identity in.
    public func restricted(to access: ADAccess) throws(ADPermissionError) -> ADOptionSource {
        guard let table, let restrictedLoad else { return self }
        let tableAccess = try access.access(to: table)
        var restricted = self
        restricted.load = { record in try await restrictedLoad(record, tableAccess) }
        return restricted
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
