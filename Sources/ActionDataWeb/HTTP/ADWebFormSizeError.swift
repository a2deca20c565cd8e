/// A form with more bound controls than the server's ``ADWebServerLimits/maximumControls``:
/// reported when the server starts, before it listens, so a document too large to serve is
/// refused at once rather than making every visitor's page stall.
public struct ADWebFormSizeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bound controls the form has.
    public var controls: Int
    /// The most the server serves.
    public var limit: Int

    /// An error for a form of `controls` bound controls over `limit`.
    public init(controls: Int, limit: Int) {
        self.controls = controls
        self.limit = limit
    }

    public var description: String {
        "the form has \(controls) bound controls, more than this server serves (\(limit), ADWebServerLimits.maximumControls): "
            + "split it into several forms, or raise the limit"
    }
}
