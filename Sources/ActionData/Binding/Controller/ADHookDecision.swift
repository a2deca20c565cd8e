/// What a `willFill` or `willSet` hook decides. (An enum rather than an optional, because
/// `ADValue` itself accepts `nil` as `NULL`.)
public enum ADHookDecision: Sendable, Hashable {
    /// Go on with this value: the one given, or a replacement.
    case use(ADValue)
    /// Leave the control, or the record, as it is.
    case skip
}
