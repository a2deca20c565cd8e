import GRDB

extension StatementArguments {
    /// Arguments of values already converted for SQLite.
    ///
    /// GRDB's `init(_:)` over a sequence of `DatabaseValue` maps them through a key path
    /// instantiated at every call: a quarter of a row's write in a save's profile. The values
    /// go through GRDB's sequence of optionals instead.
    init(stored values: [DatabaseValue]) {
        self.init(values.lazy.map { value -> (any DatabaseValueConvertible)? in value })
    }
}
