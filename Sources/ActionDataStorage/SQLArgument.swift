/// A value bound to a placeholder of a statement, as the translation and the stores know it;
/// each provider binds it in its driver's form.
package enum SQLArgument: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int64)
    case real(Double)
    case text(String)
    case bytes([UInt8])
    /// A date as stored text (``StoredTimestamp``); PostgreSQL casts it to `TIMESTAMPTZ`.
    case timestamp(String)
}
