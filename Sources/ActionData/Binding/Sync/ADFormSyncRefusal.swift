/// A change of a form's record the server refused, as ``ADFormSyncState`` reports it.
public struct ADFormSyncRefusal: Sendable, Hashable {
    /// The field whose change was refused; empty for a whole record (a refused create).
    public var field: String
    /// Why the server refused it.
    public var message: String

    /// A refusal of the change of `field`, for the reason `message`.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}
