/// A form with more bound controls than the server's ``ADWebServerLimits/maximumControls``:
/// reported when the server starts, before it listens, so a document too large to serve is
/// refused at once rather than making every visitor's page stall.
public struct ADWebFormSizeError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String {
        "the form has \(controls) bound controls, more than this server serves (\(limit), ADWebServerLimits.maximumControls): "
            + "split it into several forms, or raise the limit"
    }

    /// The bound controls the form has, and the most the server serves.
    public var controls, limit: Int

    /// An error for a form of `controls` bound controls over `limit`.
    public init(controls: Int, limit: Int) {
        (self.controls, self.limit) = (controls, limit)
    }
}
