import GRDB

extension StatementArguments {
    /// Arguments of values already converted for SQLite.
    ///
    /// GRDB's `init(_:)` over a sequence of `DatabaseValue` maps them through a key path
    /// instantiated at every call, which a save's profile showed as its largest single cost;
    /// the values go through GRDB's sequence of optionals instead.
    init(stored values: [DatabaseValue]) {
        self.init(values.lazy.map { value -> (any DatabaseValueConvertible)? in value })
    }
}
