/// A masked edit the page's WebAssembly module answered differently from the server: the
/// server's answer wins and is shown, and the difference is logged. Both run the same
/// `ADMaskedEditRequest` code, so this never happens unless the module is stale or broken.
public struct ADWebPredictionMismatch: Sendable, Hashable {
    /// The masked field.
    public var controlID: String
    /// The text before the edit.
    public var before: String
    /// The text the page's module computed.
    public var expected: String
    /// The text the server computed, which the page now shows.
    public var answered: String

    /// A mismatch from its parts.
    public init(controlID: String, before: String, expected: String, answered: String) {
        self.controlID = controlID
        self.before = before
        self.expected = expected
        self.answered = answered
    }
}
